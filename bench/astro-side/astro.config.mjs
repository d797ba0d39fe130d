// A home page of the college site's shape, rendered per request (output: 'server', the Node
// adapter standalone), for a side-by-side CPU comparison with the site's full render.
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  compressHTML: true,
  devToolbar: { enabled: false },
  security: { checkOrigin: false },
});
