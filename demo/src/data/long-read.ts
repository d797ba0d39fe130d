// A long news feature with a rich body (headings, paragraphs, lists, tables, figures, links and
// one form control a CMS editor pasted in), served by id only (never in a list or a search):
// what a cold isolate sanitises under concurrent first requests (test/perf/concurrent-cold.test.ts).
import { type T3, t3 } from '../lib';
import { type DemoArticle, media } from './article-model';

export const LONG_READ_ID = 'long-read';

const SECTIONS = 40;

function section(i: number, lang: 'tc' | 'sc' | 'en'): string {
  const words = {
    tc: ['第', '部分：校園研究與社區合作', '本部分介紹學院師生在本學年的研究成果及與社區夥伴的合作。'],
    sc: ['第', '部分：校园研究与社区合作', '本部分介绍学院师生在本学年的研究成果及与社区伙伴的合作。'],
    en: [
      'Part ',
      ': campus research and community partners',
      'This part describes the year’s research by students and staff, and the work with community partners.',
    ],
  }[lang];
  const [pre, heading, text] = words;
  return [
    `<h3 id="part-${i}">${pre}${i + 1}${heading}</h3>`,
    `<p>${text} <strong>${i + 1}</strong> <em>${text}</em> <a href="/news/list">${heading}</a>.</p>`,
    `<ul><li>${text}</li><li><a href="https://www.example.org/report-${i}">${heading}</a></li><li>${pre}${i + 1}</li></ul>`,
    `<table><caption>${heading}</caption><thead><tr><th scope="col">${pre}</th><th scope="col">${i}</th></tr></thead><tbody><tr><td>${text}</td><td>${i * 7}</td></tr></tbody></table>`,
    `<figure><img src="/media/news-research-showcase.svg" width="800" height="450" alt="${heading}"><figcaption>${text}</figcaption></figure>`,
    // Pasted from another page once: a form control the site drops, with what it held.
    i === SECTIONS / 2 ? '<select name="campus"><style>.campus{color:red}</style><option>Campus</option></select>' : '',
  ].join('\n');
}

const body = (lang: 'tc' | 'sc' | 'en') => Array.from({ length: SECTIONS }, (_, i) => section(i, lang)).join('\n');

export const LONG_READ: DemoArticle = {
  id: LONG_READ_ID,
  type: 'news',
  date: '2026-06-30',
  cover: media('news-research-showcase'),
  title: t3('學年回顧：研究與社區', '学年回顾：研究与社区', 'The year in review: research and community'),
  summary: t3('一篇長篇專題。', '一篇长篇专题。', 'A long feature.'),
  body: { tc: body('tc'), sc: body('sc'), en: body('en') } satisfies T3,
};
