import { Suspense, use } from 'react';
import { HTTPException } from 'hono/http-exception';
import { createApp } from '@/app';
import { customEndpoint, customRoute } from '@/render/route';

function Slow({ value }: { value: Promise<string> }) {
  return <p id="slow">{use(value)}</p>;
}

/** Test-only routes exercising the route table; the product's pages live in routes/. */
export const testRoutes = [
  customRoute({
    name: 'fixture-static',
    path: '/fixture/static',
    load: (c) => c.var.scope.locale,
    head: () => ({ title: 'Static' }),
    Page: ({ data }) => <h1>static in {data}</h1>,
  }),
  customRoute({
    name: 'fixture-item',
    path: '/fixture/item/:id',
    input: (c) => (/^\d+$/.test(c.req.param('id')) ? Number(c.req.param('id')) : undefined),
    load: (_c, id) => id,
    head: () => ({}),
    Page: ({ data }) => <h1>item {data}</h1>,
  }),
  customRoute({
    name: 'fixture-stream',
    path: '/fixture/stream',
    // A promise inside the data: the page streams it (an awaited one would decide the status).
    load: () => ({ value: new Promise<string>((resolve) => setTimeout(() => resolve('streamed content'), 30)) }),
    head: () => ({}),
    Page: ({ data }) => (
      <Suspense fallback={<p>inner loading</p>}>
        <Slow value={data.value} />
      </Suspense>
    ),
  }),
  customEndpoint({
    name: 'fixture-missing',
    path: '/fixture/missing',
    load: () => {
      throw new HTTPException(404);
    },
  }),
  customEndpoint({
    name: 'fixture-boom',
    path: '/fixture/boom',
    load: () => {
      throw new Error('secret internal detail');
    },
  }),
  customRoute({
    name: 'fixture-form',
    path: '/fixture/form',
    load: () => null,
    head: () => ({}),
    Page: () => <form method="post" />,
    post: () => new Response('posted', { status: 200 }),
  }),
];

export const testApp = createApp(testRoutes);
