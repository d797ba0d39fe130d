// The accessibility statement (an article, like the privacy policy): the standard the site aims
// at, what is known not to meet it yet, and how to report a barrier. Linked from every footer.
import type { DemoArticle } from './article-model';
import { MAIL_DOMAIN, PHONE_LINK, t3 } from '../lib';

const mail = `<a href="mailto:accessibility@${MAIL_DOMAIN}">accessibility@${MAIL_DOMAIN}</a>`;

export const accessibilityStatement: DemoArticle = {
  id: 'accessibility',
  type: 'article',
  date: '2026-09-01',
  updated: '2026-11-02',
  author: t3('資訊科技服務處', '信息技术服务处', 'IT Services Office'),
  title: t3('無障礙聲明', '无障碍声明', 'Accessibility Statement'),
  summary: t3(
    '本網站以《網頁內容無障礙指引》(WCAG) 2.2 AA 級為目標；本聲明列出尚未達標之處及報告障礙的方法。',
    '本网站以《网页内容无障碍指南》(WCAG) 2.2 AA 级为目标；本声明列出尚未达标之处及报告障碍的方法。',
    'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA; this statement lists where it does not yet and how to report a barrier.',
  ),
  body: t3(
    `<p>月灣書院希望每一位訪客，不論使用螢幕閱讀器、鍵盤、放大軟件或語音輸入，都能使用本網站。</p><h2>我們的目標</h2><p>本網站以萬維網聯盟《網頁內容無障礙指引》(WCAG) 2.2 的 AA 級為目標，並支援繁體中文、簡體中文及英文。</p><h2>已知未達標之處</h2><ul><li>2024 年以前上傳的部分 PDF 文件（例如舊年報）未有標記結構，螢幕閱讀器未必能按次序朗讀；我們正逐步重新製作，如需其他格式請與我們聯絡。</li><li>部分新聞相片的文字描述只有標題，未能完整描述相片內容。</li><li>校園地圖為圖像，暫未提供同等的文字路線說明；交通路線載於網頁頁尾。</li><li>嵌入的第三方影片部分未有中文字幕。</li></ul><h2>報告無障礙問題</h2><p>如你在使用本網站時遇到障礙，請透過<a href="/page/contact-us">聯絡我們</a>的查詢表格告訴我們（查詢類別選「無障礙」），或電郵 ${mail}，或致電 ${PHONE_LINK}（辦公時間）。請說明有關網頁的網址及你遇到的情況。我們會在五個工作日內回复。</p><h2>評估方法</h2><p>本網站在每次發布前以自動化工具檢查，並由職員以鍵盤及螢幕閱讀器人手測試主要頁面。</p>`,
    `<p>月湾书院希望每一位访客，不论使用屏幕阅读器、键盘、放大软件或语音输入，都能使用本网站。</p><h2>我们的目标</h2><p>本网站以万维网联盟《网页内容无障碍指南》(WCAG) 2.2 的 AA 级为目标，并支持繁体中文、简体中文及英文。</p><h2>已知未达标之处</h2><ul><li>2024 年以前上传的部分 PDF 文件（例如旧年报）没有标记结构，屏幕阅读器未必能按顺序朗读；我们正逐步重新制作，如需其他格式请与我们联系。</li><li>部分新闻照片的文字描述只有标题，未能完整描述照片内容。</li><li>校园地图为图像，暂未提供同等的文字路线说明；交通路线载于网页页脚。</li><li>嵌入的第三方视频部分没有中文字幕。</li></ul><h2>报告无障碍问题</h2><p>如你在使用本网站时遇到障碍，请通过<a href="/page/contact-us">联系我们</a>的咨询表格告诉我们（咨询类别选“无障碍”），或发送电子邮件至 ${mail}，或致电 ${PHONE_LINK}（办公时间）。请说明有关网页的网址及你遇到的情况。我们会在五个工作日内回复。</p><h2>评估方法</h2><p>本网站在每次发布前以自动化工具检查，并由职员以键盘及屏幕阅读器人工测试主要页面。</p>`,
    `<p>Crescent Harbour College wants every visitor to be able to use this website, whether they use a screen reader, a keyboard, magnification or voice input.</p><h2>Our target</h2><p>This website aims to meet the W3C Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in traditional Chinese, simplified Chinese and English.</p><h2>What does not meet it yet</h2><ul><li>Some PDF documents uploaded before 2024 (such as older annual reports) are not tagged, so a screen reader may not read them in order. We are remaking them; ask us for another format.</li><li>Some news photographs have a caption only, not a full text description.</li><li>The campus map is an image without an equivalent text description of the routes; directions are in every page's footer.</li><li>Some embedded third-party videos have no Chinese subtitles.</li></ul><h2>Reporting a barrier</h2><p>If something on this website stops you, tell us through the enquiry form on <a href="/page/contact-us">Contact us</a> (choose the enquiry type “Accessibility”), by email to ${mail}, or by phone on ${PHONE_LINK} (office hours). Please give the page’s address and what happened. We reply within five working days.</p><h2>How we check</h2><p>Every release is checked with automated tools, and staff test the main pages by hand with a keyboard and a screen reader.</p>`,
  ),
};
