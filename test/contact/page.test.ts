import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/contact/fields';
import { islandProps, LOCALES, MESSAGES, formPath, send, ORIGIN } from './helpers';

const get = (path: string, bindings: Record<string, unknown> = {}) => send(new Request(ORIGIN + path), bindings);
const SITE_KEY = '6Lc-test-site-key';

describe('the contact page (GET)', () => {
  for (const locale of LOCALES) {
    it(`serves the form in ${locale} with labels, hints and one h1`, async () => {
      const res = await exports.default.fetch(ORIGIN + formPath(locale));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain(`<h1>${MESSAGES[locale].title}</h1>`);
      // A plain POST form back to the same URL: works with JavaScript off.
      expect(html).toMatch(new RegExp(`<form[^>]*action="${formPath(locale) || '/page/contact-us'}"`));
      expect(html).toMatch(/<form[^>]*method="post"/);
      for (const name of ['name', 'email', 'subject', 'message']) {
        expect(html).toContain(`<label for="contact-${name}">`);
        expect(html).toMatch(new RegExp(`id="contact-${name}"[^>]*aria-describedby="contact-${name}-hint"`));
        expect(html).toContain(`name="${name}"`);
      }
      expect(html).toContain('maxLength="100"');
      expect(html).toContain('maxLength="200"');
      expect(html).toContain(`maxLength="${LIMITS.message}"`);
      expect(html).toContain('role="alert"');
      // The two optional choices: what the enquiry is about, and the programme.
      expect(html).toContain('<label for="contact-type">');
      expect(html).toMatch(/<select id="contact-type" name="type">/);
      expect(html).toContain('<label for="contact-programme">');
      expect(html).toMatch(/<select id="contact-programme" name="programme">/);
      // No site key: the labelled local development check carries the demo's pass token.
      expect(html).toContain(`<label for="contact-captcha">${MESSAGES[locale].devCheck}</label>`);
      expect(html).toMatch(
        /type="checkbox" id="contact-captcha" name="g-recaptcha-response" value="demo-captcha-pass"/,
      );
      expect(html).not.toContain('/recaptcha/api.js');
      // The island: a marker with its props, and the nonced module that imports the islands'
      // entry once the page has loaded (or 3 s after it is parsed, whichever comes first).
      expect(html).toContain('data-island="contact-form"');
      expect(html).toMatch(
        /<script type="module" nonce="[^"]+">let s=0;const go=\(\)=>\{s\+\+\|\|document\.querySelector\("\[data-island\]"\)&&import\("\/assets\/islands-[^"]+\.js"\)\};addEventListener\("load",go\);setTimeout\(go,3000\)<\/script>/,
      );
      expect(html).not.toMatch(/<script[^>]+src="\/assets\/islands-/);
    });
  }

  it('keeps the CSP closed to Google when no site key is configured', async () => {
    const res = await exports.default.fetch(`${ORIGIN}/en/page/contact-us`);
    await res.text();
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('recaptcha');
    expect(csp).toContain("frame-src 'none'");
  });

  for (const locale of LOCALES) {
    it(`shows the confirmation state in ${locale} (?sent=1), not indexed`, async () => {
      const res = await exports.default.fetch(`${ORIGIN}${formPath(locale)}?sent=1`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(MESSAGES[locale].success);
      expect(html).toContain('role="status"');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('data-island="contact-form"');
    });
  }

  it('ignores any other query', async () => {
    for (const q of ['?sent=0', '?sent=yes', '?foo=bar', '?sent']) {
      const res = await exports.default.fetch(`${ORIGIN}/en/page/contact-us${q}`);
      expect(res.status, q).toBe(200);
      const html = await res.text();
      expect(html, q).toContain('data-island="contact-form"');
    }
  });
});

describe('the reCAPTCHA widget from www.recaptcha.net (RECAPTCHA_SITE_KEY set)', () => {
  it('loads api.js with the nonce and explicit rendering, in the page language', async () => {
    for (const [locale, hl, lang] of [
      ['tc', 'zh-HK', 'zh-tw'],
      ['sc', 'zh-CN', 'zh-cn'],
      ['en', 'en', 'en'],
    ] as const) {
      const res = await get(formPath(locale), { RECAPTCHA_SITE_KEY: SITE_KEY });
      expect(res.status).toBe(200);
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      const script = new RegExp(
        `<script async="" defer="" src="https://www.recaptcha.net/recaptcha/api.js\\?render=explicit&amp;onload=contactCaptchaReady&amp;hl=${hl}" nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`,
      );
      expect(html).toMatch(script);
      expect(islandProps(html).captcha).toEqual({
        kind: 'recaptcha',
        siteKey: SITE_KEY,
        onload: 'contactCaptchaReady',
        lang,
      });
      expect(html).not.toContain('demo-captcha-pass');
      expect(html).toContain('class="contact-form__recaptcha"');
    }
  });

  it('opens the CSP to the reCAPTCHA origins on the contact page only', async () => {
    const csp = (await get('/sc/page/contact-us', { RECAPTCHA_SITE_KEY: SITE_KEY })).headers.get(
      'content-security-policy',
    )!;
    expect(csp).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/www\.recaptcha\.net\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
    );
    expect(csp).toContain('frame-src https://www.recaptcha.net/recaptcha/;');
    expect(csp).not.toContain('google.com');
    for (const other of ['/en', '/sc/page/contact-us-x', '/en/news/list']) {
      const closed = (await get(other, { RECAPTCHA_SITE_KEY: SITE_KEY })).headers.get('content-security-policy')!;
      expect(closed, other).not.toContain('recaptcha');
      expect(closed, other).toContain("frame-src 'none'");
    }
    const blank = (await get('/en/page/contact-us', { RECAPTCHA_SITE_KEY: '  ' })).headers.get(
      'content-security-policy',
    )!;
    expect(blank).not.toContain('recaptcha');
  });
});

describe('the island hydrates what the server rendered', () => {
  it('renders the same markup from its serialised props alone (no request context, no useId)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { ContactForm } = await import('@/components/islands/ContactForm');
    const { post, valid } = await import('./helpers');
    for (const html of [
      await (await exports.default.fetch(`${ORIGIN}/sc/page/contact-us`)).text(),
      await (await post('/en/page/contact-us', { ...valid, email: 'bad' })).text(),
    ]) {
      const marker =
        /<div data-island="contact-form" data-props="[^"]*" class="contact__form">([\s\S]*?<\/form>)<\/div>/.exec(html);
      expect(marker).not.toBeNull();
      const props = islandProps(html);
      expect(renderToString(createElement(ContactForm, props as never))).toBe(marker![1]);
    }
  });
});
