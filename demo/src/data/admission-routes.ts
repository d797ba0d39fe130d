// The sections every admissions route page has (shown as accordions): English-language
// requirement, scholarships, how to apply and whom to contact; and the apply call to action.
// Dates and fees are not written here: the site shows them from the admissions facts
// (admissions-facts.ts), the one place they are stated.
import { MAIL_DOMAIN, PHONE_LINK, type T3, t3 } from '../lib';
import type { DemoPage, Section } from './page-model';
import { sec } from './page-model';

const APPLY_URL = `https://apply.${MAIL_DOMAIN}/`;

const titles = {
  english: t3('英語能力要求', '英语能力要求', 'English-language requirement'),
  scholarships: t3('獎學金', '奖学金', 'Scholarships'),
  howToApply: t3('申請方法', '申请方法', 'How to apply'),
  contact: t3('聯絡招生處', '联系招生处', 'Contact the Admissions Office'),
  living: t3('住宿及在港生活', '住宿及在港生活', 'Housing and living in Hong Kong'),
};

interface RouteFacts {
  english: T3;
  scholarships: T3;
  howToApply: T3;
  contactEmail: string;
  /** Non-local routes: where the housing page and the non-local students' guide are. */
  living?: T3;
}

const contact = (email: string): T3 =>
  t3(
    `<p>招生處（行政樓一樓）：電話 ${PHONE_LINK}，電郵 <a href="mailto:${email}">${email}</a>。你亦可使用<a href="/page/contact-us">網上查詢表格</a>。</p>`,
    `<p>招生处（行政楼一楼）：电话 ${PHONE_LINK}，电子邮件 <a href="mailto:${email}">${email}</a>。你亦可使用<a href="/page/contact-us">网上咨询表格</a>。</p>`,
    `<p>Admissions Office (Administration Building, 1/F): phone ${PHONE_LINK}, email <a href="mailto:${email}">${email}</a>, or use the <a href="/page/contact-us">online enquiry form</a>.</p>`,
  );

/** The sections of one route page, in the order an applicant reads them. */
export function routeSections(facts: RouteFacts): Section[] {
  return [
    sec(titles.english, facts.english),
    sec(titles.scholarships, facts.scholarships),
    sec(titles.howToApply, facts.howToApply),
    ...(facts.living ? [sec(titles.living, facts.living)] : []),
    sec(titles.contact, contact(facts.contactEmail)),
  ];
}

const online = t3(
  `<ol><li>於<a href="${APPLY_URL}">網上申請系統</a>建立帳戶並填寫申請表。</li><li>上載身份證明文件、成績表及個人陳述。</li><li>繳付申請費（見<a href="/admissions/fees">學費及按金</a>）。</li><li>留意電郵的面試通知。</li></ol>`,
  `<ol><li>于<a href="${APPLY_URL}">在线申请系统</a>建立账户并填写申请表。</li><li>上传身份证明文件、成绩单及个人陈述。</li><li>缴付申请费（见<a href="/admissions/fees">学费及押金</a>）。</li><li>留意电子邮件的面试通知。</li></ol>`,
  `<ol><li>Create an account on the <a href="${APPLY_URL}">online application system</a> and fill in the form.</li><li>Upload your identity document, transcripts and a personal statement.</li><li>Pay the application fee (see <a href="/admissions/fees">Fees and deposits</a>).</li><li>Watch your email for an interview invitation.</li></ol>`,
);

/** For the routes of non-local students: the full guide pages of the admissions menu. */
const living = t3(
  '<p>非本地一年級本科生保證獲編配宿位：宿舍、住宿費及申請日期見<a href="/student-housing">學生宿舍</a>。學生簽證／進入許可、醫療保險、生活費及抵港後的安排見<a href="/non-local-students">非本地學生指南</a>。</p>',
  '<p>非本地一年级本科生保证获分配床位：宿舍、住宿费及申请日期见<a href="/student-housing">学生宿舍</a>。学生签证／进入许可、医疗保险、生活费及抵港后的安排见<a href="/non-local-students">非本地学生指南</a>。</p>',
  '<p>Non-local first-year undergraduates are guaranteed a place in hall: halls, fees and application dates are on <a href="/student-housing">Student Housing</a>. The student visa or entry permit, medical insurance, the cost of living and what to do on arrival are in the <a href="/non-local-students">Guide for non-local students</a>.</p>',
);

export const ROUTE_SECTIONS: Record<string, Section[]> = {
  'admissions-mainland': routeSections({
    english: t3(
      '<p>高考英語單科成績達 110 分（滿分 150 分）或以上；成績未達要求者可於面試時另作評估。</p>',
      '<p>高考英语单科成绩达 110 分（满分 150 分）或以上；成绩未达要求者可于面试时另作评估。</p>',
      '<p>At least 110 out of 150 in Gaokao English; applicants below this may be assessed at interview.</p>',
    ),
    scholarships: t3(
      '<p>高考成績優異的新生可獲「月灣入學獎學金」，金額由港幣 50,000 元至全額學費不等，可續領至畢業。</p>',
      '<p>高考成绩优异的新生可获「月湾入学奖学金」，金额由港币 50,000 元至全额学费不等，可续领至毕业。</p>',
      '<p>New students with outstanding Gaokao results may receive a Crescent Harbour Entrance Scholarship of HK$50,000 up to full tuition, renewable until graduation.</p>',
    ),
    howToApply: online,
    living,
    contactEmail: `mainland@${MAIL_DOMAIN}`,
  }),
  'admissions-international': routeSections({
    english: t3(
      '<p>IELTS 6.0（各項不低於 5.5）、TOEFL iBT 80 或同等成績；以英語完成中學課程者可獲豁免。</p>',
      '<p>IELTS 6.0（各项不低于 5.5）、TOEFL iBT 80 或同等成绩；以英语完成中学课程者可获豁免。</p>',
      '<p>IELTS 6.0 (no band below 5.5), TOEFL iBT 80 or equivalent; waived for applicants whose secondary schooling was in English.</p>',
    ),
    scholarships: t3(
      '<p>國際學生可申請「海港環球獎學金」，每年港幣 40,000 元，另有宿舍津貼。</p>',
      '<p>国际学生可申请「海港环球奖学金」，每年港币 40,000 元，另有宿舍津贴。</p>',
      '<p>International students may apply for the Harbour Global Scholarship of HK$40,000 a year, with a housing allowance.</p>',
    ),
    howToApply: online,
    living,
    contactEmail: `international@${MAIL_DOMAIN}`,
  }),
  'admissions-hkdse': routeSections({
    english: t3(
      '<p>香港中學文憑試英國語文科第 3 級或以上。</p>',
      '<p>香港中学文凭试英国语文科第 3 级或以上。</p>',
      '<p>Level 3 or above in HKDSE English Language.</p>',
    ),
    scholarships: t3(
      '<p>文憑試考獲 28 分或以上（最佳五科）的新生可獲入學獎學金港幣 30,000 元至全額學費；另設校長卓越獎學金及服務獎學金。</p>',
      '<p>文凭试考获 28 分或以上（最佳五科）的新生可获入学奖学金港币 30,000 元至全额学费；另设校长卓越奖学金及服务奖学金。</p>',
      '<p>New students with 28 points or more (best five subjects) receive an entrance scholarship of HK$30,000 up to full tuition; there are also the President’s Excellence and service scholarships.</p>',
    ),
    howToApply: t3(
      `<p>設有聯招（JUPAS）編號的課程，請於大學聯合招生辦法網站申請；其他課程（非聯招）請直接向本院申請：</p>${online.tc}`,
      `<p>设有联招（JUPAS）编号的课程，请于大学联合招生办法网站申请；其他课程（非联招）请直接向本院申请：</p>${online.sc}`,
      `<p>For programmes with a JUPAS code, apply through the Joint University Programmes Admissions System; for the others (non-JUPAS), apply to the College directly:</p>${online.en}`,
    ),
    contactEmail: `admissions@${MAIL_DOMAIN}`,
  }),
  'admissions-associate': routeSections({
    english: t3(
      '<p>副學士或高級文憑課程英文科目取得 C 級或以上，或 IELTS 6.0。</p>',
      '<p>副学士或高级文凭课程英文科目取得 C 级或以上，或 IELTS 6.0。</p>',
      '<p>Grade C or above in the English course of the associate degree or higher diploma, or IELTS 6.0.</p>',
    ),
    scholarships: t3(
      '<p>平均積點 3.5 或以上的高年級入學新生可獲銜接獎學金港幣 20,000 元。</p>',
      '<p>平均积点 3.5 或以上的高年级入学新生可获衔接奖学金港币 20,000 元。</p>',
      '<p>Senior-year entrants with a grade point average of 3.5 or above receive an Articulation Scholarship of HK$20,000.</p>',
    ),
    howToApply: t3(
      `${online.tc}<p>請一併上載學分轉移申請表及課程大綱。</p>`,
      `${online.sc}<p>请一并上传学分转移申请表及课程大纲。</p>`,
      `${online.en}<p>Include the credit-transfer form and your course outlines.</p>`,
    ),
    contactEmail: `admissions@${MAIL_DOMAIN}`,
  }),
  'admissions-subsidy': routeSections({
    english: t3(
      '<p>與所修讀課程的一般要求相同。</p>',
      '<p>与所修读课程的一般要求相同。</p>',
      '<p>As for the general entry requirements of the programme.</p>',
    ),
    scholarships: t3(
      '<p>資助可與本院入學獎學金同時領取，但兩者合共不得超過全額學費。</p>',
      '<p>资助可与本院入学奖学金同时领取，但两者合共不得超过全额学费。</p>',
      '<p>The subsidy can be held together with an entrance scholarship, up to the full tuition fee.</p>',
    ),
    howToApply: t3(
      '<p>毋須另行申請：獲錄取的合資格本地學生會自動獲得資助，並於註冊時簽署承諾書。</p>',
      '<p>无须另行申请：获录取的合资格本地学生会自动获得资助，并于注册时签署承诺书。</p>',
      '<p>No separate application: eligible local students who accept an offer receive the subsidy and sign an undertaking at registration.</p>',
    ),
    contactEmail: `admissions@${MAIL_DOMAIN}`,
  }),
};

/** The apply call to action shown on every admissions page and programme list. */
export const applyPage: DemoPage = {
  alias: 'apply',
  id: 927,
  title: t3('申請 2027/28 學年入學', '申请 2027/28 学年入学', 'Apply for 2027/28 entry'),
  body: t3(
    `<p>一個網上帳戶即可申請最多三個課程，並隨時查看申請進度及面試通知。</p><p><a href="${APPLY_URL}">立即網上申請</a></p>`,
    `<p>一个网上账户即可申请最多三个课程，并随时查看申请进度及面试通知。</p><p><a href="${APPLY_URL}">立即在线申请</a></p>`,
    `<p>One online account lets you apply for up to three programmes and follow your application and interview invitations.</p><p><a href="${APPLY_URL}">Apply online now</a></p>`,
  ),
};
