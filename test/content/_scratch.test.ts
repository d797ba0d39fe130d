it('probe', async () => {
  const log: string[] = [];
  const r = new HTMLRewriter().on('*', { element: (el) => {
    const e = el as any;
    log.push(`start ${el.tagName} sc=${e.selfClosing} chc=${e.canHaveContent}`);
    try { el.onEndTag((t) => { log.push(`end ${t.name}`); }); } catch (err) { log.push(`onEndTag threw ${(err as Error).message}`); }
  } }).onDocument({ text: (t) => { if (t.text) log.push(`text ${JSON.stringify(t.text)}`); } });
  await r.transform(new Response('<div/>a</div><br><p>x<p>y</p><svg><b></svg>z<b><svg></b></svg>w<img src=x/><ul><li>a<li>b</ul><script>1<b>2</b></script><x-y>k</x-y>', { headers: { 'Content-Type': 'text/html' } })).arrayBuffer();
  console.log(log.join('\n'));
});
