import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate } from '@/lib/isolate';
import { customRoute } from '@/render/route';
import { page } from '../helpers';

function Value({ value }: { value: Promise<string> }) {
  return <p id="value">{use(value)}</p>;
}

/**
 * A page none of whose data calls is under way is rendered in one synchronous pass
 * (src/render/renderer.tsx, docs/architecture/rendering.md "Rendering"). A part that still suspends there
 * (a promise not made by settle(), which use() cannot read at once even when it has resolved)
 * must not reach the visitor as React's client-render fallback: the page goes to the stream.
 */
const app = createApp([
  customRoute({
    name: 'probe-untracked',
    path: '/probe/untracked',
    load: () => ({ value: Promise.resolve('resolved, not marked') }),
    head: () => ({ title: 'Untracked' }),
    Page: ({ data }) => (
      <Suspense fallback={<p>inner loading</p>}>
        <Value value={data.value} />
      </Suspense>
    ),
  }),
  customRoute({
    name: 'probe-plain',
    path: '/probe/plain',
    load: () => 'plain',
    head: () => ({ title: 'Plain' }),
    Page: ({ data }) => <p id="value">{data}</p>,
  }),
]);

describe('a page rendered at once', () => {
  it('is one whole document, its content inline', async () => {
    resetIsolate();
    const { res, html } = await page(app, '/en/probe/plain', {}, { SITE_DOMAIN: 'at-once.test' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Server-Timing')).toBe('page;desc="render"');
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain('<p id="value">plain</p>');
    expect(html).toContain('<!--site-notices-->');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('a part that suspends although no data call is under way is sent by the stream, not as a fallback', async () => {
    resetIsolate();
    const { res, html } = await page(app, '/en/probe/untracked', {}, { SITE_DOMAIN: 'at-once.test' });
    expect(res.status).toBe(200);
    expect(html).toContain('resolved, not marked');
    expect(html).not.toContain('<!--$!');
    expect(html).not.toContain('inner loading');
  });
});
