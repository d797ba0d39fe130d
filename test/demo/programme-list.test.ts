// The demo's programme summary list (docs/UPSTREAM.md §23) and the facts of its programme
// details (§21): every row passes the site's schema, names a programme whose detail agrees
// with it, and at scale the copies are programmes of their own, answered by code.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as s from '@/upstream/schemas';
import { api, atScale, data, everyRow } from './helpers';

const LANGS = ['tc', 'cn', 'en'] as const;

describe('GET /api/programme/list', () => {
  it.each(LANGS)('[%s] every row passes the schema and agrees with its detail', async (lang) => {
    const rows = await everyRow<{ code: string }>(1, '/api/programme/list', lang);
    expect(rows.length).toBe(25);
    for (const raw of rows) {
      const row = v.parse(s.ProgrammeSummarySchema, raw);
      const detail = v.parse(s.ProgrammeDetailSchema, await data(`/api/programme/${row.code}`, { lang }));
      for (const key of ['name', 'level', 'durationMonths', 'qfLevel', 'qrNumber', 'jupasCode', 'eappCode'] as const)
        expect(row[key], `${row.code} ${key}`).toEqual(detail[key]);
      expect(row.medium).toEqual(detail.medium);
      expect(row.routes).toEqual([...new Set(detail.requirements.flatMap((r) => (r.route ? [r.route] : [])))]);
    }
  });

  it('the facts are of the Hong Kong Qualifications Framework: QF 4, 5, 6 by level; JUPAS codes for bachelor’s only', async () => {
    const rows = v.parse(v.array(s.ProgrammeSummarySchema), await everyRow(1, '/api/programme/list'));
    for (const r of rows) {
      expect(r.qfLevel, r.code).toBe({ hd: 4, ug: 5, pg: 6 }[r.level]);
      expect(r.qrNumber, r.code).toMatch(new RegExp(`^\\d{2}/\\d{6}/L${r.qfLevel}$`));
      expect(Boolean(r.jupasCode), r.code).toBe(r.level === 'ug');
      expect(r.eappCode, r.code).toMatch(/^CHC-(UG|PG|HD)-\d+$/);
      expect(r.medium.length, r.code).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r) => r.qrNumber)).size).toBe(rows.length);
    expect(new Set(rows.flatMap((r) => r.medium))).toEqual(new Set(['en', 'yue', 'cmn']));
  });

  it('at 100×: hundreds of programmes, each copy answered by its own code, past the scale none', async () => {
    const first = await atScale<{ total: number; totalPage: number; rows: { code: string }[] }>(
      100,
      '/api/programme/list?pageSize=100&pageNum=25',
    );
    expect(first.total).toBe(2500);
    const copy = first.rows.at(-1)?.code ?? '';
    expect(copy).toMatch(/--99$/);
    const detail = v.parse(s.ProgrammeDetailSchema, await atScale(100, `/api/programme/${copy}`));
    expect(detail.code).toBe(copy);
    expect(detail.jupasCode).toBeUndefined();
    const past = await api(`/api/programme/${copy.replace(/--99$/, '--100')}`, {
      headers: { 'X-Demo-Scale': '100' },
    });
    expect(past.code).toBe(404);
    const beyond = await atScale<{ rows: unknown[]; total: number }>(
      100,
      '/api/programme/list?pageSize=100&pageNum=26',
    );
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(2500);
  });
});

describe('GET /api/scholarship/list', () => {
  it.each(LANGS)('[%s] passes the schema: routes, levels and deadlines the site reads', async (lang) => {
    const list = v.parse(s.ScholarshipListSchema, await data('/api/scholarship/list', { lang }));
    expect(list.length).toBeGreaterThan(3);
    for (const x of list) {
      expect(x.link, x.id).toMatch(/^https:\/\//);
      expect(x.deadline, x.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(list.flatMap((x) => x.routes))).toEqual(
      new Set(['hkdse', 'mainland', 'international', 'associate']),
    );
  });
});
