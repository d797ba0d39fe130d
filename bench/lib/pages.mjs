// The page types the benchmark drives. A page whose route has not landed yet (it answers 404
// where 200 is expected) is skipped with a note rather than failing the run.
export const PAGES = [
  { key: 'home', label: 'home', path: '/', expect: 200 },
  { key: 'news-list', label: 'news list', path: '/en/news/list', expect: 200 },
  { key: 'news-detail', label: 'news detail', path: '/en/news/1001', expect: 200 },
  { key: 'teacher-list', label: 'teacher list', path: '/en/teacher', expect: 200 },
  { key: 'contact', label: 'contact', path: '/en/page/contact-us', expect: 200 },
  { key: 'not-found', label: '404 page', path: '/en/no-such-page', expect: 404 },
];

/** The same page in the three languages ('' tc, /sc, /en), for the soak mix. */
export function localeVariants(path) {
  const bare = path.replace(/^\/(?:en|sc)(?=\/|$)/, '') || '/';
  if (bare === '/') return ['/', '/sc', '/en'];
  return [bare, `/sc${bare}`, `/en${bare}`];
}

export function machine() {
  return import('node:os').then((os) => {
    const cpus = os.cpus();
    return {
      cpu: `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}`,
      cores: cpus.length,
      memGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
    };
  });
}
