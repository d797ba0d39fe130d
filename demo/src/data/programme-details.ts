// Programme detail behind GET /api/programme/{code} (docs/UPSTREAM.md §21): what a programme
// page shows. Two programmes have none (the faculty's site keeps their detail), so the lists
// link those out as before.
import { type Lang, type T3, t3, MAIL_DOMAIN } from '../lib';
import { PROGRAMME_INTAKE } from './admissions-facts';
import { programmeFacts } from './programme-facts';
import { type Level, type Programme, programmes, unitCode } from './programmes';
import { teachers } from './teachers';

interface Detail {
  summary: T3;
  /** Three courses of the major, in the order they are taken. */
  courses: [T3, T3, T3];
  places: number;
  months?: number;
  partTime?: boolean;
  /** One more requirement for HKDSE candidates (undergraduate) or every applicant (postgraduate). */
  extra?: T3;
  /**
   * HKDSE subjects asked for at a higher level than the general requirement: each replaces that
   * subject's line (one requirement per subject and route), the elective's by a named subject.
   */
  dse?: Partial<Record<'english' | 'maths' | 'elective', T3>>;
  /** New Gaokao subject choice (选科) the programme asks of mainland applicants; none: any. */
  gaokao?: T3;
  careers?: T3;
  fees?: Array<{ students: 'local' | 'nonLocal'; amount: number; per: 'year' | 'programme'; note?: T3 }>;
}

const c = t3;

const details: Record<string, Detail> = {
  'ug-chinese': {
    summary: c(
      '從先秦散文到香港當代文學，以細讀、寫作及田野考察認識中國語言與文化。',
      '从先秦散文到香港当代文学，以细读、写作及田野考察认识中国语言与文化。',
      'From early Chinese prose to Hong Kong writing today: close reading, creative writing and fieldwork in Chinese language and culture.',
    ),
    courses: [
      c('古典散文選讀', '古典散文选读', 'Readings in Classical Chinese Prose'),
      c('現代漢語語法', '现代汉语语法', 'Modern Chinese Grammar'),
      c('粵語與香港文化', '粤语与香港文化', 'Cantonese and Hong Kong Culture'),
    ],
    places: 45,
    careers: c(
      '畢業生多任職中學教師、編輯及傳媒工作者。',
      '毕业生多任职中学教师、编辑及传媒工作者。',
      'Graduates teach in secondary schools, edit for publishers and work in the media.',
    ),
  },
  'ug-english-translation': {
    summary: c(
      '中英雙語並重，兼顧筆譯、傳譯及跨文化寫作。',
      '中英双语并重，兼顾笔译、传译及跨文化写作。',
      'Two languages in equal measure: translation, interpreting and writing across cultures.',
    ),
    courses: [
      c('翻譯理論與實踐', '翻译理论与实践', 'Translation Theory and Practice'),
      c('傳譯基礎', '传译基础', 'Foundations of Interpreting'),
      c('傳媒雙語寫作', '传媒双语写作', 'Bilingual Writing for the Media'),
    ],
    places: 40,
    dse: { english: c('英國語文第 4 級', '英国语文第 4 级', 'Level 4 in English Language') },
  },
  'ug-social-sciences': {
    summary: c(
      '以社會學、政治學及經濟學的方法研究香港與區內社會。',
      '以社会学、政治学及经济学的方法研究香港与区内社会。',
      'Sociology, politics and economics applied to Hong Kong and the region.',
    ),
    courses: [
      c('社會研究方法', '社会研究方法', 'Social Research Methods'),
      c('香港社會與政治', '香港社会与政治', 'Hong Kong Society and Politics'),
      c('城市社會學', '城市社会学', 'Urban Sociology'),
    ],
    places: 50,
  },
  'ug-psychology': {
    summary: c(
      '結合實驗室研究與社區實習，學習人類心理與行為。',
      '结合实验室研究与社区实习，学习人类心理与行为。',
      'How people think and behave, learnt in the laboratory and on community placements.',
    ),
    courses: [
      c('心理學導論', '心理学导论', 'Introduction to Psychology'),
      c('發展心理學', '发展心理学', 'Developmental Psychology'),
      c('輔導技巧', '辅导技巧', 'Counselling Skills'),
    ],
    places: 35,
  },
  'ug-accounting': {
    summary: c(
      '培養具專業操守的會計人才，課程涵蓋審計、稅務及企業管治。',
      '培养具专业操守的会计人才，课程涵盖审计、税务及企业管治。',
      'Accountants with integrity: auditing, taxation and corporate governance.',
    ),
    courses: [
      c('財務會計', '财务会计', 'Financial Accounting'),
      c('審計與核證', '审计与核证', 'Auditing and Assurance'),
      c('香港稅務', '香港税务', 'Taxation in Hong Kong'),
    ],
    places: 60,
    careers: c(
      '畢業生符合香港會計師公會專業資格課程的入學學歷要求。',
      '毕业生符合香港会计师公会专业资格课程的入学学历要求。',
      'Graduates meet the education requirement of the Hong Kong Institute of CPAs’ Qualification Programme.',
    ),
  },
  'ug-fintech': {
    summary: c(
      '金融與編程並重，學習數碼支付、區塊鏈及金融數據分析。',
      '金融与编程并重，学习数码支付、区块链及金融数据分析。',
      'Finance and programming together: digital payments, blockchain and financial data.',
    ),
    courses: [
      c('金融編程', '金融编程', 'Programming for Finance'),
      c('區塊鏈與數碼支付', '区块链与数码支付', 'Blockchain and Digital Payments'),
      c('金融數據分析', '金融数据分析', 'Financial Data Analytics'),
    ],
    places: 40,
    dse: { maths: c('數學第 3 級', '数学第 3 级', 'Level 3 in Mathematics') },
  },
  'ug-digital-marketing': {
    summary: c(
      '以數據理解顧客，並為品牌策劃社交媒體及電子商貿活動。',
      '以数据理解顾客，并为品牌策划社交媒体及电子商贸活动。',
      'Understand customers through data, and plan social-media and e-commerce campaigns for brands.',
    ),
    courses: [
      c('消費者行為', '消费者行为', 'Consumer Behaviour'),
      c('社交媒體營銷', '社交媒体营销', 'Social Media Marketing'),
      c('營銷分析', '营销分析', 'Marketing Analytics'),
    ],
    places: 45,
  },
  'ug-hospitality': {
    summary: c(
      '在書院的教學酒店及合作酒店實習，學習款待業的營運與管理。',
      '在书院的教学酒店及合作酒店实习，学习款待业的营运与管理。',
      'Run a hotel and plan events, with placements in the College’s training hotel and partner hotels.',
    ),
    courses: [
      c('酒店營運', '酒店营运', 'Hotel Operations'),
      c('會展管理', '会展管理', 'Events Management'),
      c('可持續旅遊', '可持续旅游', 'Sustainable Tourism'),
    ],
    places: 50,
  },
  'ug-computer-science': {
    gaokao: c('物理', '物理', 'Physics'),
    summary: c(
      '由程式設計到軟件工程，畢業專題與本地企業合作完成。',
      '由程序设计到软件工程，毕业专题与本地企业合作完成。',
      'From first programs to software engineering, with a final-year project built with a local company.',
    ),
    courses: [
      c('程式設計基礎', '程序设计基础', 'Programming Fundamentals'),
      c('數據結構與演算法', '数据结构与算法', 'Data Structures and Algorithms'),
      c('軟件工程', '软件工程', 'Software Engineering'),
    ],
    places: 60,
    dse: { maths: c('數學第 3 級', '数学第 3 级', 'Level 3 in Mathematics') },
  },
  'ug-data-science': {
    gaokao: c('物理', '物理', 'Physics'),
    summary: c(
      '統計、機器學習與數據視覺化，並以真實的社區數據完成專題。',
      '统计、机器学习与数据可视化，并以真实的社区数据完成专题。',
      'Statistics, machine learning and visualisation, practised on real community data.',
    ),
    courses: [
      c('數據科學統計學', '数据科学统计学', 'Statistics for Data Science'),
      c('機器學習', '机器学习', 'Machine Learning'),
      c('數據視覺化', '数据可视化', 'Data Visualisation'),
    ],
    places: 40,
    dse: { maths: c('數學第 3 級', '数学第 3 级', 'Level 3 in Mathematics') },
  },
  'ug-environmental-science': {
    gaokao: c('物理或化學', '物理或化学', 'Physics or Chemistry'),
    summary: c(
      '以月灣海岸為實驗室，研究生態保育、污染及氣候變化。',
      '以月湾海岸为实验室，研究生态保育、污染及气候变化。',
      'Crescent Bay’s shore as a laboratory for conservation, pollution and climate science.',
    ),
    courses: [
      c('生態學與野外方法', '生态学与野外方法', 'Ecology and Field Methods'),
      c('環境化學', '环境化学', 'Environmental Chemistry'),
      c('氣候變化科學', '气候变化科学', 'Climate Change Science'),
    ],
    places: 35,
  },
  'ug-nursing': {
    summary: c(
      '五年制課程，在模擬病房及合作醫院完成逾千小時臨床實習。',
      '五年制课程，在模拟病房及合作医院完成逾千小时临床实习。',
      'Five years, with more than a thousand hours of clinical practice in the simulated ward and partner hospitals.',
    ),
    courses: [
      c('護理學基礎', '护理学基础', 'Fundamentals of Nursing'),
      c('解剖學及生理學', '解剖学及生理学', 'Anatomy and Physiology'),
      c('社區健康護理', '社区健康护理', 'Community Health Nursing'),
    ],
    places: 80,
    months: 60,
    dse: { elective: c('生物或化學其中一科第 3 級', '生物或化学其中一科第 3 级', 'Level 3 in Biology or Chemistry') },
    gaokao: c('化學', '化学', 'Chemistry'),
    careers: c(
      '畢業生可申請註冊為香港註冊護士（普通科）。',
      '毕业生可申请注册为香港注册护士（普通科）。',
      'Graduates may apply to register as Registered Nurses (General) in Hong Kong.',
    ),
  },
  'ug-global-trade': {
    summary: c(
      '研究一帶一路沿線的貿易、物流及區域發展，並到沿線城市考察。',
      '研究一带一路沿线的贸易、物流及区域发展，并到沿线城市考察。',
      'Trade, logistics and regional development along the Belt and Road, with a field trip to its cities.',
    ),
    courses: [
      c('國際貿易法', '国际贸易法', 'International Trade Law'),
      c('一帶一路沿線經濟', '一带一路沿线经济', 'Economies of the Belt and Road'),
      c('物流與供應鏈', '物流与供应链', 'Logistics and Supply Chains'),
    ],
    places: 30,
  },
  'pg-chinese-culture': {
    summary: c(
      '為教師、文化工作者及愛好者而設，探討中國文化的歷史與當代實踐。',
      '为教师、文化工作者及爱好者而设，探讨中国文化的历史与当代实践。',
      'For teachers, cultural workers and enthusiasts: Chinese culture in history and in practice today.',
    ),
    courses: [
      c('中國文化史', '中国文化史', 'A History of Chinese Culture'),
      c('中國哲學', '中国哲学', 'Chinese Philosophy'),
      c('文化遺產與博物館', '文化遗产与博物馆', 'Heritage and Museums'),
    ],
    places: 30,
    partTime: true,
  },
  'pg-translation': {
    summary: c(
      '專業筆譯及會議傳譯訓練，設同聲傳譯室實習。',
      '专业笔译及会议传译训练，设同声传译室实习。',
      'Professional translation and conference interpreting, practised in the interpreting booths.',
    ),
    courses: [
      c('高級翻譯', '高级翻译', 'Advanced Translation'),
      c('交替傳譯', '交替传译', 'Consecutive Interpreting'),
      c('同聲傳譯', '同声传译', 'Simultaneous Interpreting'),
    ],
    places: 25,
    extra: c('入學筆試及面試', '入学笔试及面试', 'A written test and an interview'),
  },
  'pg-public-policy': {
    summary: c(
      '以實證方法分析公共政策，適合公職人員及非政府機構從業員。',
      '以实证方法分析公共政策，适合公职人员及非政府机构从业员。',
      'Evidence-based policy analysis for public servants and people in non-governmental organisations.',
    ),
    courses: [
      c('政策分析', '政策分析', 'Policy Analysis'),
      c('公共財政', '公共财政', 'Public Finance'),
      c('亞洲的管治', '亚洲的管治', 'Governance in Asia'),
    ],
    places: 30,
    partTime: true,
  },
  'pg-mba': {
    summary: c(
      '晚間及週末上課，讓在職管理人員把課堂所學即時應用於工作。',
      '晚间及周末上课，让在职管理人员把课堂所学即时应用于工作。',
      'Evening and weekend classes, so working managers can apply each week’s learning at once.',
    ),
    courses: [
      c('策略管理', '策略管理', 'Strategic Management'),
      c('管理財務', '管理财务', 'Managerial Finance'),
      c('領導與團隊', '领导与团队', 'Leading People and Teams'),
    ],
    places: 40,
    months: 16,
    partTime: true,
    extra: c('最少兩年全職工作經驗', '最少两年全职工作经验', 'At least two years of full-time work experience'),
    fees: [
      { students: 'local', amount: 260_000, per: 'programme' },
      { students: 'nonLocal', amount: 280_000, per: 'programme' },
    ],
  },
  'pg-finance': {
    summary: c(
      '投資分析、衍生工具及金融計量，配合彭博終端機實習。',
      '投资分析、衍生工具及金融计量，配合彭博终端机实习。',
      'Investment analysis, derivatives and financial econometrics, with hands-on market-data terminals.',
    ),
    courses: [
      c('投資分析', '投资分析', 'Investment Analysis'),
      c('衍生工具', '衍生工具', 'Derivatives'),
      c('金融計量學', '金融计量学', 'Financial Econometrics'),
    ],
    places: 40,
  },
  'pg-artificial-intelligence': {
    summary: c(
      '深度學習、自然語言處理與人工智能倫理，以企業個案完成專題。',
      '深度学习、自然语言处理与人工智能伦理，以企业个案完成专题。',
      'Deep learning, language technology and AI ethics, with a project on a company’s real problem.',
    ),
    courses: [
      c('深度學習', '深度学习', 'Deep Learning'),
      c('自然語言處理', '自然语言处理', 'Natural Language Processing'),
      c('人工智能倫理', '人工智能伦理', 'Ethics of Artificial Intelligence'),
    ],
    places: 35,
    extra: c(
      '學士學位須修讀程式設計及線性代數',
      '学士学位须修读程序设计及线性代数',
      'Programming and linear algebra in your bachelor’s degree',
    ),
  },
  'pg-sustainability': {
    summary: c(
      '為企業及政府培養推動可持續發展的專才，涵蓋環境、社會及管治報告。',
      '为企业及政府培养推动可持续发展的专才，涵盖环境、社会及管治报告。',
      'Sustainability leaders for business and government, including environmental, social and governance reporting.',
    ),
    courses: [
      c('可持續發展概論', '可持续发展概论', 'Principles of Sustainable Development'),
      c('環境、社會及管治報告', '环境、社会及管治报告', 'ESG Reporting'),
      c('循環經濟', '循环经济', 'The Circular Economy'),
    ],
    places: 30,
    partTime: true,
  },
  'pg-belt-and-road-studies': {
    summary: c(
      '從歷史、經濟及文化角度研究一帶一路，並與沿線院校合辦研討課。',
      '从历史、经济及文化角度研究一带一路，并与沿线院校合办研讨课。',
      'The Belt and Road through history, economics and culture, with seminars shared with partner institutions.',
    ),
    courses: [
      c('區域合作', '区域合作', 'Regional Cooperation'),
      c('基建融資', '基建融资', 'Infrastructure Finance'),
      c('文化交流', '文化交流', 'Cultural Exchange'),
    ],
    places: 20,
  },
  'hd-english-communication': {
    summary: c(
      '提升職場英語溝通能力，畢業後可銜接英文及翻譯學士課程。',
      '提升职场英语沟通能力，毕业后可衔接英文及翻译学士课程。',
      'English for work, with a route into the bachelor’s degree in English and Translation.',
    ),
    courses: [
      c('職場英語', '职场英语', 'Workplace English'),
      c('演說技巧', '演说技巧', 'Presentation Skills'),
      c('商業寫作', '商业写作', 'Business Writing'),
    ],
    places: 60,
  },
  'hd-social-services': {
    summary: c(
      '結合課堂與機構實習，為社會服務工作打好基礎。',
      '结合课堂与机构实习，为社会服务工作打好基础。',
      'Classes and agency placements that prepare you for work in social services.',
    ),
    courses: [
      c('社會工作導論', '社会工作导论', 'Introduction to Social Work'),
      c('社區發展', '社区发展', 'Community Development'),
      c('實習', '实习', 'Fieldwork Practice'),
    ],
    places: 50,
  },
  'hd-accounting': {
    summary: c(
      '會計實務訓練，畢業生可任會計文員或銜接會計學士課程。',
      '会计实务训练，毕业生可任会计文员或衔接会计学士课程。',
      'Practical accounting for a first job, or a route into the bachelor’s degree in Accounting.',
    ),
    courses: [
      c('會計原理', '会计原理', 'Principles of Accounting'),
      c('商業法', '商业法', 'Business Law'),
      c('電腦會計', '电脑会计', 'Computerised Accounting'),
    ],
    places: 50,
  },
  'hd-information-technology': {
    summary: c(
      '網頁開發、網絡及數據庫實務，附業界認證考試準備。',
      '网页开发、网络及数据库实务，附业界认证考试准备。',
      'Web development, networks and databases, with preparation for industry certification.',
    ),
    courses: [
      c('網頁開發', '网页开发', 'Web Development'),
      c('電腦網絡', '电脑网络', 'Computer Networking'),
      c('數據庫系統', '数据库系统', 'Database Systems'),
    ],
    places: 60,
  },
};

const MONTHS: Record<Level, number> = { ug: 48, pg: 12, hd: 24 };

const common = {
  english: c('學術英語', '学术英语', 'English for Academic Purposes'),
  chinese: c('中文傳意', '中文传意', 'Chinese Communication'),
  placement: c('實習或海外交流學期', '实习或海外交流学期', 'An internship or an exchange semester'),
  capstone: c('畢業專題', '毕业专题', 'Capstone project'),
  electives: c('主修選修科', '主修选修科', 'Electives in the major'),
  methods: c('研究方法', '研究方法', 'Research Methods'),
  dissertation: c('論文或專題研究', '论文或专题研究', 'Dissertation or capstone project'),
  workplace: c('職場溝通', '职场沟通', 'Communication for the Workplace'),
  infoLiteracy: c('資訊素養', '信息素养', 'Information Literacy'),
  workPlacement: c('工作實習', '工作实习', 'Work placement'),
};

const titles = {
  year1: c('第一年', '第一年', 'Year 1'),
  years23: c('第二及第三年', '第二及第三年', 'Years 2 and 3'),
  final: c('最後一年', '最后一年', 'Final year'),
  core: c('核心科目', '核心科目', 'Core courses'),
  project: c('研究', '研究', 'Research'),
  year2: c('第二年', '第二年', 'Year 2'),
};

function curriculum(level: Level, [a, b, d]: [T3, T3, T3]): Array<{ title: T3; items: T3[] }> {
  if (level === 'pg')
    return [
      { title: titles.core, items: [a, b, d, common.methods] },
      { title: titles.project, items: [common.dissertation] },
    ];
  if (level === 'hd')
    return [
      { title: titles.year1, items: [a, common.workplace, common.infoLiteracy] },
      { title: titles.year2, items: [b, d, common.workPlacement] },
    ];
  return [
    { title: titles.year1, items: [common.english, common.chinese, a] },
    { title: titles.years23, items: [b, d, common.placement] },
    { title: titles.final, items: [common.capstone, common.electives] },
  ];
}

/** The general HKDSE requirement, one line per subject (a programme may raise one: Detail.dse). */
const DSE: Record<'chinese' | 'english' | 'maths' | 'csd' | 'elective', T3> = {
  chinese: c('中國語文第 3 級', '中国语文第 3 级', 'Level 3 in Chinese Language'),
  english: c('英國語文第 3 級', '英国语文第 3 级', 'Level 3 in English Language'),
  maths: c('數學第 2 級', '数学第 2 级', 'Level 2 in Mathematics'),
  csd: c('公民與社會發展科「達標」', '公民与社会发展科「达标」', '“Attained” in Citizenship and Social Development'),
  elective: c('另一選修科目第 2 級', '另一选修科目第 2 级', 'Level 2 in one elective'),
};

/** Chinese and English at the same level read as one line ('Level 3 in Chinese and English Language'). */
const BOTH_LANGUAGES = c(
  '中國語文及英國語文第 3 級',
  '中国语文及英国语文第 3 级',
  'Level 3 in Chinese and English Language',
);

/** Lines joined as each language lists them: '，' in Chinese, 'a, b and c' in English. */
const listed = (lines: T3[]): T3 =>
  t3(
    lines.map((l) => l.tc).join('，'),
    lines.map((l) => l.sc).join('，'),
    lines.length > 1
      ? `${lines
          .slice(0, -1)
          .map((l) => l.en)
          .join(', ')} and ${lines[lines.length - 1]?.en}`
      : (lines[0]?.en ?? ''),
  );

function hkdse(raised: Detail['dse'] = {}): T3 {
  const languages = raised.english ? [DSE.chinese, raised.english] : [BOTH_LANGUAGES];
  return listed([...languages, raised.maths ?? DSE.maths, DSE.csd, raised.elective ?? DSE.elective]);
}

/**
 * The reformed Gaokao (新高考): the undergraduate control line of the applicant's province
 * (本科线, no longer the first-tier line of the old batches) and the subject choice (选科).
 */
function mainland(subjects: T3 | undefined): T3 {
  const choice = subjects ?? c('不限', '不限', 'any');
  return c(
    `高考總分達所在省（自治區、直轄市）本科批次錄取控制分數線，英語單科 110 分（滿分 150 分）或以上，並通過網上面試；新高考省份考生的選考科目要求：${choice.tc}`,
    `高考总分达到所在省（自治区、直辖市）本科批次录取控制分数线，英语单科 110 分（满分 150 分）或以上，并通过在线面试；新高考省份考生的选考科目要求：${choice.sc}`,
    `A Gaokao total at or above the undergraduate control line of your province (本科线), at least 110 out of 150 in English, and an online interview; subject choice (选科) in the provinces of the new Gaokao: ${choice.en}`,
  );
}

const req = {
  international: c(
    'IB 總分 28 分、A-Level 三科 CCC、SAT 1200 分或同等學歷；非英語為母語者須有 IELTS 6.0',
    'IB 总分 28 分、A-Level 三科 CCC、SAT 1200 分或同等学历；非英语为母语者须有 IELTS 6.0',
    'IB 28 points, A-Levels CCC, SAT 1200 or an equivalent; IELTS 6.0 if English is not your first language',
  ),
  associate: c(
    '相關學科的副學士或高級文憑，平均積點 2.5 或以上，可申請入讀高年級',
    '相关学科的副学士或高级文凭，平均积点 2.5 或以上，可申请入读高年级',
    'An associate degree or higher diploma in a related subject with a grade point average of 2.5 or above, for senior-year entry',
  ),
  pg: c(
    '學士學位（二級榮譽或以上，或同等學歷）；學位並非以英語授課者須有 IELTS 6.5 或 TOEFL iBT 79',
    '学士学位（二级荣誉或以上，或同等学历）；学位并非以英语授课者须有 IELTS 6.5 或 TOEFL iBT 79',
    'A bachelor’s degree with second-class honours or above, or an equivalent; IELTS 6.5 or TOEFL iBT 79 if your degree was not taught in English',
  ),
  hdHkdse: c(
    '五科第 2 級，包括中國語文及英國語文',
    '五科第 2 级，包括中国语文及英国语文',
    'Level 2 in five subjects, including Chinese and English Language',
  ),
  hdInternational: c(
    '完成中學課程，成績相等於文憑試五科第 2 級',
    '完成中学课程，成绩相等于文凭试五科第 2 级',
    'Completion of secondary school with results equal to Level 2 in five HKDSE subjects',
  ),
};

const plus = (base: T3, extra: T3 | undefined): T3 =>
  extra
    ? t3(`${base.tc}；另須${extra.tc}。`, `${base.sc}；另须${extra.sc}。`, `${base.en}; and ${extra.en}.`)
    : t3(`${base.tc}。`, `${base.sc}。`, `${base.en}.`);

/** The entry requirements by route: one line per subject and route, raised subjects in place. */
function requirements(level: Level, d: Detail): Array<{ route?: string; body: T3 }> {
  if (level === 'pg') return [{ body: plus(req.pg, d.extra) }];
  if (level === 'hd')
    return [
      { route: 'hkdse', body: plus(req.hdHkdse, d.extra) },
      { route: 'international', body: plus(req.hdInternational, undefined) },
    ];
  return [
    { route: 'hkdse', body: plus(hkdse(d.dse), d.extra) },
    { route: 'mainland', body: plus(mainland(d.gaokao), undefined) },
    { route: 'international', body: plus(req.international, undefined) },
    { route: 'associate', body: plus(req.associate, undefined) },
  ];
}

/** The code of a programme with a detail page: its level and slug. */
export const programmeCode = (p: Programme): string => `${p.level}-${p.slug}`;

export const hasDetail = (p: Programme): boolean => programmeCode(p) in details;

/** The faculty's own page of a programme. */
export const facultyLink = (p: Programme): string =>
  `https://${unitCode(p.deptId)}.${MAIL_DOMAIN}/programmes/${p.level}/${p.slug}`;

export function programmeDetail(code: string, lang: Lang) {
  const p = programmes.find((x) => programmeCode(x) === code);
  const d = p ? details[code] : undefined;
  if (!p || !d) return undefined;
  return {
    id: p.id,
    code,
    name: p.name[lang],
    level: p.level,
    deptId: p.deptId,
    summary: d.summary[lang],
    durationMonths: d.months ?? MONTHS[p.level],
    modes: d.partTime ? ['full-time', 'part-time'] : ['full-time'],
    intake: PROGRAMME_INTAKE,
    places: d.places,
    curriculum: curriculum(p.level, d.courses).map((y) => ({
      title: y.title[lang],
      items: y.items.map((i) => i[lang]),
    })),
    requirements: requirements(p.level, d).map((r) => ({
      ...(r.route ? { route: r.route } : {}),
      body: r.body[lang],
    })),
    fees: (d.fees ?? []).map((f) => ({ ...f, note: f.note?.[lang] ?? '' })),
    careers: d.careers?.[lang] ?? '',
    teachers: teachers
      .filter((t) => t.deptId === p.deptId)
      .slice(0, 2)
      .map((t) => ({ id: t.id, name: t.name[lang], title: t.post[lang] })),
    link: facultyLink(p),
    ...programmeFacts(p, code),
  };
}

/** The programmes with a detail, in list order: the rows of GET /api/programme/list at scale 1. */
export const detailedProgrammes = (): Programme[] => programmes.filter(hasDetail);

/** GET /api/out/list?outTypeName={fass|fb|fse|bri}-{ug|pg|hd}: a programme with detail has its code. */
export function outList(outTypeName: string, lang: Lang) {
  return programmes
    .filter((p) => `${unitCode(p.deptId)}-${p.level}` === outTypeName)
    .map((p) => ({
      id: p.id,
      name: p.name[lang],
      link: facultyLink(p),
      ...(hasDetail(p) ? { code: programmeCode(p) } : {}),
    }));
}
