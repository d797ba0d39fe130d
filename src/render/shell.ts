import { settle, type Result } from '../lib/result';
import { getMenuList, getSiteInfos } from '../upstream/api';
import { upstreamCtx } from '../upstream/context';
import type { MenuItem, SiteInfos } from '../upstream/schemas';
import type { AppContext } from '../types';

/**
 * The data every framed page shares (menu and site info), fetched lazily once per request:
 * error pages never ask for it, and a page that also needs the site info shares the promise.
 */
export interface Shell {
  menu(): Promise<Result<MenuItem[]>>;
  site(): Promise<Result<SiteInfos>>;
}

const perRequest = new WeakMap<AppContext, Shell>();

export function shellOf(c: AppContext): Shell {
  let shell = perRequest.get(c);
  if (!shell) {
    let menu: Promise<Result<MenuItem[]>> | undefined;
    let site: Promise<Result<SiteInfos>> | undefined;
    shell = {
      menu: () => (menu ??= settle(getMenuList(upstreamCtx(c)))),
      site: () => (site ??= settle(getSiteInfos(upstreamCtx(c)))),
    };
    perRequest.set(c, shell);
  }
  return shell;
}
