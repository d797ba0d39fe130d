// The body of a demo news item (docs/UPSTREAM.md §3: paragraphs, an image with its size, a
// list, a table and links), and the office that writes the news.
import { type T3, t3, fill, MAIL_DOMAIN } from '../lib';
import type { Cover } from './article-model';

const labels = {
  highlights: t3('活動重點', '活动重点', 'Highlights'),
  date: t3('日期', '日期', 'Date'),
  venue: t3('地點', '地点', 'Venue'),
  more: t3(
    '<p>更多消息請瀏覽<a href="/news/list">新聞中心</a>，或電郵至 <a href="mailto:info@{mail}">info@{mail}</a>。</p>',
    '<p>更多消息请浏览<a href="/news/list">新闻中心</a>，或发送电子邮件至 <a href="mailto:info@{mail}">info@{mail}</a>。</p>',
    '<p>For more, visit the <a href="/news/list">news centre</a> or e-mail <a href="mailto:info@{mail}">info@{mail}</a>.</p>',
  ),
};

const bodyHtml =
  '<p>{summary}</p><p>{story}</p>{img}<h3>{hl}</h3><ul><li>{h1}</li><li>{h2}</li></ul><table><thead><tr><th>{dl}</th><th>{vl}</th></tr></thead><tbody><tr><td>{date}</td><td>{venue}</td></tr></tbody></table><p>{coda}</p>{more}';
const bodyTemplate = t3(bodyHtml, bodyHtml, bodyHtml);

export const author = t3('傳訊及公共事務處', '传讯及公共事务处', 'Communications and Public Affairs Office');

function image(cover: Cover | undefined, alt: T3): T3 {
  if (!cover) return t3('', '', '');
  const tagFor = (a: string) =>
    `<p><img src="${cover.src}" width="${cover.width}" height="${cover.height}" alt="${a}"></p>`;
  return t3(tagFor(alt.tc), tagFor(alt.sc), tagFor(alt.en));
}

/** The body every demo news item has (docs/UPSTREAM.md §3): paragraphs, an image, a list, a table and links. */
export function newsBody(parts: {
  summary: T3;
  story: T3;
  coda: T3;
  highlights: readonly [T3, T3];
  date: string;
  venue: T3;
  title: T3;
  cover: Cover;
}): T3 {
  return fill(bodyTemplate, {
    summary: parts.summary,
    story: parts.story,
    coda: parts.coda,
    hl: labels.highlights,
    h1: parts.highlights[0],
    h2: parts.highlights[1],
    dl: labels.date,
    vl: labels.venue,
    date: parts.date,
    venue: parts.venue,
    img: image(parts.cover, parts.title),
    more: fill(labels.more, { mail: MAIL_DOMAIN }),
  });
}
