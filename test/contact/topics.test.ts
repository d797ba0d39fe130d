// The enquiry's type and programme of interest (mapped onto the CMS's save contract without
// changing it: docs/UPSTREAM.md §15), and the confirmation that names the reply's address and
// time and offers no second send, with and without JavaScript.
import { REFERENCE_PATTERN } from '@/contact/reference';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CMS_LIMITS, LIMITS, MESSAGE_NOTE_MAX } from '@/contact/fields';
import {
  answer,
  envelope,
  fakeUpstream,
  formPath,
  islandProps,
  LOCALES,
  MESSAGES,
  ORIGIN,
  post,
  postWith,
  send,
  valid,
  withToken,
  savingUpstream,
} from './helpers';

describe('enquiry type and programme of interest', () => {
  it('reach the CMS as two extra keys and as the closing lines of the message', async () => {
    const { upstream, bodies } = savingUpstream('enq-2027-0042');
    const fields = withToken({ ...valid, type: 'admissions', programme: 'ug-data-science' });
    const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', fields);
    expect(res.status).toBe(303);
    expect(bodies).toEqual([
      {
        name: valid.name,
        email: valid.email,
        subject: valid.subject,
        message: `${valid.message}\n\n—\nEnquiry about: Admissions and applying\nProgramme of interest: Bachelor of Science (Honours) in Data Science [ug-data-science]`,
        enquiryType: 'admissions',
        programme: 'ug-data-science',
        reference: expect.stringMatching(REFERENCE_PATTERN),
      },
    ]);
  });

  it('in the page’s language; a programme without a page is named by its id', async () => {
    const { upstream, bodies } = savingUpstream('enq-2027-0042');
    const fields = withToken({ ...valid, type: 'programme', programme: '7027' });
    await postWith({ UPSTREAM: upstream.fetcher }, '/page/contact-us', fields);
    expect(bodies[0]?.message).toBe(
      `${valid.message}\n\n—\n查詢類別：課程內容\n有興趣的課程：一帶一路研究哲學博士 [7027]`,
    );
    expect(bodies[0]).toMatchObject({ enquiryType: 'programme', programme: '7027' });
  });

  it('an unknown type is a general enquiry, an unknown programme none: nothing made up reaches the CMS', async () => {
    const { upstream, bodies } = savingUpstream('enq-2027-0042');
    const fields = withToken({ ...valid, type: 'free-money', programme: 'ug-nowhere' });
    expect((await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', fields)).status).toBe(303);
    expect(bodies[0]).toEqual({
      ...valid,
      message: `${valid.message}\n\n—\nEnquiry about: A general question`,
      enquiryType: 'general',
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });
  });

  it('keep the message within the CMS’s limit: the form’s limit leaves room for the note', async () => {
    expect(LIMITS.message + MESSAGE_NOTE_MAX).toBe(CMS_LIMITS.message);
    const { upstream, bodies } = savingUpstream('enq-2027-0042');
    const longest = withToken({
      ...valid,
      message: '月'.repeat(LIMITS.message),
      type: 'fees',
      programme: 'ug-hospitality',
    });
    expect((await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', longest)).status).toBe(303);
    expect(String(bodies[0]?.message).length).toBeLessThanOrEqual(CMS_LIMITS.message);
    // And the demo CMS (which checks its own limits) takes it.
    expect((await post('/en/page/contact-us', longest, { encoding: 'multipart' })).status).toBe(303);
  });

  it('are offered as two labelled, optional selects, programmes grouped by level', async () => {
    for (const locale of LOCALES) {
      const html = await (await exports.default.fetch(ORIGIN + formPath(locale))).text();
      const props = islandProps(html);
      expect(props.choices.type[0].options.map((o: { value: string }) => o.value)).toEqual([
        'admissions',
        'programme',
        'fees',
        'visit',
        'alumni',
        'giving',
      ]);
      expect(props.choices.programme.map((g: { label: string }) => g.label)).toEqual(
        {
          tc: ['本科課程', '研究生課程', '高級文憑課程'],
          sc: ['本科课程', '研究生课程', '高级文凭课程'],
          en: ['Undergraduate Programmes', 'Postgraduate Programmes', 'Higher Diploma Programmes'],
        }[locale],
      );
      expect(html).toMatch(/<select id="contact-programme" name="programme"><option value="" selected="">/);
      expect(html).toContain('<optgroup label=');
    }
  });

  it('without the programme lists, the form still works: no programme to choose, the type still there', async () => {
    const down = fakeUpstream({ '/api/out/list': () => envelope(null, 500) });
    const res = await send(new Request(`${ORIGIN}/en/page/contact-us`), {
      UPSTREAM: down.fetcher,
      SITE_DOMAIN: `no-lists-${crypto.randomUUID()}.example`,
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<select id="contact-type" name="type">');
    expect(html).not.toContain('id="contact-programme"');
    expect(html).toContain('id="contact-message"');
  });

  it('can be chosen in advance by the link from a programme page, and a bad choice is ignored', async () => {
    const asked = await exports.default.fetch(`${ORIGIN}/en/page/contact-us?type=programme&programme=ug-nursing`);
    expect(islandProps(await asked.text()).values).toMatchObject({ type: 'programme', programme: 'ug-nursing' });
    const bad = await exports.default.fetch(`${ORIGIN}/en/page/contact-us?type=bribe&programme=%3Cscript%3E`);
    expect(islandProps(await bad.text()).values).toMatchObject({ type: '', programme: '' });
  });

  it('are kept, as chosen, when the post is refused', async () => {
    const res = await post(
      '/en/page/contact-us',
      withToken({ ...valid, email: 'x', type: 'visit', programme: 'hd-accounting' }),
    );
    expect(res.status).toBe(422);
    expect(islandProps(await res.text()).values).toEqual({
      ...valid,
      email: 'x',
      type: 'visit',
      programme: 'hd-accounting',
    });
  });
});

describe('the confirmation', () => {
  for (const locale of LOCALES) {
    it(`without JavaScript (${locale}): names the address (masked: docs/SECURITY.md "Cookies"), the reply time and the reference, and offers no form`, async () => {
      const { upstream, bodies } = savingUpstream('enq-2027-0042');
      const res = await postWith({ UPSTREAM: upstream.fetcher }, formPath(locale), withToken(valid));
      expect(res.status).toBe(303);
      const cookie = res.headers.get('set-cookie') ?? '';
      // For the confirmation alone, briefly, never readable by scripts; the address is in no URL.
      expect(cookie).toMatch(/^enquiry_receipt=/);
      expect(cookie).toContain(`Path=${formPath(locale) || '/page/contact-us'}`);
      expect(cookie).toContain('Max-Age=60;');
      expect(cookie).toContain('HttpOnly');
      expect(res.headers.get('location')).not.toContain('mail.example');

      const page = await send(
        new Request(ORIGIN + res.headers.get('location'), { headers: { Cookie: cookie.split(';')[0]! } }),
      );
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toContain('no');
      const html = await page.text();
      const text = html.replace(/<[^>]+>/g, '');
      expect(text).toContain(MESSAGES[locale].success);
      expect(text).toContain(
        {
          tc: '我們會於三個工作天內回覆至 t…n@mail.example。',
          sc: '我们会于三个工作日内回复至 t…n@mail.example。',
          en: 'We will reply to t…n@mail.example within three working days.',
        }[locale],
      );
      // The short reference the CMS was sent, never the CMS's long id (docs/UPSTREAM.md §15).
      expect(bodies[0]?.reference).toMatch(REFERENCE_PATTERN);
      expect(text).toContain(String(bodies[0]?.reference));
      expect(text).not.toContain('enq-2027-0042');
      expect(text).toContain(
        { tc: '毋須再次提交', sc: '无须再次提交', en: 'there is no need to send it again' }[locale],
      );
      // Nothing invites a second send: no form, no "send another".
      expect(html).not.toContain('<form class="contact-form"');
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main).not.toMatch(/href="(?:\/sc|\/en)?\/page\/contact-us/);
    });
  }

  it('without its cookie (opened again later): the same thanks, the reply time, no address', async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/en/page/contact-us?sent=1`)).text();
    expect(html).toContain('Thank you for your enquiry.');
    expect(html).toContain('We will reply to the email address you gave within three working days.');
  });

  it('a forged cookie shows nothing it carries but a valid address and reference', async () => {
    const forged = encodeURIComponent(JSON.stringify({ email: '<script>x</script>', reference: 'a b' }));
    const res = await send(
      new Request(`${ORIGIN}/en/page/contact-us?sent=1`, { headers: { Cookie: `enquiry_receipt=${forged}` } }),
    );
    const html = await res.text();
    // Neither run as markup nor shown as text: the cookie's address is not a valid one.
    expect(html).not.toMatch(/<script>x|&lt;script&gt;x/);
    expect(html).toContain('We will reply to the email address you gave within three working days.');
  });

  it('from the island: the JSON carries the address and the reference the island names', async () => {
    const { upstream, bodies } = savingUpstream('enq-2027-0042');
    const res = await postWith({ UPSTREAM: upstream.fetcher }, '/sc/page/contact-us', withToken(valid), {
      encoding: 'json',
      json: true,
    });
    expect(await answer(res)).toEqual({
      ok: true,
      message: MESSAGES.sc.success,
      email: valid.email,
      reference: bodies[0]?.reference,
    });
    expect(bodies[0]?.reference).toMatch(REFERENCE_PATTERN);
    // Its text for that confirmation is in the page, in the page's language.
    const props = islandProps(await (await exports.default.fetch(`${ORIGIN}/sc/page/contact-us`)).text());
    expect(props.text.sent).toEqual({
      message: MESSAGES.sc.success,
      reply: '我们会于三个工作日内回复至 {email}。',
      replyUnnamed: '我们会于三个工作日内回复至你提供的邮箱地址。',
      reference: '咨询编号：{reference}。如就此咨询再联系我们，请注明此编号。',
      once: '我们已收到你的咨询，无须再次提交。',
    });
  });
});
