import { Suspense, use } from 'react';
import { HTTPException } from 'hono/http-exception';
import { createApp } from '@/app';
import { customRoute } from '@/render/route';

function Slow({ value }: { value: Promise<string> }) {
  return <p id="slow">{use(value)}</p>;
}

/** Test-only routes exercising the route table; the product's pages live in routes/. */
export const testRoutes = [
  customRoute({
    name: 'fixture-static',
    path: '/fixture/static',
    load: (c) => ({ head: { title: 'Static' }, body: <h1>static in {c.get('locale')}</h1> }),
  }),
  customRoute({
    name: 'fixture-item',
    path: '/fixture/item/:id',
    input: (c) => (/^\d+$/.test(c.req.param('id')) ? Number(c.req.param('id')) : undefined),
    load: (_c, id) => ({ body: <h1>item {id}</h1> }),
  }),
  customRoute({
    name: 'fixture-stream',
    path: '/fixture/stream',
    load: () => {
      const value = new Promise<string>((resolve) => setTimeout(() => resolve('streamed content'), 30));
      return {
        body: (
          <Suspense fallback={<p>inner loading</p>}>
            <Slow value={value} />
          </Suspense>
        ),
      };
    },
  }),
  customRoute({
    name: 'fixture-missing',
    path: '/fixture/missing',
    load: () => {
      throw new HTTPException(404);
    },
  }),
  customRoute({
    name: 'fixture-boom',
    path: '/fixture/boom',
    load: () => {
      throw new Error('secret internal detail');
    },
  }),
  customRoute({
    name: 'fixture-form',
    path: '/fixture/form',
    load: () => ({ body: <form method="post" /> }),
    post: () => new Response('posted', { status: 200 }),
  }),
];

export const testApp = createApp(testRoutes);
