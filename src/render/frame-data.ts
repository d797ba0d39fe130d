import { type Result, settle } from '@/lib/result';
import type { AppContext } from '@/types';
import { getMenuList, getSiteInfos } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import type { MenuItem, SiteInfos } from '@/upstream/schemas';

/**
 * The data of the frame around every framed page: the header's menu and the footer's site
 * info, fetched lazily once per request: error pages never ask for it, and a page that also
 * needs the site info shares the promise.
 */
export interface FrameData {
  menu(): Promise<Result<MenuItem[]>>;
  site(): Promise<Result<SiteInfos>>;
}

const perRequest = new WeakMap<AppContext, FrameData>();

/** The request's frame data (one per request). */
export function frameDataOf(c: AppContext): FrameData {
  let frame = perRequest.get(c);
  if (!frame) {
    let menu: Promise<Result<MenuItem[]>> | undefined;
    let site: Promise<Result<SiteInfos>> | undefined;
    frame = {
      menu: () => (menu ??= settle(getMenuList(upstreamCtx(c)))),
      site: () => (site ??= settle(getSiteInfos(upstreamCtx(c)))),
    };
    perRequest.set(c, frame);
  }
  return frame;
}
