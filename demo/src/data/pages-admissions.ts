// Admissions overview and its sub-pages.
import { t3, PHONE_LINK } from '../lib';
import { applyPage, ROUTE_SECTIONS } from './admission-routes';
import { type DemoPage, sec } from './page-model';

const pages: DemoPage[] = [
  {
    alias: 'admissions',
    id: 920,
    title: t3('招生概覽', '招生概览', 'Admissions Overview'),
    body: t3(
      '<p>書院開辦本科、研究生及高級文憑課程，歡迎本地、內地及國際學生申請。下表列出各學年入學的重要日期，包括每項申請截止日期；學費、按金及退款安排見<a href="/admissions/fees">學費及按金</a>。</p><p>請按你的學歷選擇<a href="/admissions-hkdse">香港中學文憑試</a>、<a href="/admissions-mainland">內地高考</a>、<a href="/admissions-international">國際學歷</a>或<a href="/admissions-associate">副學士／高級文憑</a>途徑。</p>',
      '<p>书院开办本科、研究生及高级文凭课程，欢迎本地、内地及国际学生申请。下表列出各学年入学的重要日期，包括每项申请截止日期；学费、押金及退款安排见<a href="/admissions/fees">学费及押金</a>。</p><p>请按你的学历选择<a href="/admissions-hkdse">香港中学文凭试</a>、<a href="/admissions-mainland">内地高考</a>、<a href="/admissions-international">国际学历</a>或<a href="/admissions-associate">副学士／高级文凭</a>途径。</p>',
      '<p>The College offers undergraduate, postgraduate and higher-diploma programmes and welcomes local, mainland and international applicants. The key dates of each intake, including every application deadline, are listed below; tuition, deposits and refunds are on <a href="/admissions/fees">Fees and deposits</a>.</p><p>Choose your route: <a href="/admissions-hkdse">HKDSE</a>, <a href="/admissions-mainland">mainland Gaokao</a>, <a href="/admissions-international">international qualifications</a> or <a href="/admissions-associate">associate degree / higher diploma</a>.</p>',
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
      '<p>參加全國普通高等學校招生統一考試（高考）的學生，可憑高考成績申請本科課程。</p><ul><li>高考總分達所在省（自治區、直轄市）本科批次錄取控制分數線（本科線）</li><li>新高考省份考生的選考科目（選科）須符合所報課程的要求，見各課程頁面</li><li>英語單科成績達 110 分（滿分 150 分）或以上</li></ul><p>合資格申請人會獲邀參加網上面試。</p>',
      '<p>参加全国普通高等学校招生统一考试（高考）的学生，可凭高考成绩申请本科课程。</p><ul><li>高考总分达到所在省（自治区、直辖市）本科批次录取控制分数线（本科线）</li><li>新高考省份考生的选考科目（选科）须符合所报课程的要求，见各课程页面</li><li>英语单科成绩达 110 分（满分 150 分）或以上</li></ul><p>合资格申请人会获邀参加网上面试。</p>',
      '<p>Students who sit the National Joint College Entrance Examination (Gaokao) may apply for undergraduate programmes with their results.</p><ul><li>A total score at or above the undergraduate control line (本科线) of their province</li><li>In the provinces of the new Gaokao, elective subjects (选科) that meet the programme’s requirement, given on each programme’s page</li><li>At least 110 (out of 150) in English</li></ul><p>Shortlisted applicants are invited to an online interview.</p>',
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
      '<h3>本科入学要求</h3><p>香港中学文凭试考生一般须于中国语文及英国语文达第 3 级，数学及公民与社会发展科达第 2 级／达标，另加一个选修科目达第 2 级。</p><p>部分课程设有面试，面试名单将以电子邮件通知。</p>',
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
      '<p>合資格本地學生修讀以下兩個課程，每年可獲 $40,000 資助：</p><ul><li><a href="/programmes/ug-nursing">護理學（榮譽）學士</a></li><li><a href="/programmes/ug-data-science">數據科學（榮譽）理學士</a></li></ul><p>資助直接用於扣減學費，學生無須另行申請。</p>',
      '<p>合资格本地学生修读以下两个课程，每年可获 $40,000 资助：</p><ul><li><a href="/programmes/ug-nursing">护理学（荣誉）学士</a></li><li><a href="/programmes/ug-data-science">数据科学（荣誉）理学士</a></li></ul><p>资助直接用于扣减学费，学生无须另行申请。</p>',
      '<p>Eligible local students in the following two programmes receive a subsidy of $40,000 per year:</p><ul><li><a href="/programmes/ug-nursing">Bachelor of Nursing (Honours)</a></li><li><a href="/programmes/ug-data-science">Bachelor of Science (Honours) in Data Science</a></li></ul><p>The subsidy is deducted from tuition fees; no separate application is needed.</p>',
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
          '<p>申請費因應課程程度而定，一經繳付概不退還；各項收費見<a href="/admissions/fees">學費及按金</a>。</p>',
          '<p>申请费因应课程程度而定，一经缴付概不退还；各项收费见<a href="/admissions/fees">学费及押金</a>。</p>',
          '<p>It depends on the level of study and is not refundable: see <a href="/admissions/fees">Fees and deposits</a>.</p>',
        ),
      ),
      sec(
        t3('何時知道申請結果？', '何时知道申请结果？', 'When will I hear the result?'),
        t3(
          '<p>一般於面試後四星期內以電郵通知。</p>',
          '<p>一般于面试后四星期内以电子邮件通知。</p>',
          '<p>Usually by e-mail within four weeks of the interview.</p>',
        ),
      ),
      sec(
        t3('書院有提供宿舍嗎？', '书院有提供宿舍吗？', 'Does the College offer housing?'),
        t3(
          '<p>有，非本地一年級學生可獲保證宿位。宿舍、住宿費、申請日期及宿舍按金見<a href="/student-housing">學生宿舍</a>；簽證、保險及生活費見<a href="/non-local-students">非本地學生指南</a>。</p>',
          '<p>有，非本地一年级学生可获保证床位。宿舍、住宿费、申请日期及宿舍押金见<a href="/student-housing">学生宿舍</a>；签证、保险及生活费见<a href="/non-local-students">非本地学生指南</a>。</p>',
          '<p>Yes: first-year non-local students are guaranteed a place in residence. The halls, fees, application dates and hall deposit are on <a href="/student-housing">Student Housing</a>; visas, insurance and the cost of living are in the <a href="/non-local-students">Guide for non-local students</a>.</p>',
        ),
      ),
      sec(
        t3('如何查詢？', '如何查询？', 'How do I make an enquiry?'),
        t3(
          `<p>請致電 ${PHONE_LINK} 或使用<a href="/page/contact-us">網上查詢表格</a>。</p>`,
          `<p>请致电 ${PHONE_LINK} 或使用<a href="/page/contact-us">网上咨询表格</a>。</p>`,
          `<p>Call ${PHONE_LINK} or use the <a href="/page/contact-us">online enquiry form</a>.</p>`,
        ),
      ),
    ],
  },
];

/** The fees page's introduction: the amounts themselves come from the admissions facts. */
const feesPage: DemoPage = {
  alias: 'admissions-fees',
  id: 928,
  title: t3('學費及按金', '学费及押金', 'Fees and Deposits'),
  body: t3(
    '<p>以下是現正接受申請的學年的學費、申請費、留位按金及退款安排，金額以港幣計算。學費按學年或整個課程收取，並分期繳付。</p>',
    '<p>以下是现正接受申请的学年的学费、申请费、留位押金及退款安排，金额以港币计算。学费按学年或整个课程收取，并分期缴付。</p>',
    '<p>Tuition, application fees, deposits and refunds for the intakes now open, in Hong Kong dollars. Tuition is charged by the year or for the whole programme, and paid in instalments.</p>',
  ),
  sections: [
    sec(
      t3('繳費方法', '缴费方法', 'How to pay'),
      t3(
        '<p>可以轉數快、銀行轉賬或網上信用卡繳付。註冊時會收到繳費通知書，列明每期的金額及到期日。</p>',
        '<p>可以转数快、银行转账或网上信用卡缴付。注册时会收到缴费通知书，列明每期的金额及到期日。</p>',
        '<p>Pay by FPS, bank transfer or credit card online. At registration you receive a statement of each instalment and its due date.</p>',
      ),
    ),
    sec(
      t3('住宿及生活費', '住宿及生活费', 'Housing and living costs'),
      t3(
        '<p>學費不包括住宿。宿舍的房間及住宿費見<a href="/student-housing">學生宿舍</a>；非本地學生的簽證、醫療保險及每月生活費參考見<a href="/non-local-students">非本地學生指南</a>。</p>',
        '<p>学费不包括住宿。宿舍的房间及住宿费见<a href="/student-housing">学生宿舍</a>；非本地学生的签证、医疗保险及每月生活费参考见<a href="/non-local-students">非本地学生指南</a>。</p>',
        '<p>Tuition does not include housing. Hall rooms and fees are on <a href="/student-housing">Student Housing</a>; visas, medical insurance and a monthly budget for non-local students are in the <a href="/non-local-students">Guide for non-local students</a>.</p>',
      ),
    ),
    sec(
      t3('經濟援助', '经济援助', 'Financial help'),
      t3(
        '<p>本地學生可申請政府的專上學生資助計劃；各入學途徑的獎學金見其頁面的「獎學金」一節。</p>',
        '<p>本地学生可申请政府的高等学生资助计划；各入学途径的奖学金见其页面的「奖学金」一节。</p>',
        '<p>Local students may apply for the government’s financial assistance for post-secondary students; the scholarships of each entry route are on its page, under “Scholarships”.</p>',
      ),
    ),
  ],
};

/** Each entry route's page with its sections (requirements, fees, dates...), and the apply box. */
export const admissionPages: DemoPage[] = [
  ...pages.map((p) => {
    const sections = ROUTE_SECTIONS[p.alias];
    return sections ? { ...p, sections: [...(p.sections ?? []), ...sections] } : p;
  }),
  applyPage,
  feesPage,
];
