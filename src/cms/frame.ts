import { type Result, settle } from '@/cms/result';
import { keptAs, once, type RequestScope } from '@/request/scope';
import { getMenuList, getSiteInfos } from '@/upstream/api';
import type { MenuItem, SiteInfos } from '@/upstream/schemas';

/** The data of the frame around every framed page, asked for once per request. */
export interface FrameData {
  menu(): Promise<Result<MenuItem[]>>;
  site(): Promise<Result<SiteInfos>>;
}

const FRAME = keptAs<FrameData>('frame');

/**
 * The data of the frame around every framed page: the header's menu and the footer's site
 * info, asked for lazily and once per request (kept on its scope): error pages never ask for
 * it, and a page that also needs the site info shares the promise.
 */
export function frameData(scope: RequestScope): FrameData {
  return once(scope, FRAME, () => {
    let menu: ReturnType<FrameData['menu']> | undefined;
    let site: ReturnType<FrameData['site']> | undefined;
    return {
      menu: () => (menu ??= settle(getMenuList(scope))),
      site: () => (site ??= settle(getSiteInfos(scope))),
    };
  });
}
