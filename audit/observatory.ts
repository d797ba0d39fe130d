import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, startServers } from '../bench/lib/servers.mjs';
import { type Finding, log, type PartResult } from './report.ts';

const HERE = new URL('./observatory/', import.meta.url).pathname;
const LIBRARY = join(HERE, 'node_modules/@mdn/mdn-http-observatory');

/** What is scored, and the lowest grade each may have (issue: A+ for pages, A for static files). */
const TARGETS: { path: string; what: string; minimum: string }[] = [
  { path: '/', what: 'home', minimum: 'A+' },
  { path: '/news/1001', what: 'news article', minimum: 'A+' },
  { path: '/page/contact-us', what: 'enquiry form', minimum: 'A+' },
  { path: '/logo.svg', what: 'static SVG', minimum: 'A' },
];
const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'];

interface Scored {
  target: string;
  grade?: string;
  score?: number;
  status?: number;
  error?: string;
  failed?: { name: string; result: string; modifier: number }[];
}

/**
 * The library, installed apart (audit/observatory/package.json and its lockfile) with
 * --ignore-scripts: a dependency's install script downloads a CA bundle, and the package's own
 * downloads Chromium's HSTS preload list. Without that list, the preload check reads an empty
 * one, which is the truth for a loopback host.
 */
function installLibrary(): void {
  if (!existsSync(LIBRARY)) {
    log('observatory', 'installing @mdn/mdn-http-observatory (npm ci --ignore-scripts in audit/observatory)');
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: HERE,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const preload = join(LIBRARY, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

/** A throwaway self-signed certificate for 127.0.0.1 (openssl). */
function certificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

/**
 * One loopback port that speaks both, as a visitor meets the zone: plain HTTP answers 301 to the
 * same URL in https ("Always Use HTTPS"); HTTPS (TLS) is passed to the worker, which sees the
 * public https URL (MF-Original-URL), as behind Cloudflare.
 */
function frontDoor(tls: { key: Buffer; cert: Buffer }, worker: () => string): Server {
  const host = (): string => `127.0.0.1:${(door.address() as AddressInfo).port}`;
  const plain = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://${host()}${req.url ?? '/'}` }).end();
  });
  const secure = createHttpsServer(tls, (req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', worker()),
      { method: req.method, headers: { ...req.headers, 'mf-original-url': `https://${host()}${req.url ?? '/'}` } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const door = createNetServer({ pauseOnConnect: true }, (socket) => {
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return socket.destroy();
      socket.unshift(first);
      // 0x16 opens a TLS handshake record.
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
    });
  });
  return door;
}

function runScans(targets: string[], certFile: string): Promise<Scored[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(HERE, 'scan.mjs'), ...targets], {
      cwd: HERE,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out) as Scored[]);
      } catch {
        reject(new Error(`the Observatory scan failed (exit ${code}): ${out.slice(0, 2000)}`));
      }
    });
  });
}

/**
 * The Mozilla HTTP Observatory over the production build (production vars, the bundle
 * `wrangler deploy` uploads, public/ with its _headers) behind HTTPS with the http→https
 * redirect, on loopback with a throwaway certificate.
 */
export async function scoreHeaders(): Promise<PartResult> {
  installLibrary();
  const dir = mkdtempSync(join(tmpdir(), 'audit-tls-'));
  const tls = certificate(dir);
  let workerOrigin = '';
  const door = frontDoor(tls, () => workerOrigin);
  await new Promise<void>((ok) => door.listen(0, '127.0.0.1', ok));
  const host = `127.0.0.1:${(door.address() as AddressInfo).port}`;
  try {
    log('observatory', 'building the production bundle (wrangler deploy --dry-run --minify)');
    const { main } = buildAll({ quiet: true });
    const servers = await startServers({ main, vars: { SITE_ORIGIN: `https://${host}` } });
    workerOrigin = servers.origin;
    try {
      log('observatory', `scoring ${TARGETS.length} URLs on https://${host}`);
      const scored = await runScans(
        TARGETS.map((t) => host + t.path),
        tls.certFile,
      );
      return judge(host, scored);
    } finally {
      await servers.stop();
    }
  } finally {
    door.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function judge(host: string, scored: Scored[]): PartResult {
  const findings: Finding[] = [];
  const notes: string[] = [];
  TARGETS.forEach((t, i) => {
    const s = scored[i];
    const url = `https://${host}${t.path}`;
    if (!s || s.error || !s.grade) {
      findings.push({ url, message: `not scored: ${s?.error ?? 'no result'}` });
      return;
    }
    const line = `${t.what} ${t.path}: ${s.grade} (${s.score})`;
    notes.push(
      `score: ${line}${s.failed?.length ? `; failed tests: ${s.failed.map((f) => f.result).join(', ')}` : ''}`,
    );
    if (GRADES.indexOf(s.grade) > GRADES.indexOf(t.minimum)) {
      const failed = (s.failed ?? []).map((f) => `${f.name}: ${f.result} (${f.modifier})`).join('; ');
      findings.push({
        url,
        message: `grade ${s.grade} (score ${s.score}) below ${t.minimum}; failed tests: ${failed}`,
      });
    }
  });
  const grades = scored.map((s, i) => `${TARGETS[i]?.path ?? '?'} ${s.grade ?? 'error'}`).join(', ');
  return { tool: 'Mozilla HTTP Observatory (headers)', checked: `${TARGETS.length} URLs: ${grades}`, findings, notes };
}
