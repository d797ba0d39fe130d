import { get, mainOf } from './helpers';
it('smoke', async () => {
  for (const p of ['/en/news/list', '/en/news/1038', '/article/%E5%AD%B8%E5%B9%B4%E6%9B%86', '/%E6%8D%90%E8%B4%88', '/en/page/sitemap', '/en/page/global-exchange?outAddress=North+America', '/en/page/jobs', '/en/news/list?keyword=graduation', '/en/page/statement']) {
    const { res, html } = await get(p);
    console.log('=====', p, res.status, '\n', mainOf(html).slice(0, 2500));
  }
}, 60000);
