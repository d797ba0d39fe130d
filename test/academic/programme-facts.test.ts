// The facts a Hong Kong applicant checks (docs/UPSTREAM.md §21): QF level, Qualifications
// Register number and validity, JUPAS and E-APP codes, media of instruction; on the programme's
// page and in its JSON-LD, and beside it on the level lists, in three languages.
import { describe, expect, it } from 'vitest';
import { get as whole, mainOf } from '../content/helpers';
import { data } from '../demo/helpers';
import { textOf, upstreamWith } from './helpers';

const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
const programmeLd = (html: string) => jsonLdOf(html).find((b) => b['@type'] === 'EducationalOccupationalProgram');

const LANGS = [
  {
    prefix: '',
    qf: '資歷架構第 5 級',
    facts: (qr: string, jupas: string, eapp: string) => [
      '資歷架構級別 資歷架構第 5 級',
      `資歷名冊登記號碼 ${qr}（有效期：`,
      `大學聯招（JUPAS）課程編號 ${jupas}`,
      `非聯招（E-APP）課程編號 ${eapp}`,
      '教學語言 英語及中文（粵語）',
    ],
  },
  {
    prefix: '/sc',
    qf: '资历架构第 5 级',
    facts: (qr: string, jupas: string, eapp: string) => [
      '资历架构级别 资历架构第 5 级',
      `资历名册登记号码 ${qr}（有效期：`,
      `大学联招（JUPAS）课程编号 ${jupas}`,
      `非联招（E-APP）课程编号 ${eapp}`,
      '教学语言 英语和中文（粤语）',
    ],
  },
  {
    prefix: '/en',
    qf: 'QF Level 5',
    facts: (qr: string, jupas: string, eapp: string) => [
      'QF level QF Level 5',
      `Qualifications Register number ${qr} (valid `,
      `JUPAS code ${jupas}`,
      `E-APP code (non-JUPAS) ${eapp}`,
      'Medium of instruction English and Chinese (Cantonese)',
    ],
  },
] as const;

const CODE = 'ug-english-translation';

describe('programme facts', () => {
  it.each(LANGS)('$prefix/programmes/… shows them, and its JSON-LD carries them', async ({ prefix, facts }) => {
    const d = await data(`/api/programme/${CODE}`);
    const { res, html } = await whole(`${prefix}/programmes/${CODE}`, TODAY);
    expect(res.status).toBe(200);
    const text = textOf(mainOf(html));
    for (const fact of facts(d.qrNumber, d.jupasCode, d.eappCode)) expect(text).toContain(fact);
    const ld = programmeLd(html) as Record<string, unknown>;
    expect(ld.inLanguage).toEqual(['en', 'yue']);
    expect(ld.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'Qualifications Register', value: d.qrNumber },
      { '@type': 'PropertyValue', propertyID: 'JUPAS', value: d.jupasCode },
      { '@type': 'PropertyValue', propertyID: 'E-APP', value: d.eappCode },
    ]);
    expect(ld.educationalCredentialAwarded).toEqual({
      '@type': 'EducationalOccupationalCredential',
      name: expect.any(String),
      educationalLevel: 'Hong Kong Qualifications Framework Level 5',
    });
  });

  it.each(LANGS)('$prefix/Undergraduate shows them beside each programme', async ({ prefix, qf }) => {
    const d = await data(`/api/programme/${CODE}`);
    const { res, html } = await whole(`${prefix}/Undergraduate`, TODAY);
    expect(res.status).toBe(200);
    const item = new RegExp(`/programmes/${CODE}"[\\s\\S]*?</li>`).exec(mainOf(html))?.[0] ?? '';
    const text = textOf(item);
    expect(text).toContain(d.jupasCode);
    expect(text).toContain(d.eappCode);
    expect(text).toContain(qf);
  });

  it('a detail without them shows none, and its JSON-LD speaks the page’s language', async () => {
    const d = await data(`/api/programme/${CODE}`, { lang: 'en' });
    const {
      qfLevel: _q,
      qrNumber: _n,
      qrValidFrom: _f,
      qrValidTo: _t,
      jupasCode: _j,
      eappCode: _e,
      medium: _m,
      ...rest
    } = d;
    const { res, html } = await whole(`/en/programmes/${CODE}`, {
      ...TODAY,
      ...upstreamWith({ [`/api/programme/${CODE}`]: rest }),
    });
    expect(res.status).toBe(200);
    const text = textOf(mainOf(html));
    for (const label of ['QF level', 'Qualifications Register', 'JUPAS', 'E-APP', 'Medium of instruction'])
      expect(text).not.toContain(label);
    const ld = programmeLd(html) as Record<string, unknown>;
    expect(ld.inLanguage).toBe('en');
    expect(ld.identifier).toBeUndefined();
    expect(ld.educationalCredentialAwarded).toEqual({ '@type': 'EducationalOccupationalCredential', name: d.name });
  });
});
