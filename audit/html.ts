import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { auditPages, contactPaths } from './pages.ts';
import { type Finding, log, type PartResult } from './report.ts';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  lastColumn?: number;
  extract?: string;
}

/** The enquiry form posted without JavaScript with an invalid email and no verification: 422. */
async function formWithErrors(url: string): Promise<Response> {
  const body = new FormData();
  body.set('name', 'Chan Tai Man');
  body.set('email', 'not-an-email');
  body.set('subject', 'Open day');
  body.set('message', 'When is the next open day?');
  return fetch(url, { method: 'POST', body, headers: { Origin: new URL(url).origin } });
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const java = spawn('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files]);
    let out = '';
    let err = '';
    java.stdout.on('data', (d) => (out += d));
    java.stderr.on('data', (d) => (err += d));
    java.on('error', (e) =>
      reject(new Error(`java could not start (apt-get install default-jre-headless): ${e.message}`)),
    );
    java.on('close', (code) => {
      try {
        resolve((JSON.parse(out) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`the Nu Html Checker failed (exit ${code}): ${err || out}`.slice(0, 2000)));
      }
    });
  });
}

/**
 * The Nu Html Checker (vnu.jar, the W3C's validator) over every page type in the three
 * languages plus the enquiry form's error page. Errors fail; warnings are listed.
 */
export async function validateHtml(origin: string): Promise<PartResult> {
  const dir = mkdtempSync(join(tmpdir(), 'audit-html-'));
  const urlOf = new Map<string, string>();
  const findings: Finding[] = [];
  try {
    const fetched: [string, Response][] = [];
    for (const page of auditPages()) {
      const res = await fetch(origin + page.path, { headers: { 'Accept-Language': 'zh-HK' }, redirect: 'manual' });
      if (res.status !== page.status)
        findings.push({ url: origin + page.path, message: `answers ${res.status}, expected ${page.status}` });
      fetched.push([`${origin + page.path}`, res]);
    }
    for (const path of contactPaths()) {
      const res = await formWithErrors(origin + path);
      if (res.status !== 422)
        findings.push({ url: `POST ${origin + path}`, message: `answers ${res.status}, expected 422` });
      fetched.push([`POST ${origin + path} (errors)`, res]);
    }
    const files = await Promise.all(
      fetched.map(async ([url, res], i) => {
        const file = join(dir, `page-${i}.html`);
        writeFileSync(file, await res.text());
        urlOf.set(pathToFileURL(file).href, url);
        return file;
      }),
    );
    log('html', `validating ${files.length} pages with the Nu Html Checker`);
    const messages = await runVnu(files);
    const warnings = new Map<string, { count: number; pages: Set<string> }>();
    for (const m of messages) {
      const url = (m.url && urlOf.get(m.url.replace(/^file:\/(?!\/)/, 'file:///'))) ?? m.url ?? '?';
      if (m.type === 'info') {
        const w = warnings.get(m.message) ?? { count: 0, pages: new Set<string>() };
        w.count++;
        w.pages.add(url);
        warnings.set(m.message, w);
        continue;
      }
      const at = m.lastLine ? ` (line ${m.lastLine}, column ${m.lastColumn ?? '?'})` : '';
      findings.push({ url, message: `${m.message}${at}${m.extract ? `: ${m.extract.trim().slice(0, 160)}` : ''}` });
    }
    return {
      tool: 'Nu Html Checker (HTML)',
      checked: `${files.length} pages validated`,
      findings,
      notes: [...warnings].map(
        ([message, w]) => `warning, ${w.count}× on ${w.pages.size} page(s), e.g. ${[...w.pages][0]}: ${message}`,
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
