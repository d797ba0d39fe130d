// Admissions overview and its sub-pages.
import { t3, PHONE } from '../lib';
import { applyPage, ROUTE_SECTIONS } from './admission-routes';
import { type DemoPage, sec } from './page-model';

const pages: DemoPage[] = [
  {
    alias: 'admissions',
    id: 920,
    title: t3('招生概覽', '招生概览', 'Admissions Overview'),
    body: t3(
      '<p>書院開辦本科、研究生及高級文憑課程，歡迎本地、內地及國際學生申請。</p><h3>重要日期</h3><table><thead><tr><th>項目</th><th>日期</th></tr></thead><tbody><tr><td>2026/27 學年研究生課程一月入學申請截止</td><td>2026 年 11 月 30 日</td></tr><tr><td>2027/28 學年入學申請開始</td><td>2026 年 10 月 1 日</td></tr><tr><td>2027/28 學年第一輪申請截止</td><td>2027 年 1 月 31 日</td></tr><tr><td>2027/28 學年遲交申請截止</td><td>2027 年 4 月 30 日</td></tr></tbody></table><h3>過往截止日期</h3><table><thead><tr><th>項目</th><th>日期</th></tr></thead><tbody><tr><td>2023 年本科入學申請截止</td><td>2023 年 9 月 10 日</td></tr></tbody></table><p>請按你的學歷選擇<a href="/admissions-hkdse">香港中學文憑試</a>、<a href="/admissions-mainland">內地高考</a>、<a href="/admissions-international">國際學歷</a>或<a href="/admissions-associate">副學士／高級文憑</a>途徑。</p>',
      '<p>书院开办本科、研究生及高级文凭课程，欢迎本地、内地及国际学生申请。</p><h3>重要日期</h3><table><thead><tr><th>项目</th><th>日期</th></tr></thead><tbody><tr><td>2026/27 学年研究生课程一月入学申请截止</td><td>2026 年 11 月 30 日</td></tr><tr><td>2027/28 学年入学申请开始</td><td>2026 年 10 月 1 日</td></tr><tr><td>2027/28 学年第一轮申请截止</td><td>2027 年 1 月 31 日</td></tr><tr><td>2027/28 学年迟交申请截止</td><td>2027 年 4 月 30 日</td></tr></tbody></table><h3>过往截止日期</h3><table><thead><tr><th>项目</th><th>日期</th></tr></thead><tbody><tr><td>2023 年本科入学申请截止</td><td>2023 年 9 月 10 日</td></tr></tbody></table><p>请按你的学历选择<a href="/admissions-hkdse">香港中学文凭试</a>、<a href="/admissions-mainland">内地高考</a>、<a href="/admissions-international">国际学历</a>或<a href="/admissions-associate">副学士／高级文凭</a>途径。</p>',
      '<p>The College offers undergraduate, postgraduate and higher-diploma programmes and welcomes local, mainland and international applicants.</p><h3>Key dates</h3><table><thead><tr><th>Item</th><th>Date</th></tr></thead><tbody><tr><td>2026/27 postgraduate January intake: applications close</td><td>30 November 2026</td></tr><tr><td>2027/28 applications open</td><td>1 October 2026</td></tr><tr><td>2027/28 main round closes</td><td>31 January 2027</td></tr><tr><td>2027/28 late applications close</td><td>30 April 2027</td></tr></tbody></table><h3>Past deadlines</h3><table><thead><tr><th>Item</th><th>Date</th></tr></thead><tbody><tr><td>2023 undergraduate admission deadline</td><td>10 September 2023</td></tr></tbody></table><p>Choose your route: <a href="/admissions-hkdse">HKDSE</a>, <a href="/admissions-mainland">mainland Gaokao</a>, <a href="/admissions-international">international qualifications</a> or <a href="/admissions-associate">associate degree / higher diploma</a>.</p>',
    ),
    sections: [
      sec(
        t3('本科課程', '本科课程', 'Undergraduate programmes'),
        t3(
          '<p>四年制學士學位課程，設有十多個主修。</p>',
          '<p>四年制学士学位课程，设有十多个主修。</p>',
          '<p>Four-year bachelor’s degrees with more than ten majors.</p>',
        ),
      ),
      sec(
        t3('研究生課程', '研究生课程', 'Postgraduate programmes'),
        t3(
          '<p>一至兩年制授課式碩士及研究式博士課程。</p>',
          '<p>一至两年制授课式硕士及研究式博士课程。</p>',
          '<p>One- to two-year taught master’s degrees and research doctorates.</p>',
        ),
      ),
      sec(
        t3('高級文憑課程', '高级文凭课程', 'Higher-diploma programmes'),
        t3(
          '<p>兩年制課程，畢業生可銜接學士學位高年級。</p>',
          '<p>两年制课程，毕业生可衔接学士学位高年级。</p>',
          '<p>Two-year programmes whose graduates can articulate to senior years of a degree.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'admissions-mainland',
    id: 921,
    title: t3('內地高考生', '内地高考生', 'Mainland Gaokao Students'),
    body: t3(
      '<p>參加全國普通高等學校招生統一考試（高考）的學生，可憑高考成績申請本科課程。</p><ul><li>高考總分達所屬省市本科第一批錄取分數線</li><li>英語單科成績達 110 分（滿分 150 分）或以上</li></ul><p>面試一般於七月中旬在網上進行。</p>',
      '<p>参加全国普通高等学校招生统一考试（高考）的学生，可凭高考成绩申请本科课程。</p><ul><li>高考总分达所属省市本科第一批录取分数线</li><li>英语单科成绩达 110 分（满分 150 分）或以上</li></ul><p>面试一般于七月中旬在网上进行。</p>',
      '<p>Students who sit the National Joint College Entrance Examination (Gaokao) may apply for undergraduate programmes with their results.</p><ul><li>A total score at or above the first-tier undergraduate cut-off of their province</li><li>At least 110 (out of 150) in English</li></ul><p>Interviews are usually held online in mid-July.</p>',
    ),
  },
  {
    alias: 'admissions-international',
    id: 922,
    title: t3('國際及其他學歷', '国际及其他学历', 'International Qualifications'),
    body: t3(
      '<p>持國際文憑（IB）、英國高級程度（A-Level）、美國 SAT 或其他同等學歷的學生均可申請。</p><table><thead><tr><th>學歷</th><th>一般要求</th></tr></thead><tbody><tr><td>IB</td><td>總分 28 分</td></tr><tr><td>A-Level</td><td>三科 CCC</td></tr><tr><td>SAT</td><td>1200 分</td></tr></tbody></table><p>英語能力：非英語為母語的申請人須提交 IELTS 6.0 或同等成績。</p>',
      '<p>持国际文凭（IB）、英国高级程度（A-Level）、美国 SAT 或其他同等学历的学生均可申请。</p><table><thead><tr><th>学历</th><th>一般要求</th></tr></thead><tbody><tr><td>IB</td><td>总分 28 分</td></tr><tr><td>A-Level</td><td>三科 CCC</td></tr><tr><td>SAT</td><td>1200 分</td></tr></tbody></table><p>英语能力：非英语为母语的申请人须提交 IELTS 6.0 或同等成绩。</p>',
      '<p>Applicants with the International Baccalaureate, GCE A-Levels, the SAT or an equivalent qualification are welcome.</p><table><thead><tr><th>Qualification</th><th>General requirement</th></tr></thead><tbody><tr><td>IB</td><td>28 points</td></tr><tr><td>A-Level</td><td>CCC in three subjects</td></tr><tr><td>SAT</td><td>1200</td></tr></tbody></table><p>English proficiency: applicants whose first language is not English submit IELTS 6.0 or equivalent.</p>',
    ),
  },
  {
    alias: 'admissions-hkdse',
    id: 923,
    title: t3('香港中學文憑試考生', '香港中学文凭试考生', 'HKDSE Students'),
    body: t3(
      '<h3>本科入學要求</h3><p>香港中學文憑試考生一般須於中國語文及英國語文達第 3 級，數學及公民與社會發展科達第 2 級／達標，另加一個選修科目達第 2 級。</p><p>部分課程設有面試，面試名單將以電郵通知。</p>',
      '<h3>本科入学要求</h3><p>香港中学文凭试考生一般须于中国语文及英国语文达第 3 级，数学及公民与社会发展科达第 2 级／达标，另加一个选修科目达第 2 级。</p><p>部分课程设有面试，面试名单将以电邮通知。</p>',
      '<h3>Undergraduate entry requirements</h3><p>HKDSE candidates generally need Level 3 in Chinese and English, Level 2 (or “Attained”) in Mathematics and Citizenship and Social Development, and Level 2 in one elective subject.</p><p>Some programmes interview; shortlisted applicants are told by e-mail.</p>',
    ),
  },
  {
    alias: 'admissions-associate',
    id: 924,
    title: t3('副學士及高級文憑持有人', '副学士及高级文凭持有人', 'Associate Degree and Higher Diploma Holders'),
    body: t3(
      '<p>持副學士或高級文憑的申請人，可申請入讀相關學士學位課程的高年級，並可申請學分轉移。</p><ul><li>平均積點 2.5 或以上</li><li>相關學科背景</li></ul>',
      '<p>持副学士或高级文凭的申请人，可申请入读相关学士学位课程的高年级，并可申请学分转移。</p><ul><li>平均积点 2.5 或以上</li><li>相关学科背景</li></ul>',
      '<p>Associate degree and higher diploma holders may apply for senior-year entry to a related bachelor’s programme, with credit transfer.</p><ul><li>A grade point average of 2.5 or above</li><li>A related subject background</li></ul>',
    ),
  },
  {
    alias: 'admissions-subsidy',
    id: 925,
    title: t3('指定專業課程資助計劃', '指定专业课程资助计划', 'Designated Professions Subsidy Scheme'),
    body: t3(
      '<p>合資格本地學生修讀以下兩個課程，每年可獲 $40,000 資助：</p><ul><li>護理學（榮譽）學士</li><li>數據科學（榮譽）理學士</li></ul><p>資助直接用於扣減學費，學生無須另行申請。</p>',
      '<p>合资格本地学生修读以下两个课程，每年可获 $40,000 资助：</p><ul><li>护理学（荣誉）学士</li><li>数据科学（荣誉）理学士</li></ul><p>资助直接用于扣减学费，学生无须另行申请。</p>',
      '<p>Eligible local students in the following two programmes receive a subsidy of $40,000 per year:</p><ul><li>Bachelor of Nursing (Honours)</li><li>Bachelor of Science (Honours) in Data Science</li></ul><p>The subsidy is deducted from tuition fees; no separate application is needed.</p>',
    ),
  },
  {
    alias: 'admissions-faq',
    id: 926,
    title: t3('入學常見問題', '入学常见问题', 'Admissions FAQ'),
    body: t3(
      '<p>以下是申請人最常提出的問題。</p>',
      '<p>以下是申请人最常提出的问题。</p>',
      '<p>The questions applicants ask most often.</p>',
    ),
    sections: [
      sec(
        t3('可以同時申請多於一個課程嗎？', '可以同时申请多于一个课程吗？', 'Can I apply for more than one programme?'),
        t3(
          '<p>可以，每位申請人最多可選擇三個課程，並須排列優先次序。</p>',
          '<p>可以，每位申请人最多可选择三个课程，并须排列优先次序。</p>',
          '<p>Yes: up to three programmes, in order of preference.</p>',
        ),
      ),
      sec(
        t3('申請費是多少？', '申请费是多少？', 'What is the application fee?'),
        t3(
          '<p>本科課程申請費為港幣三百元，一經繳付概不退還。</p>',
          '<p>本科课程申请费为港币三百元，一经缴付概不退还。</p>',
          '<p>HK$300 for undergraduate programmes, non-refundable.</p>',
        ),
      ),
      sec(
        t3('何時知道申請結果？', '何时知道申请结果？', 'When will I hear the result?'),
        t3(
          '<p>一般於面試後四星期內以電郵通知。</p>',
          '<p>一般于面试后四星期内以电邮通知。</p>',
          '<p>Usually by e-mail within four weeks of the interview.</p>',
        ),
      ),
      sec(
        t3('書院有提供宿舍嗎？', '书院有提供宿舍吗？', 'Does the College offer housing?'),
        t3(
          '<p>有，非本地一年級學生可獲保證宿位。</p>',
          '<p>有，非本地一年级学生可获保证宿位。</p>',
          '<p>Yes: first-year non-local students are guaranteed a place in residence.</p>',
        ),
      ),
      sec(
        t3('如何查詢？', '如何查询？', 'How do I make an enquiry?'),
        t3(
          `<p>請致電 ${PHONE} 或使用<a href="/page/contact-us">網上查詢表格</a>。</p>`,
          `<p>请致电 ${PHONE} 或使用<a href="/page/contact-us">网上查询表格</a>。</p>`,
          `<p>Call ${PHONE} or use the <a href="/page/contact-us">online enquiry form</a>.</p>`,
        ),
      ),
    ],
  },
];

/** Each entry route's page with its sections (requirements, fees, dates...), and the apply box. */
export const admissionPages: DemoPage[] = [
  ...pages.map((p) => {
    const sections = ROUTE_SECTIONS[p.alias];
    return sections ? { ...p, sections: [...(p.sections ?? []), ...sections] } : p;
  }),
  applyPage,
];
