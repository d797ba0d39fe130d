import type { Context } from 'hono';

/**
 * Search engines and link-preview bots: they get the complete document in one piece rather
 * than a stream whose content arrives in later chunks. A deliberate, narrow list rather than
 * the isbot package: isbot also matches headless browsers, Lighthouse and HTTP libraries,
 * which run scripts or measure the streamed page, and would lose streaming and the page cache
 * for nothing. Only agents that read the HTML without running it need the whole document.
 */
const CRAWLERS =
  /googlebot|google-inspectiontool|bingbot|bingpreview|baiduspider|yandex|duckduckbot|slurp|sogou|360spider|bytespider|petalbot|applebot|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|whatsapp|telegrambot|embedly|pinterest|redditbot|skypeuripreview|vkshare|qwantify|seznambot|naver|yeti/i;

export const isCrawler = (c: Context): boolean => CRAWLERS.test(c.req.header('User-Agent') ?? '');
