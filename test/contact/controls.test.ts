// docs/SECURITY.md "Line breaks and controls in one-line fields": a one-line field (name, subject)
// holding a C0 or C1 control, a line or paragraph separator, or a bidi embedding, override or
// isolate is refused, with the localised message and everything typed kept; nothing reaches the
// CMS. The message keeps its line breaks and loses the other controls. Every range, both posts.
import { describe, expect, it } from 'vitest';
import {
  answer,
  formPath,
  islandProps,
  LOCALES,
  MESSAGES,
  postWith,
  typed,
  valid,
  withToken,
  savingUpstream,
} from './helpers';

const SAVE = '/api/subcontent/save';

/** Representative code points of each range, and the header injection of the report. */
const FORBIDDEN: [range: string, text: string][] = [
  ['C0 NUL', '\u0000'],
  ['C0 BEL', '\u0007'],
  ['C0 tab', '\t'],
  ['C0 LF', '\n'],
  ['C0 VT', '\u000b'],
  ['C0 FF', '\u000c'],
  ['C0 CR', '\r'],
  ['C0 CRLF header', '\r\n Bcc: all@elsewhere.example'],
  ['C0 ESC', '\u001b[2J'],
  ['C0 US', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 PAD', '\u0080'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009b'],
  ['C1 APC', '\u009f'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['bidi LRE', '\u202a'],
  ['bidi RLE', '\u202b'],
  ['bidi PDF', '\u202c'],
  ['bidi LRO', '\u202d'],
  ['bidi RLO', '\u202e'],
  ['bidi LRI', '\u2066'],
  ['bidi RLI', '\u2067'],
  ['bidi FSI', '\u2068'],
  ['bidi PDI', '\u2069'],
];

const FIELD_MESSAGE = {
  tc: '請於一行內填寫，不要包含換行或隱藏的控制字元。',
  sc: '请于一行内填写，不要包含换行或隐藏的控制字符。',
  en: 'Please write this on one line, without line breaks or hidden control characters.',
} as const;
const SUMMARY = {
  tc: '部分內容包含無法提交的字元，請修改後再試。',
  sc: '部分内容包含无法提交的字符，请修改后再试。',
  en: 'Some answers contain characters that cannot be sent. Please correct them and try again.',
} as const;

describe('one-line fields: controls, separators and bidi controls are refused', () => {
  describe.each(['name', 'subject'] as const)('%s', (field) => {
    it.each(FORBIDDEN)('%s: the form post is 422, the message shown, every value kept, nothing sent', async (_, cp) => {
      const { upstream } = savingUpstream('enq-2027-0043');
      const fields = { ...valid, [field]: `Open${cp}day` };
      const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', withToken(fields));
      expect(res.status).toBe(422);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const props = islandProps(await res.text());
      expect(props.notice).toEqual({ ok: false, message: SUMMARY.en });
      expect(props.errors).toEqual({ [field]: FIELD_MESSAGE.en });
      expect(props.values).toEqual(typed(fields));
      expect(upstream.count(SAVE)).toBe(0);
    });

    it.each(FORBIDDEN)('%s: the JSON post is 422 with the field message, nothing sent', async (_, cp) => {
      const { upstream } = savingUpstream('enq-2027-0043');
      const fields = withToken({ ...valid, [field]: `Open${cp}day` });
      const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', fields, {
        encoding: 'json',
        json: true,
      });
      expect(res.status).toBe(422);
      expect(await answer(res)).toEqual({ ok: false, message: SUMMARY.en, errors: { [field]: FIELD_MESSAGE.en } });
      expect(upstream.count(SAVE)).toBe(0);
    });
  });

  it.each(LOCALES)('the messages in %s', async (locale) => {
    const fields = withToken({ ...valid, name: 'Chan\r\nBcc: all@elsewhere.example' });
    const res = await postWith({}, formPath(locale), fields, { encoding: 'json', json: true });
    expect(await answer(res)).toEqual({
      ok: false,
      message: SUMMARY[locale],
      errors: { name: FIELD_MESSAGE[locale] },
    });
  });

  it('"All options are required" still comes first', async () => {
    const fields = withToken({ ...valid, name: '', subject: 'a\u202eb' });
    const res = await postWith({}, '/en/page/contact-us', fields, { encoding: 'json', json: true });
    expect(await answer(res)).toEqual({
      ok: false,
      message: MESSAGES.en.required,
      errors: { name: MESSAGES.en.fieldRequired, subject: FIELD_MESSAGE.en },
    });
  });

  it.each(FORBIDDEN)('the email with %s is not a valid address', async (_, cp) => {
    const fields = withToken({ ...valid, email: `tm${cp}chan@mail.example` });
    const res = await postWith({}, '/en/page/contact-us', fields, { encoding: 'json', json: true });
    expect(res.status).toBe(422);
    expect((await answer(res)).errors).toEqual({ email: MESSAGES.en.email });
  });

  it('white space around a one-line field is trimmed, not refused', async () => {
    const { upstream, bodies } = savingUpstream('enq-2027-0043');
    const fields = withToken({ ...valid, name: ' Chan Tai Man\t', subject: 'Open day\r\n' });
    const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', fields);
    expect(res.status).toBe(303);
    expect(bodies[0]).toMatchObject({ name: 'Chan Tai Man', subject: 'Open day' });
  });
});

/** What the message keeps of each: line breaks as LF, a tab as a space, every other control nothing. */
const IN_MESSAGE: [range: string, text: string, sent: string][] = [
  ['CRLF', '\r\n', '\n'],
  ['CR', '\r', '\n'],
  ['LF', '\n', '\n'],
  ['NEL', '\u0085', '\n'],
  ['line separator', '\u2028', '\n'],
  ['paragraph separator', '\u2029', '\n'],
  ['tab', '\t', ' '],
  ...FORBIDDEN.filter(([range]) => !/CR|LF|NEL|tab|separator/.test(range)).map(
    ([range, cp]): [string, string, string] => [range, cp, cp === '\u001b[2J' ? '[2J' : ''],
  ),
];

describe('the message keeps its line breaks and loses the other controls', () => {
  it.each(IN_MESSAGE)('%s, posted as a form', async (_, cp, sent) => {
    const { upstream, bodies } = savingUpstream('enq-2027-0043');
    const res = await postWith(
      { UPSTREAM: upstream.fetcher },
      '/en/page/contact-us',
      withToken({ ...valid, message: `Line one${cp}line two` }),
    );
    expect(res.status).toBe(303);
    expect(String(bodies[0]?.message).split('\n\n—\n')[0]).toBe(`Line one${sent}line two`);
  });

  it.each(IN_MESSAGE)('%s, posted as JSON', async (_, cp, sent) => {
    const { upstream, bodies } = savingUpstream('enq-2027-0043');
    const res = await postWith(
      { UPSTREAM: upstream.fetcher },
      '/en/page/contact-us',
      withToken({ ...valid, message: `Line one${cp}line two` }),
      { encoding: 'json', json: true },
    );
    expect(res.status).toBe(200);
    expect(String(bodies[0]?.message).split('\n\n—\n')[0]).toBe(`Line one${sent}line two`);
  });

  it('a message of controls alone is blank: required', async () => {
    const fields = withToken({ ...valid, message: '\u0000\u202e\u0085\u001b' });
    const res = await postWith({}, '/en/page/contact-us', fields, { encoding: 'json', json: true });
    expect((await answer(res)).errors).toEqual({ message: MESSAGES.en.fieldRequired });
  });
});
