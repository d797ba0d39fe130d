// The small kit of flat shapes and the palette the demo illustrations are drawn with
// (scripts/draw-media.mjs): each shape is a function returning SVG markup.

export const W = 800;
export const H = 450;
export const C = {
  navy: '#0b3d5c',
  blue: '#14618f',
  teal: '#1f7a8c',
  sea: '#2a9d8f',
  sand: '#f4d6a0',
  gold: '#f4c66a',
  coral: '#e07a5f',
  plum: '#3d2c5e',
  green: '#3a7d44',
  leaf: '#6bb26b',
  cream: '#fbf3e4',
  white: '#ffffff',
  ink: '#1d2430',
};

export const bg = (a, b) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const ground = (y, fill) => rect(0, y, W, H - y, fill);
export const hills = (y, fill) => path(`M0 ${y} Q200 ${y - 60} 400 ${y - 10} T800 ${y - 30} V${H} H0Z`, fill);
export const waves = (y, fill, light) =>
  `${rect(0, y, W, H - y, fill)}${[0, 1, 2]
    .map(
      (i) =>
        `<path d="M${40 + i * 60} ${y + 30 + i * 28} q40 -12 80 0 t80 0" stroke="${light}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`,
    )
    .join('')}`;
/** A person seen from afar: head and body. */
export const person = (x, y, body, s = 1) =>
  `${circle(x, y - 52 * s, 13 * s, '#f1c9a5')}${path(`M${x - 20 * s} ${y} v-26 q0 -14 20 -14 q20 0 20 14 v26z`, body)}`;
export const people = (xs, y, colours, s = 1) =>
  xs.map((x, i) => person(x, y, colours[i % colours.length], s)).join('');
export const building = (x, y, w, h, fill, win = C.gold) => {
  let out = rect(x, y, w, h, fill);
  for (let wy = y + 16; wy < y + h - 20; wy += 30)
    for (let wx = x + 12; wx < x + w - 16; wx += 26) out += rect(wx, wy, 12, 16, win, ' opacity=".85"');
  return out;
};
export const tree = (x, y, s = 1, crown = C.leaf) =>
  `${rect(x - 5 * s, y - 40 * s, 10 * s, 40 * s, '#7a4b2a')}${circle(x, y - 60 * s, 30 * s, crown)}`;
export const book = (x, y, w, h, fill) =>
  `${rect(x, y, w, h, fill, ' rx="3"')}${rect(x + 4, y + 10, w - 8, 4, C.white, ' opacity=".6"')}`;
export const flag = (x, y, fill) =>
  `${rect(x, y, 4, 90, C.ink)}${path(`M${x + 4} ${y} h60 l-12 18 l12 18 h-60z`, fill)}`;
export const star = (cx, cy, r, fill) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
export const cap = (x, y, s, fill) =>
  `${path(`M${x} ${y} l${60 * s} ${-22 * s} l${60 * s} ${22 * s} l${-60 * s} ${22 * s}z`, fill)}${rect(
    x + 30 * s,
    y + 8 * s,
    60 * s,
    20 * s,
    fill,
  )}${rect(x + 100 * s, y, 3 * s, 36 * s, C.gold)}`;
export const plane = (x, y, fill) =>
  path(
    `M${x} ${y} l120 -10 l30 -30 h14 l-14 32 l60 -4 l12 -14 h10 l-6 18 l6 18 h-10 l-12 -14 l-60 -4 l14 32 h-14 l-30 -30z`,
    fill,
  );
export const globe = (cx, cy, r) =>
  `${circle(cx, cy, r, C.blue)}${path(
    `M${cx - r * 0.5} ${cy - r * 0.6} q30 10 20 40 t30 40 q-40 10 -60 -20 z`,
    C.leaf,
  )}${path(`M${cx + r * 0.2} ${cy - r * 0.8} q40 20 30 60 q-20 -10 -40 -30z`, C.leaf)}<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.35}" fill="none" stroke="${C.white}" stroke-width="2" opacity=".5"/><line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}" stroke="${C.white}" stroke-width="2" opacity=".5"/>`;
export const bars = (x, y, heights, colours) =>
  heights.map((h, i) => rect(x + i * 46, y - h, 34, h, colours[i % colours.length], ' rx="4"')).join('');
