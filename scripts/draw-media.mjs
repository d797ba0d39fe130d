// Draws the demo CMS's illustrations (public/media/*.svg): one scene per news event, faculty,
// campus-life block and special topic, from a small kit of flat shapes. No downloads, no fonts.
// usage: node scripts/draw-media.mjs   (rewrites the files it owns; commit the result)
import { writeFileSync } from 'node:fs';
import {
  W,
  H,
  C,
  bg,
  rect,
  circle,
  path,
  ground,
  hills,
  waves,
  person,
  people,
  building,
  tree,
  book,
  flag,
  star,
  cap,
  plane,
  globe,
  bars,
} from './media-kit.mjs';

/** Every scene by file name: what it shows is in the comment beside it. */
const scenes = {
  // News: yearly events
  'news-info-day': () =>
    bg('#cfe8f5', '#f6fbfe') +
    hills(330, '#a9d3a0') +
    building(250, 150, 300, 200, C.navy) +
    path('M240 150 L400 90 L560 150z', C.blue) +
    rect(370, 280, 60, 70, C.gold) +
    ground(350, '#d8c7a2') +
    people([120, 170, 620, 670, 720], 400, [C.coral, C.teal, C.plum, C.sea, C.blue]) +
    `${rect(80, 250, 6, 100, C.ink)}${rect(60, 230, 120, 44, C.coral, ' rx="6"')}`,
  'news-scholarship': () =>
    bg('#3d2c5e', '#6b4f8f') +
    rect(250, 330, 300, 120, '#2a1f42') +
    circle(400, 200, 90, C.gold) +
    circle(400, 200, 66, '#e9b44c') +
    star(400, 200, 40, C.cream) +
    path('M330 270 l-40 120 l40 -20 l30 30 l20 -110z', C.coral) +
    path('M470 270 l40 120 l-40 -20 l-30 30 l-20 -110z', C.teal),
  'news-coastal-cleanup': () =>
    bg('#bfe3f2', '#eaf6fb') +
    circle(660, 90, 40, '#ffd27a') +
    waves(210, C.sea, C.white) +
    path('M0 330 Q300 270 800 320 V450 H0Z', C.sand) +
    people([180, 260], 400, [C.coral, C.green]) +
    path('M320 340 q30 -20 60 0 v60 h-60z', C.ink) +
    rect(500, 360, 30, 12, C.teal, ' rx="3"') +
    rect(560, 380, 24, 10, C.coral, ' rx="3"') +
    rect(620, 350, 18, 18, C.gold, ' rx="3"'),
  'news-research-showcase': () =>
    bg('#eef2f6', '#dfe6ee') +
    ground(360, '#c9d3dd') +
    [120, 330, 540]
      .map(
        (x, i) =>
          `${rect(x, 90, 150, 200, C.white, ' rx="6"')}${rect(x + 70, 290, 10, 70, C.ink)}${
            [
              bars(x + 16, 250, [40, 80, 60], [C.blue, C.coral, C.teal]),
              circle(x + 75, 180, 50, C.gold) +
                path(`M${x + 75} 180 L${x + 75} 130 A50 50 0 0 1 ${x + 123} 170z`, C.coral),
              path(
                `M${x + 15} 250 L${x + 50} 200 L${x + 85} 220 L${x + 135} 130`,
                'none',
                ` stroke="${C.navy}" stroke-width="6"`,
              ),
            ][i]
          }${rect(x + 16, 106, 110, 10, C.navy)}`,
      )
      .join('') +
    people([90, 720], 420, [C.plum, C.sea]),
  'news-sports-day': () =>
    bg('#bde0fe', '#e3f2fd') +
    ground(250, '#4caf50') +
    path('M0 300 Q400 240 800 300 V450 H0Z', '#c8553d') +
    [320, 350, 380, 410]
      .map((y) => path(`M0 ${y} Q400 ${y - 60} 800 ${y}`, 'none', ` stroke="${C.white}" stroke-width="3"`))
      .join('') +
    person(260, 330, C.blue, 1.2) +
    person(420, 350, C.gold, 1.2) +
    person(560, 340, C.coral, 1.2) +
    rect(660, 120, 8, 130, C.ink) +
    path('M668 120 h70 v40 h-70z', C.coral),
  'news-summer-exchange': () =>
    bg('#8ecae6', '#e0f2fb') +
    circle(140, 110, 46, '#ffe08a') +
    path('M0 300 Q200 250 400 290 T800 270 V450 H0Z', '#9fcf9f') +
    plane(330, 180, C.white) +
    path('M200 230 q120 -80 260 -60', 'none', ` stroke="${C.white}" stroke-width="3" stroke-dasharray="10 10"`) +
    `${rect(560, 320, 90, 70, C.coral, ' rx="10"')}${rect(590, 305, 30, 16, 'none', ` stroke="${C.ink}" stroke-width="5" rx="4"`)}${rect(660, 340, 70, 50, C.teal, ' rx="8"')}`,
  'news-orientation': () =>
    bg('#1b2a4a', '#3a4f7a') +
    [100, 220, 380, 520, 690, 150, 610].map((x, i) => circle(x, 50 + ((i * 37) % 120), 2.5, C.white)).join('') +
    ground(330, '#2f4a36') +
    path('M150 330 l90 -130 l90 130z', C.coral) +
    path('M470 330 l90 -130 l90 130z', C.gold) +
    path('M385 330 l15 -50 l15 50z', '#ff9f1c') +
    path('M392 330 l8 -28 l8 28z', '#ffd166') +
    people([330, 450], 400, [C.teal, C.plum], 0.9),
  'news-green-campus': () =>
    bg('#e4f4e0', '#f7fbf5') +
    ground(340, '#8cc084') +
    tree(160, 340, 1.6, C.green) +
    tree(640, 340, 1.3, C.leaf) +
    building(300, 160, 200, 180, '#5b8c6a', '#dff3d6') +
    path('M300 160 h200 l-20 -30 h-160z', C.green) +
    circle(400, 395, 34, 'none', ` stroke="${C.green}" stroke-width="8"`) +
    path('M392 370 l16 -8 l-2 16z', C.green),
  'news-graduation': () =>
    bg('#fbe7c6', '#fdf6ea') +
    ground(360, '#b8a07a') +
    cap(130, 120, 1, C.navy) +
    cap(340, 70, 1.2, C.plum) +
    cap(560, 130, 0.9, C.navy) +
    people([200, 300, 400, 500, 600], 430, [C.navy, C.plum, C.navy, C.plum, C.navy], 1.1) +
    [120, 260, 480, 700, 640].map((x, i) => star(x, 260 + (i % 2) * 30, 10, C.gold)).join(''),
  'news-belt-road-forum': () =>
    bg('#f3e9dc', '#fbf7f1') +
    path(
      'M60 200 C200 120 320 260 460 170 S700 150 760 220',
      'none',
      ` stroke="${C.coral}" stroke-width="6" stroke-dasharray="14 10"`,
    ) +
    [60, 250, 460, 760].map((x, i) => circle(x, [200, 190, 170, 220][i], 12, C.navy)).join('') +
    flag(120, 230, C.teal) +
    flag(620, 230, C.gold) +
    rect(280, 300, 240, 110, C.navy, ' rx="8"') +
    rect(380, 260, 40, 40, C.ink) +
    circle(400, 255, 10, C.ink),
  'news-library-commons': () =>
    bg('#f5efe6', '#efe5d5') +
    [0, 1, 2]
      .map(
        (row) =>
          [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
            .map((i) =>
              book(
                90 + i * 52 + (row % 2) * 8,
                70 + row * 100,
                40,
                80,
                [C.navy, C.coral, C.teal, C.gold, C.plum, C.blue][(i + row) % 6],
              ),
            )
            .join('') + rect(80, 150 + row * 100, 640, 10, '#7a4b2a'),
      )
      .join('') +
    rect(250, 380, 300, 20, '#a47148') +
    people([330, 470], 380, [C.sea, C.coral], 0.8),
  'news-exchange-agreement': () =>
    bg('#dceefb', '#f4f9fd') +
    globe(400, 200, 120) +
    flag(150, 200, C.blue) +
    flag(590, 200, C.coral) +
    rect(250, 350, 300, 60, C.white, ' rx="6"') +
    path('M280 385 q40 -30 80 0 t80 0', 'none', ` stroke="${C.navy}" stroke-width="4"`),
  // Faculties
  'faculty-fass': () =>
    bg('#f6e3c1', '#f1d29d') +
    rect(120, 330, 560, 18, '#7a4b2a') +
    [C.navy, C.coral, C.teal, C.plum, C.gold, C.blue, C.coral]
      .map((c, i) => book(150 + i * 48, 190 + (i % 3) * 20, 40, 140 - (i % 3) * 20, c))
      .join('') +
    path('M540 320 q40 -160 140 -220 q-30 110 -120 220z', C.cream) +
    path('M560 300 q50 -110 110 -180', 'none', ` stroke="${C.ink}" stroke-width="3"`) +
    `${rect(600, 120, 150, 80, C.white, ' rx="16"')}${path('M630 200 l-10 30 l40 -30z', C.white)}${rect(620, 145, 110, 8, C.navy, ' opacity=".4"')}${rect(620, 165, 80, 8, C.navy, ' opacity=".4"')}`,
  'faculty-fb': () =>
    bg('#dbe9f4', '#f3f8fc') +
    building(80, 170, 90, 230, C.navy) +
    building(180, 120, 80, 280, C.blue) +
    building(560, 150, 100, 250, C.teal) +
    building(670, 210, 80, 190, C.navy) +
    bars(300, 380, [80, 130, 180, 240], [C.gold, C.coral, C.gold, C.coral]) +
    path('M300 300 L346 250 L392 200 L438 150 L484 100', 'none', ` stroke="${C.plum}" stroke-width="6"`) +
    ground(400, '#9fb3c8'),
  'faculty-fse': () =>
    bg('#0f2f44', '#14618f') +
    [
      [120, 120],
      [200, 80],
      [260, 150],
      [660, 100],
      [720, 170],
      [600, 200],
    ]
      .map(
        ([x, y], i, a) =>
          `${circle(x, y, 8, C.gold)}${i % 3 ? `<line x1="${a[i - 1][0]}" y1="${a[i - 1][1]}" x2="${x}" y2="${y}" stroke="${C.gold}" stroke-width="3"/>` : ''}`,
      )
      .join('') +
    path('M360 140 h80 v70 l70 140 q8 20 -14 20 h-192 q-22 0 -14 -20 l70 -140z', '#cfe8f5') +
    path('M330 290 h140 l32 60 q8 20 -14 20 h-176 q-22 0 -14 -20z', C.sea) +
    circle(380, 320, 8, C.white) +
    circle(420, 300, 6, C.white) +
    rect(352, 128, 96, 16, '#cfe8f5', ' rx="4"') +
    circle(640, 330, 50, 'none', ` stroke="${C.white}" stroke-width="14" stroke-dasharray="18 10"`),
  // Campus life
  'campus-facilities': () =>
    bg('#ffd9a8', '#fff1dc') +
    hills(300, '#e0b07a') +
    building(110, 190, 160, 180, C.navy) +
    building(300, 130, 200, 240, C.blue) +
    path('M290 130 L400 70 L510 130z', C.navy) +
    building(530, 210, 160, 160, C.teal) +
    ground(370, '#c9b28a') +
    tree(80, 390, 0.8) +
    tree(730, 390, 0.9),
  'campus-student-life': () =>
    bg('#fde2e4', '#fff5f6') +
    ground(360, '#e9c7b8') +
    path('M160 300 q-40 -60 0 -120 q40 60 0 120z', C.coral) +
    rect(156, 120, 8, 120, '#7a4b2a') +
    circle(160, 300, 50, '#b5651d') +
    circle(160, 300, 14, '#5a3310') +
    people([320, 400, 480], 400, [C.teal, C.plum, C.gold], 1.2) +
    [560, 620, 680]
      .map((x, i) => `${circle(x, 140 + i * 20, 16, C.navy)}${rect(x + 12, 80 + i * 20, 5, 62, C.navy)}`)
      .join(''),
  'campus-go-global': () =>
    bg('#caf0f8', '#f0fbfd') +
    globe(560, 220, 140) +
    `${rect(120, 160, 170, 230, C.navy, ' rx="14"')}${circle(205, 250, 40, 'none', ` stroke="${C.gold}" stroke-width="5"`)}${rect(150, 320, 110, 10, C.gold)}${rect(150, 340, 80, 10, C.gold)}` +
    plane(330, 110, C.coral),
  // About the College (home intro)
  'about-campus': () =>
    bg('#9ec9e2', '#e6f2f8') +
    circle(650, 90, 36, '#fff6d5') +
    hills(260, '#7fae9a') +
    building(170, 150, 120, 120, C.navy) +
    rect(215, 100, 30, 50, C.navy) +
    path('M210 100 l20 -30 l20 30z', C.navy) +
    building(310, 170, 150, 100, C.blue) +
    building(480, 140, 100, 130, C.teal) +
    waves(270, C.blue, C.white),
  // Special topics
  'topic-harbour-ecology': () =>
    bg('#0e6ba8', '#0a2540') +
    path('M0 380 Q200 340 400 380 T800 370 V450 H0Z', C.sand) +
    [120, 180, 620, 680]
      .map((x, i) => path(`M${x} 390 q-20 -80 0 -150 q10 80 10 150z`, i % 2 ? C.leaf : C.green))
      .join('') +
    path('M300 200 q60 -40 120 0 q-60 40 -120 0z', C.gold) +
    path('M300 200 l-30 -20 v40z', C.gold) +
    path('M500 280 q40 -26 80 0 q-40 26 -80 0z', C.coral) +
    path('M500 280 l-20 -14 v28z', C.coral) +
    [350, 380, 560].map((x, i) => circle(x, 120 + i * 30, 6, C.white, ' opacity=".6"')).join(''),
  'topic-digital-humanities': () =>
    bg('#f4ecdf', '#e9dcc6') +
    rect(160, 90, 300, 260, C.cream, ' rx="6"') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(190, 120 + i * 36, 240 - (i % 3) * 40, 10, C.ink, ' opacity=".55"')).join('') +
    rect(480, 120, 200, 150, C.navy, ' rx="10"') +
    [0, 1, 2].map((i) => rect(500, 140 + i * 34, 160 - i * 30, 12, C.sea)).join('') +
    rect(560, 270, 40, 40, C.navy) +
    rect(520, 310, 120, 12, C.navy, ' rx="4"'),
  'topic-belt-and-road-lectures': () =>
    bg('#fff3e0', '#fde2c0') +
    rect(120, 90, 560, 220, C.white, ' rx="8"') +
    path('M160 250 C260 160 360 260 460 170 S620 160 640 200', 'none', ` stroke="${C.coral}" stroke-width="6"`) +
    [160, 460, 640].map((x, i) => circle(x, [250, 170, 200][i], 10, C.navy)).join('') +
    rect(350, 330, 100, 80, C.plum, ' rx="6"') +
    people([160, 230, 570, 640], 440, [C.teal, C.blue, C.gold, C.coral], 0.9),
  'topic-sustainable-campus-2030': () =>
    bg('#d8f3dc', '#f1faee') +
    circle(150, 100, 44, '#ffd166') +
    ground(340, '#95d5b2') +
    [0, 1, 2]
      .map(
        (i) =>
          path(`M${260 + i * 110} 330 l30 -80 h80 l-30 80z`, C.navy) +
          path(`M${270 + i * 110} 322 l24 -64`, 'none', ` stroke="${C.blue}" stroke-width="3"`),
      )
      .join('') +
    rect(646, 150, 8, 190, C.white) +
    [0, 120, 240]
      .map((a) => path('M650 150 l-8 -80 q8 -8 16 0z', C.white, ` transform="rotate(${a} 650 150)"`))
      .join('') +
    circle(650, 150, 8, C.ink) +
    tree(120, 380, 0.9, C.green),
  'topic-service-learning': () =>
    bg('#e8f5e9', '#f7fbf7') +
    ground(350, '#a5d6a7') +
    building(480, 180, 220, 170, '#8d6e63', C.cream) +
    path('M470 180 L590 110 L710 180z', C.coral) +
    people([200, 280, 360], 420, [C.green, C.teal, C.gold], 1.1) +
    path('M250 250 q-22 -22 0 -34 q22 12 0 34z M250 250 q22 -22 0 -34', C.coral) +
    path(
      'M236 236 a14 14 0 0 1 28 0 a14 14 0 0 1 28 0 q0 20 -28 36 q-28 -16 -28 -36z',
      C.coral,
      ' transform="translate(-14 -30)"',
    ),
};

for (const [name, draw] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>\n`;
  writeFileSync(new URL(`../public/media/${name}.svg`, import.meta.url), svg);
}
console.log(`drew ${Object.keys(scenes).length} scenes`);
