// Times the arrival of a document's parts over a raw HTTP/1.1 connection (no Accept-Encoding,
// as the load generator): when the head, the stylesheet link, the header and the loading
// indicator arrived, and when the rest followed.
import http from 'node:http';

const MARKS = {
  head: /<head>/,
  css: /<link rel="stylesheet"[^>]*href="\/assets\//,
  header: /<header class="site-header/,
  loading: /class="page-loading"/,
  main: /<main\b/,
  footer: /<footer class="site-footer/,
  end: /<\/html>\s*$/,
};

/**
 * GETs a URL and records [ms, bytes] per chunk and when each mark was first seen.
 * Resolves with { status, headers, ttfbMs, chunks, marks, totalMs, html }.
 */
export function timeDocument(url, { userAgent = 'college-site-bench/1', timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const ms = () => Math.round((performance.now() - t0) * 10) / 10;
    const req = http.get(url, { headers: { 'user-agent': userAgent, accept: 'text/html' }, agent: false }, (res) => {
      const ttfbMs = ms();
      const chunks = [];
      const marks = {};
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = ms();
        html += chunk;
        chunks.push([at, Buffer.byteLength(chunk)]);
        for (const [name, re] of Object.entries(MARKS))
          if (marks[name] === undefined && re.test(html)) marks[name] = at;
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode, headers: res.headers, ttfbMs, chunks, marks, totalMs: ms(), html });
      });
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms: ${url}`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
