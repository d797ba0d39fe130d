import { env, exports } from 'cloudflare:workers';
import { vi } from 'vitest';
import { routes } from '../../routes';
import { createApp } from '@/app';
import type { Locale } from '@/i18n/locales';
import { emptyValues } from '@/contact/fields';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { ORIGIN } from '../helpers';

export { ORIGIN };
export const app = createApp(routes);

export const PREFIX: Record<Locale, string> = { tc: '', sc: '/sc', en: '/en' };
export const LOCALES: Locale[] = ['tc', 'sc', 'en'];
export const formPath = (locale: Locale) => `${PREFIX[locale]}/page/contact-us`;

/** The messages as docs/REQUIREMENTS.md §5 and §8 give them (en), and their translations. */
type MessageKey =
  | 'required'
  | 'email'
  | 'captcha'
  | 'failed'
  | 'success'
  | 'rateLimited'
  | 'tooLarge'
  | 'tooLongSummary'
  | 'forbidden'
  | 'unsupported'
  | 'fieldRequired'
  | 'title'
  | 'devCheck'
  | 'captchaMissing';

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  tc: {
    required: '所有選項均為必填',
    email: '聯絡電郵的格式不正確',
    captcha: '您輸入的驗證答案不正確。',
    failed: '查詢提交失敗，請稍後再試。',
    success: '感謝您的查詢。',
    rateLimited: '提交次數過多，請於一分鐘後再試。',
    tooLarge: '提交的內容過大，請縮短後再試。',
    tooLongSummary: '部分內容超出字數上限，請刪減後再試。',
    forbidden: '此表格只能從本網站提交。',
    unsupported: '不支援此提交格式。',
    fieldRequired: '請填寫此欄。',
    title: '聯絡我們',
    devCheck: '我不是機械人（本地開發檢查）',
    captchaMissing: '請先完成真人驗證，然後再提交查詢。',
  },
  sc: {
    required: '所有选项均为必填',
    email: '联系邮箱的格式不正确',
    captcha: '您输入的验证答案不正确。',
    failed: '咨询提交失败，请稍后再试。',
    success: '感谢您的咨询。',
    rateLimited: '提交次数过多，请于一分钟后再试。',
    tooLarge: '提交的内容过大，请缩短后再试。',
    tooLongSummary: '部分内容超出字数上限，请删减后再试。',
    forbidden: '此表格只能从本网站提交。',
    unsupported: '不支持此提交格式。',
    fieldRequired: '请填写此栏。',
    title: '联系我们',
    devCheck: '我不是机器人（本地开发检查）',
    captchaMissing: '请先完成真人验证，然后再提交咨询。',
  },
  en: {
    required: 'All options are required',
    email: 'The format of the contact email is incorrect',
    captcha: 'The answer you entered for the CAPTCHA was not correct.',
    failed: 'Failed to enquiry, please try again later.',
    success: 'Thank you for your enquiry.',
    rateLimited: 'Too many enquiries were sent from your connection. Please wait a minute and try again.',
    tooLarge: 'Your enquiry is too large to send. Please shorten it and try again.',
    tooLongSummary: 'Some answers are longer than allowed. Please shorten them and try again.',
    forbidden: 'This form can only be sent from this website.',
    unsupported: 'This form must be sent as form data or JSON.',
    fieldRequired: 'Please fill in this field.',
    title: 'Contact us',
    devCheck: 'I am not a robot (local development check)',
    captchaMissing: 'Please complete the human verification before sending your enquiry.',
  },
};

export const tooLong: Record<Locale, (max: number) => string> = {
  tc: (max) => `請不要超過 ${max} 個字元。`,
  sc: (max) => `请不要超过 ${max} 个字符。`,
  en: (max) => `Please use at most ${max} characters.`,
};

export const PASS = 'demo-captcha-pass';
export const valid = {
  name: 'Chan Tai Man',
  email: 'tm.chan@mail.example',
  subject: 'Open day',
  message: 'When is the next open day?',
};
export type Fields = Record<string, string>;
/** What the form shows again after a failure: every field and choice, as typed (empty when not sent). */
export const typed = (fields: Fields): Fields => ({ ...emptyValues(), ...fields });
export const withToken = (fields: Fields, token = PASS): Fields => ({ ...fields, 'g-recaptcha-response': token });

// A fresh client address per request unless a test chooses one: the limiter allows 5 a minute
// per address, and its window outlives a test run.
const run = crypto.getRandomValues(new Uint16Array(2)).reduce((s, n) => s + n.toString(16).padStart(4, '0'), '');
let counter = 0;
/** A client of its own: every address in another IPv6 /64 (the rate limit counts a /64 as one client). */
export const uniqueIp = () => `2001:db8:${run.slice(0, 4)}:${(++counter).toString(16)}::1`;

export type Encoding = 'urlencoded' | 'multipart' | 'json';

export interface PostOptions {
  encoding?: Encoding;
  /** The island's way: Accept: application/json. */
  json?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

export function enquiryRequest(
  path: string,
  fields: Fields,
  { encoding = 'urlencoded', json = false, ip = uniqueIp(), headers = {} }: PostOptions = {},
): Request {
  const h = new Headers({ Origin: ORIGIN, 'CF-Connecting-IP': ip, ...headers });
  if (json) h.set('Accept', 'application/json');
  let body: BodyInit;
  if (encoding === 'json') {
    h.set('Content-Type', 'application/json');
    body = JSON.stringify(fields);
  } else if (encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    body = form;
  } else {
    body = new URLSearchParams(fields);
  }
  return new Request(ORIGIN + path, { method: 'POST', headers: h, body, redirect: 'manual' });
}

/** Through the real worker (exports.default) and the demo upstream. */
export function post(path: string, fields: Fields, options: PostOptions = {}): Promise<Response> {
  return exports.default.fetch(enquiryRequest(path, fields, options));
}

export interface Answer {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  reference?: string;
}

export async function answer(res: Response): Promise<Answer> {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return (await res.json()) as Answer;
}

/** The island's props as the page serialised them (values, errors, notice). */
export function islandProps(html: string): Record<string, any> {
  const m = /data-island="contact-form" data-props="([^"]*)"/.exec(html);
  if (!m) throw new Error('no contact-form island in the page');
  const decoded = m[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(decoded) as Record<string, any>;
}

export type Handler = (req: Request) => Response | Promise<Response>;

export const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, msg: code === 200 ? 'ok' : 'boom', data }), {
    headers: { 'content-type': 'application/json' },
  });

/**
 * An UPSTREAM binding that records every call and answers from `overrides` by path, or else
 * from the demo upstream.
 */
export function fakeUpstream(overrides: Record<string, Handler> = {}) {
  const calls: { method: string; path: string; query: string; body: string | undefined }[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const url = new URL(req.url);
      calls.push({
        method: req.method,
        path: url.pathname,
        query: url.search,
        body: req.method === 'POST' ? await req.clone().text() : undefined,
      });
      const handler = overrides[url.pathname];
      return handler ? handler(req) : env.UPSTREAM!.fetch(req);
    },
  } as unknown as Fetcher;
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  return { fetcher, calls, count };
}

/** A CMS that saves every enquiry under `id`, keeping each body it was sent. */
export function savingUpstream(id: string) {
  const bodies: Record<string, unknown>[] = [];
  const upstream = fakeUpstream({
    '/api/subcontent/save': async (req) => {
      bodies.push((await req.json()) as Record<string, unknown>);
      return envelope({ id });
    },
  });
  return { upstream, bodies };
}

/** A limiter that always allows, and counts. */
export const openLimiter = () => ({ limit: vi.fn(async () => ({ success: true })) });

/** Through a fresh app with chosen bindings (a fake upstream, a secret, a site key...). */
export async function postWith(
  bindings: Partial<Env> & Record<string, unknown>,
  path: string,
  fields: Fields,
  options: PostOptions = {},
) {
  return send(enquiryRequest(path, fields, options), bindings);
}

/** Any request through the fresh app, waiting for its background work. */
export async function send(req: Request, bindings: Partial<Env> & Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(req, { ...env, ...bindings }, ctx);
  // The page streams: read it whole before waiting for the request's background work.
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, { status: res.status, headers: res.headers });
}
