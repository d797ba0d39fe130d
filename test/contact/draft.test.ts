// The enquiry form keeps what was typed across a language switch and a reload (docs/SECURITY.md
// "Enquiry draft"). With JavaScript, the island keeps a draft in the tab's sessionStorage, which
// the three languages share (one origin): its pure part here (workerd has no DOM). Without it, a
// switch is a link and cannot carry the form's body: the choices a link may name (type and
// programme) go with it, what was typed never goes into a URL.
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, draftOf, readDraft, restoreDraft } from '@/contact/draft';
import { emptyValues, LIMITS } from '@/contact/fields';
import { hrefs, wholePage } from '../helpers';
import { app, formPath, islandProps, LOCALES, postWith, typed, valid, withToken } from './helpers';

describe('the draft (the island’s pure part)', () => {
  it('stores what was typed and chosen, and nothing when nothing was', () => {
    expect(draftOf(emptyValues())).toBeNull();
    const values = { ...emptyValues(), message: 'When is the open day?', type: 'visit' };
    expect(JSON.parse(draftOf(values) ?? '')).toEqual({ message: 'When is the open day?', type: 'visit' });
  });

  it('reads back only the form’s own fields, as strings its fields take', () => {
    const raw = JSON.stringify({
      name: 'Chan Tai Man',
      email: 42,
      message: 'x'.repeat(LIMITS.message + 1),
      subject: 'Open day',
      password: 'hunter2',
    });
    expect(readDraft(raw)).toEqual({ name: 'Chan Tai Man', subject: 'Open day' });
    expect(readDraft(null)).toEqual({});
    expect(readDraft('{not json')).toEqual({});
    expect(readDraft('"a string"')).toEqual({});
  });

  it('fills what came empty; what the page came with wins (a refused post, a chosen type)', () => {
    const draft = readDraft(draftOf({ ...emptyValues(), ...valid, type: 'fees' }));
    expect(restoreDraft(emptyValues(), draft)).toEqual({ ...emptyValues(), ...valid, type: 'fees' });
    const page = { ...emptyValues(), subject: 'Visit', type: 'visit' };
    expect(restoreDraft(page, draft)).toEqual({ ...emptyValues(), ...valid, subject: 'Visit', type: 'visit' });
  });

  it('survives a round trip through storage in another language’s page (one key for all three)', () => {
    const stored = new Map<string, string>();
    stored.set(DRAFT_KEY, draftOf({ ...emptyValues(), message: '我想查詢入學安排。' }) ?? '');
    expect(restoreDraft(emptyValues(), readDraft(stored.get(DRAFT_KEY) ?? null)).message).toBe('我想查詢入學安排。');
  });
});

describe('the form’s server markup, which the draft fills', () => {
  it.each(LOCALES)(
    '(%s) renders the one island with every field empty, to be filled from the draft',
    async (locale) => {
      const { html } = await wholePage(app, formPath(locale));
      expect(islandProps(html).values).toEqual(emptyValues());
      for (const name of ['name', 'email', 'subject', 'message', 'type', 'programme'])
        expect(html).toMatch(new RegExp(`name="${name}"`));
    },
  );

  it('without JavaScript, a language link keeps the chosen type and programme', async () => {
    const { html } = await wholePage(app, '/en/page/contact-us?type=admissions&programme=ug-data-science');
    const tc = hrefs(html).find((h) => h.startsWith('/lang/tc?'));
    const target = new URL(tc ?? '', 'http://site.test').searchParams.get('to') ?? '';
    const query = new URL(target, 'http://site.test').searchParams;
    expect(query.get('type')).toBe('admissions');
    expect(query.get('programme')).toBe('ug-data-science');
  });

  it('a refused post keeps what was typed in the form, and none of it in any URL of the page', async () => {
    const message = 'Please call me about the open day';
    const res = await postWith({}, '/en/page/contact-us', withToken(typed({ ...valid, email: 'x', message })));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(islandProps(html).values.message).toBe(message);
    for (const href of hrefs(html)) expect(decodeURIComponent(href)).not.toContain('open day');
  });
});
