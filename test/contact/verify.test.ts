import { REFERENCE_PATTERN } from '@/contact/reference';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  envelope,
  fakeUpstream,
  formPath,
  islandProps,
  LOCALES,
  MESSAGES,
  postWith,
  valid,
  withToken,
  typed,
} from './helpers';

const SAVE = '/api/subcontent/save';
const CAPTCHA = '/api/recaptcha';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rule 5: verification before anything is saved', () => {
  it('asks the upstream with the token (GET /api/recaptcha?token=…), every time, then saves', async () => {
    const upstream = fakeUpstream();
    for (let i = 0; i < 2; i++) {
      const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', withToken(valid));
      expect(res.status).toBe(303);
    }
    const captcha = upstream.calls.filter((c) => c.path === CAPTCHA);
    expect(captcha).toHaveLength(2); // never cached
    expect(captcha[0]).toMatchObject({ method: 'GET', query: '?token=demo-captcha-pass' });
    expect(upstream.count(SAVE)).toBe(2);
  });

  for (const locale of LOCALES) {
    it(`a failed check saves nothing (${locale})`, async () => {
      const upstream = fakeUpstream();
      const res = await postWith({ UPSTREAM: upstream.fetcher }, formPath(locale), withToken(valid, 'wrong-answer'));
      expect(res.status).toBe(422);
      expect(islandProps(await res.text()).notice).toEqual({ ok: false, message: MESSAGES[locale].captcha });
      expect(upstream.count(CAPTCHA)).toBe(1);
      expect(upstream.count(SAVE)).toBe(0);
    });
  }

  it('a missing or oversized token is refused without asking anyone', async () => {
    for (const [fields, message] of [
      [valid, MESSAGES.en.captchaMissing],
      [withToken(valid, '   '), MESSAGES.en.captchaMissing],
      [withToken(valid, 't'.repeat(5000)), MESSAGES.en.captcha],
    ] as const) {
      const upstream = fakeUpstream();
      const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', fields, {
        encoding: 'json',
        json: true,
      });
      expect(res.status).toBe(422);
      expect((await answer(res)).message).toBe(message);
      expect(upstream.count(CAPTCHA) + upstream.count(SAVE)).toBe(0);
    }
  });

  it('bad input is refused before verification', async () => {
    const upstream = fakeUpstream();
    const res = await postWith(
      { UPSTREAM: upstream.fetcher },
      '/en/page/contact-us',
      withToken({ ...valid, email: 'x' }),
      { encoding: 'json', json: true },
    );
    expect(res.status).toBe(422);
    expect(upstream.count(CAPTCHA) + upstream.count(SAVE)).toBe(0);
  });

  it('a verification service that cannot answer: 503, the failure message, values kept, nothing saved', async () => {
    const upstream = fakeUpstream({ [CAPTCHA]: () => envelope(null, 500) });
    const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', withToken(valid));
    expect(res.status).toBe(503);
    const props = islandProps(await res.text());
    expect(props.notice).toEqual({ ok: false, message: 'Failed to enquiry, please try again later.' });
    expect(props.values).toEqual(typed(valid));
    expect(upstream.count(SAVE)).toBe(0);
  });
});

describe('rule 6: the save', () => {
  it('posts the trimmed fields as JSON, with the site and language headers, the type closing the message', async () => {
    const seen: Request[] = [];
    const upstream = fakeUpstream({
      [SAVE]: (req) => {
        seen.push(req);
        return envelope({ id: 'e-1' });
      },
    });
    const typed = {
      name: '  Chan Tai Man ',
      email: ' tm.chan@mail.example\n',
      subject: '\tOpen day',
      message: ' When?  ',
    };
    const res = await postWith({ UPSTREAM: upstream.fetcher }, '/sc/page/contact-us', withToken(typed));
    expect(res.status).toBe(303);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('lang')).toBe('cn');
    // The save contract's four fields; the enquiry type rides along as an extra key and as the
    // message's closing line, so a CMS that knows only the four keeps it too (docs/UPSTREAM.md §15).
    expect(await seen[0]!.json()).toEqual({
      name: 'Chan Tai Man',
      email: 'tm.chan@mail.example',
      subject: 'Open day',
      message: 'When?\n\n—\n咨询类别：一般咨询',
      enquiryType: 'general',
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });
  });

  for (const locale of LOCALES) {
    it(`a failed save (${locale}): one attempt only, the failure message, every value kept`, async () => {
      const upstream = fakeUpstream({ [SAVE]: () => new Response('busy', { status: 503 }) });
      const res = await postWith({ UPSTREAM: upstream.fetcher }, formPath(locale), withToken(valid));
      expect(res.status).toBe(503);
      const props = islandProps(await res.text());
      expect(props.notice).toEqual({ ok: false, message: MESSAGES[locale].failed });
      expect(props.values).toEqual(typed(valid));
      expect(upstream.count(SAVE)).toBe(1);

      const json = await postWith({ UPSTREAM: upstream.fetcher }, formPath(locale), withToken(valid), {
        encoding: 'json',
        json: true,
      });
      expect(json.status).toBe(503);
      expect(await answer(json)).toEqual({ ok: false, message: MESSAGES[locale].failed });
      expect(upstream.count(SAVE)).toBe(2);
    });
  }

  it('an envelope error, a network error or a timeout is one attempt too', async () => {
    const failures = [
      () => envelope(null, 400),
      () => Promise.reject(new Error('connection reset')),
      () => new Promise<Response>(() => undefined),
    ];
    for (const failure of failures) {
      const upstream = fakeUpstream({ [SAVE]: failure });
      const res = await postWith(
        { UPSTREAM: upstream.fetcher, UPSTREAM_TIMEOUT_MS: '50' },
        '/en/page/contact-us',
        withToken(valid),
        { encoding: 'json', json: true },
      );
      expect(res.status).toBe(503);
      expect(await answer(res)).toEqual({ ok: false, message: 'Failed to enquiry, please try again later.' });
      expect(upstream.count(SAVE)).toBe(1);
    }
  });
});

describe('RECAPTCHA_SECRET: verified with siteverify on www.recaptcha.net directly', () => {
  const SECRET = 'test-secret-not-real';

  function siteverify(answerBody: unknown, status = 200) {
    const real = globalThis.fetch;
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      if (req.url === 'https://www.recaptcha.net/recaptcha/api/siteverify')
        return Response.json(answerBody, { status });
      return real(input as RequestInfo, init);
    });
  }

  it('posts secret, response and remoteip form-encoded; success on this host saves', async () => {
    const spy = siteverify({ success: true, hostname: 'site.test', challenge_ts: '2026-01-01T00:00:00Z' });
    const upstream = fakeUpstream();
    const res = await postWith(
      { UPSTREAM: upstream.fetcher, RECAPTCHA_SECRET: SECRET },
      '/en/page/contact-us',
      withToken(valid, 'google-token'),
      { ip: '198.51.100.4' },
    );
    expect(res.status).toBe(303);
    const call = spy.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).includes('siteverify'),
    )!;
    const req = new Request(call[0] as RequestInfo, call[1]);
    expect(req.method).toBe('POST');
    expect(req.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(await req.formData())).toEqual({
      secret: SECRET,
      response: 'google-token',
      remoteip: '198.51.100.4',
    });
    expect(upstream.count(CAPTCHA)).toBe(0);
    expect(upstream.count(SAVE)).toBe(1);
  });

  it('accepts the configured SITE_DOMAIN as hostname too', async () => {
    siteverify({ success: true, hostname: 'www.crescent-harbour.edu.example' });
    const upstream = fakeUpstream();
    const res = await postWith(
      { UPSTREAM: upstream.fetcher, RECAPTCHA_SECRET: SECRET },
      '/en/page/contact-us',
      withToken(valid, 'google-token'),
    );
    expect(res.status).toBe(303);
  });

  const refusals: [string, unknown][] = [
    ['success false', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['another hostname', { success: true, hostname: 'evil.example' }],
    ['no hostname', { success: true }],
  ];
  for (const [label, body] of refusals) {
    it(`${label}: the CAPTCHA message, nothing saved`, async () => {
      siteverify(body);
      const upstream = fakeUpstream();
      const res = await postWith(
        { UPSTREAM: upstream.fetcher, RECAPTCHA_SECRET: SECRET },
        '/en/page/contact-us',
        withToken(valid, 'google-token'),
        { encoding: 'json', json: true },
      );
      expect(res.status).toBe(422);
      expect(await answer(res)).toEqual({
        ok: false,
        message: MESSAGES.en.captcha,
        errors: { captcha: MESSAGES.en.captcha },
      });
      expect(upstream.count(SAVE)).toBe(0);
    });
  }

  it('Google unreachable or answering nonsense: 503, nothing saved', async () => {
    for (const [body, status] of [
      ['oops', 500],
      [{ unexpected: true }, 200],
    ] as const) {
      siteverify(body, status);
      const upstream = fakeUpstream();
      const res = await postWith(
        { UPSTREAM: upstream.fetcher, RECAPTCHA_SECRET: SECRET },
        '/en/page/contact-us',
        withToken(valid, 'google-token'),
        { encoding: 'json', json: true },
      );
      expect(res.status).toBe(503);
      expect((await answer(res)).message).toBe(MESSAGES.en.failed);
      expect(upstream.count(SAVE)).toBe(0);
      vi.restoreAllMocks();
    }
  });
});
