import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/contact/fields';
import { REFERENCE_PATTERN } from '@/contact/reference';
import {
  answer,
  formPath,
  islandProps,
  LOCALES,
  MESSAGES,
  ORIGIN,
  post,
  tooLong,
  typed,
  valid,
  withToken,
  type Encoding,
} from './helpers';

describe('a valid enquiry', () => {
  for (const locale of LOCALES) {
    it(`without JavaScript (${locale}): 303 to the confirmation, which thanks the visitor`, async () => {
      const res = await post(formPath(locale), withToken(valid));
      expect(res.status).toBe(303);
      const location = res.headers.get('location')!;
      expect(location).toBe(`${formPath(locale)}?sent=1`);
      // GET after the redirect: a reload shows the thanks again and sends nothing.
      const confirmation = await exports.default.fetch(ORIGIN + location);
      expect(confirmation.status).toBe(200);
      expect(await confirmation.text()).toContain(MESSAGES[locale].success);
    });

    it(`from the island (${locale}): JSON { ok: true, message, email, reference }`, async () => {
      const res = await post(formPath(locale), withToken(valid), { encoding: 'json', json: true });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // The address the reply goes to and the CMS's reference, for the confirmation to name.
      expect(await answer(res)).toEqual({
        ok: true,
        message: MESSAGES[locale].success,
        email: valid.email,
        reference: expect.stringMatching(REFERENCE_PATTERN),
      });
    });
  }

  for (const encoding of ['urlencoded', 'multipart', 'json'] as Encoding[]) {
    it(`is accepted as ${encoding}, answered as HTML unless JSON is asked for or sent`, async () => {
      const res = await post('/en/page/contact-us', withToken(valid), { encoding });
      if (encoding === 'json') {
        expect(res.status).toBe(200);
        expect((await answer(res)).ok).toBe(true);
      } else {
        expect(res.status).toBe(303);
      }
      const asked = await post('/en/page/contact-us', withToken(valid), { encoding, json: true });
      expect(asked.status).toBe(200);
      expect((await answer(asked)).message).toBe('Thank you for your enquiry.');
    });
  }
});

/** Each bad input, the field it belongs to, and the summary it gives. */
const bad: {
  label: string;
  fields: Record<string, string>;
  field: string;
  summary: 'required' | 'email' | 'tooLongSummary';
  fieldMessage: (l: (typeof LOCALES)[number]) => string;
}[] = [
  {
    label: 'a missing name',
    fields: { email: valid.email, subject: valid.subject, message: valid.message },
    field: 'name',
    summary: 'required',
    fieldMessage: (l) => MESSAGES[l].fieldRequired,
  },
  {
    label: 'a blank subject',
    fields: { ...valid, subject: '   \n\t ' },
    field: 'subject',
    summary: 'required',
    fieldMessage: (l) => MESSAGES[l].fieldRequired,
  },
  {
    label: 'an empty message',
    fields: { ...valid, message: '' },
    field: 'message',
    summary: 'required',
    fieldMessage: (l) => MESSAGES[l].fieldRequired,
  },
  {
    label: 'a missing email',
    fields: { ...valid, email: '' },
    field: 'email',
    summary: 'required',
    fieldMessage: (l) => MESSAGES[l].fieldRequired,
  },
  {
    label: 'a bad email',
    fields: { ...valid, email: 'tm.chan@' },
    field: 'email',
    summary: 'email',
    fieldMessage: (l) => MESSAGES[l].email,
  },
  {
    label: 'an email with spaces',
    fields: { ...valid, email: 'tm chan@mail.example' },
    field: 'email',
    summary: 'email',
    fieldMessage: (l) => MESSAGES[l].email,
  },
  {
    label: 'a name over 100',
    fields: { ...valid, name: 'n'.repeat(101) },
    field: 'name',
    summary: 'tooLongSummary',
    fieldMessage: (l) => tooLong[l](100),
  },
  {
    label: 'a subject over 200',
    fields: { ...valid, subject: '題'.repeat(201) },
    field: 'subject',
    summary: 'tooLongSummary',
    fieldMessage: (l) => tooLong[l](200),
  },
  {
    label: `a message over ${LIMITS.message}`,
    fields: { ...valid, message: 'm'.repeat(LIMITS.message + 1) },
    field: 'message',
    summary: 'tooLongSummary',
    fieldMessage: (l) => tooLong[l](LIMITS.message),
  },
];

describe('bad input: 422, the localised message, every typed value kept', () => {
  for (const locale of LOCALES) {
    for (const c of bad) {
      it(`${c.label} (${locale})`, async () => {
        const fields = withToken(c.fields);
        const res = await post(formPath(locale), fields);
        expect(res.status).toBe(422);
        const html = await res.text();
        const props = islandProps(html);
        expect(props.notice).toEqual({ ok: false, message: MESSAGES[locale][c.summary] });
        expect(props.errors).toEqual({ [c.field]: c.fieldMessage(locale) });
        // Values as typed (not trimmed), all of them; the verification token is never echoed.
        expect(props.values).toEqual(typed(c.fields));
        expect(html).toContain(
          `<div id="contact-alert" class="contact-form__alert" role="alert" tabindex="-1">${MESSAGES[locale][c.summary]}</div>`,
        );
        expect(html).toMatch(
          new RegExp(
            `id="contact-${c.field}"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-${c.field}-hint contact-${c.field}-error"`,
          ),
        );
        expect(html).toContain(`<p id="contact-${c.field}-error" class="contact-form__error">`);
        expect(html).toContain('<meta name="robots" content="noindex"/>');

        const json = await post(formPath(locale), fields, { encoding: 'json', json: true });
        expect(json.status).toBe(422);
        expect(await answer(json)).toEqual({
          ok: false,
          message: MESSAGES[locale][c.summary],
          errors: { [c.field]: c.fieldMessage(locale) },
        });
      });
    }
  }

  it('reports every field at once, "All options are required" first', async () => {
    const res = await post(
      '/en/page/contact-us',
      withToken({ name: '', email: 'nope', subject: '', message: 'x'.repeat(LIMITS.message + 1) }),
      { encoding: 'json', json: true },
    );
    expect(res.status).toBe(422);
    expect(await answer(res)).toEqual({
      ok: false,
      message: 'All options are required',
      errors: {
        name: 'Please fill in this field.',
        email: 'The format of the contact email is incorrect',
        subject: 'Please fill in this field.',
        message: `Please use at most ${LIMITS.message} characters.`,
      },
    });
  });

  it('treats non-string JSON values as missing', async () => {
    const res = await exports.default.fetch(`${ORIGIN}/en/page/contact-us`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '2001:db8::77' },
      body: JSON.stringify({
        name: 42,
        email: ['a@b.example'],
        subject: null,
        message: { text: 'hi' },
        'g-recaptcha-response': 'demo-captcha-pass',
      }),
    });
    expect(res.status).toBe(422);
    expect((await answer(res)).message).toBe('All options are required');
  });

  it('keeps hostile values as text, escaped', async () => {
    const fields = withToken({ ...valid, name: '"><script>alert(1)</script>', email: 'x' });
    const res = await post('/en/page/contact-us', fields);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(islandProps(html).values.name).toBe('"><script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('an unreadable JSON body is a 400 with a message, not a stack trace', async () => {
    const res = await exports.default.fetch(`${ORIGIN}/en/page/contact-us`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '2001:db8::78' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await answer(res)).toEqual({ ok: false, message: 'The enquiry could not be read. Please try again.' });
  });
});

describe('the human verification', () => {
  for (const locale of LOCALES) {
    it(`a wrong answer (${locale}): 422, the CAPTCHA message, values kept`, async () => {
      const fields = withToken(valid, 'demo-captcha-fail');
      const res = await post(formPath(locale), fields);
      expect(res.status).toBe(422);
      const props = islandProps(await res.text());
      expect(props.notice).toEqual({ ok: false, message: MESSAGES[locale].captcha });
      expect(props.errors).toEqual({ captcha: MESSAGES[locale].captcha });
      expect(props.values).toEqual(typed(valid));

      const json = await post(formPath(locale), fields, { encoding: 'json', json: true });
      expect(json.status).toBe(422);
      expect(await answer(json)).toEqual({
        ok: false,
        message: MESSAGES[locale].captcha,
        errors: { captcha: MESSAGES[locale].captcha },
      });
    });

    it(`a check left undone (${locale}): 422, asked to complete it (not "wrong answer"), values kept`, async () => {
      for (const fields of [valid, withToken(valid, ''), withToken(valid, '  ')]) {
        const res = await post(formPath(locale), fields);
        expect(res.status).toBe(422);
        const props = islandProps(await res.text());
        expect(props.notice).toEqual({ ok: false, message: MESSAGES[locale].captchaMissing });
        expect(props.errors).toEqual({ captcha: MESSAGES[locale].captchaMissing });
        expect(props.values).toEqual(typed(valid));

        const json = await post(formPath(locale), fields, { encoding: 'json', json: true });
        expect(json.status).toBe(422);
        expect(await answer(json)).toEqual({
          ok: false,
          message: MESSAGES[locale].captchaMissing,
          errors: { captcha: MESSAGES[locale].captchaMissing },
        });
      }
    });
  }

  it('ties the CAPTCHA error to the check', async () => {
    const html = await (await post('/en/page/contact-us', withToken(valid, 'demo-captcha-fail'))).text();
    expect(html).toMatch(/id="contact-captcha"[^>]*aria-invalid="true" aria-describedby="contact-captcha-error"/);
    expect(html).toContain(
      '<p id="contact-captcha-error" class="contact-form__error">The answer you entered for the CAPTCHA was not correct.</p>',
    );
    const undone = await (await post('/en/page/contact-us', valid)).text();
    expect(undone).toContain(
      '<p id="contact-captcha-error" class="contact-form__error">Please complete the human verification before sending your enquiry.</p>',
    );
  });
});
