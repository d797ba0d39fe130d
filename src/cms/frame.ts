import { settle } from '@/lib/result';
import type { FrameData, RequestScope } from '@/request/scope';
import { getMenuList, getSiteInfos } from '@/upstream/api';

export type { FrameData } from '@/request/scope';

/**
 * The data of the frame around every framed page: the header's menu and the footer's site
 * info, asked for lazily and once per request (kept in its scope): error pages never ask for
 * it, and a page that also needs the site info shares the promise.
 */
export function frameData(scope: RequestScope): FrameData {
  if (!scope.frame) {
    let menu: ReturnType<FrameData['menu']> | undefined;
    let site: ReturnType<FrameData['site']> | undefined;
    scope.frame = {
      menu: () => (menu ??= settle(getMenuList(scope))),
      site: () => (site ??= settle(getSiteInfos(scope))),
    };
  }
  return scope.frame;
}
