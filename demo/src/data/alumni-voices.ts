// Each alumnus's own employer, post and words: sixteen per faculty, none repeated (alumni.ts),
// and the pieces their stories are told with. All fictional.
import { type T3, t3 } from '../lib';

export interface Voice {
  employer: T3;
  role: T3;
  quote: T3;
}

const v = (employer: T3, role: T3, quote: T3): Voice => ({ employer, role, quote });

/** By faculty (100, 200, 300), in the order the faculty's alumni are listed in alumni.ts. */
export const VOICES: Record<number, Voice[]> = {
  100: [
    v(
      t3('海灣出版社', '海湾出版社', 'Harbourline Publishing'),
      t3('高級編輯', '高级编辑', 'Senior Editor'),
      t3(
        '古典文學課教會我慢慢讀，現在審稿也是這樣。',
        '古典文学课教会我慢慢读，现在审稿也是这样。',
        'Classical literature taught me to read slowly; I still edit that way.',
      ),
    ),
    v(
      t3('城市之聲電台', '城市之声电台', 'City Voice Radio'),
      t3('節目監製', '节目监制', 'Programme Producer'),
      t3(
        '翻譯課上的即時口譯練習，令我在直播時不再慌張。',
        '翻译课上的即时口译练习，令我在直播时不再慌张。',
        'Live interpreting drills in class are why I stay calm on air.',
      ),
    ),
    v(
      t3('海港政策研究中心', '海港政策研究中心', 'Harbour Policy Research Centre'),
      t3('研究主任', '研究主任', 'Research Officer'),
      t3(
        '公共政策碩士令我學會用證據說話。',
        '公共政策硕士令我学会用证据说话。',
        'The public policy master’s taught me to argue from evidence.',
      ),
    ),
    v(
      t3('藍山國際學校', '蓝山国际学校', 'Blue Hill International School'),
      t3('中文科主任', '中文科主任', 'Head of Chinese'),
      t3(
        '老師批改我的文章比我寫的還長，我現在也這樣對學生。',
        '老师批改我的文章比我写的还长，我现在也这样对学生。',
        'My teachers wrote longer comments than my essays; I do the same for my pupils now.',
      ),
    ),
    v(
      t3('亞太會議傳譯社', '亚太会议传译社', 'Asia-Pacific Conference Interpreters'),
      t3('會議傳譯員', '会议传译员', 'Conference Interpreter'),
      t3(
        '在傳譯室裡失誤過一百次，才換來今天的從容。',
        '在传译室里失误过一百次，才换来今天的从容。',
        'A hundred mistakes in the booth bought me the calm I have today.',
      ),
    ),
    v(
      t3('智庫「公共視野」', '智库「公共视野」', 'Public Horizons Institute'),
      t3('研究員', '研究员', 'Research Fellow'),
      t3(
        '政策分析課的辯論，比任何考試都難。',
        '政策分析课的辩论，比任何考试都难。',
        'The debates in policy analysis were harder than any exam.',
      ),
    ),
    v(
      t3('月灣文化館', '月湾文化馆', 'Crescent Bay Heritage Gallery'),
      t3('助理館長', '助理馆长', 'Assistant Curator'),
      t3(
        '三年級的博物館實習，決定了我的職業方向。',
        '三年级的博物馆实习，决定了我的职业方向。',
        'A museum placement in my third year decided my career.',
      ),
    ),
    v(
      t3('環球翻譯公司', '环球翻译公司', 'Globe Language Services'),
      t3('翻譯項目經理', '翻译项目经理', 'Translation Project Manager'),
      t3(
        '在月灣學會的不只是兩種語言，還有兩種思考方式。',
        '在月湾学会的不只是两种语言，还有两种思考方式。',
        'At Crescent Harbour I learnt two ways of thinking, not just two languages.',
      ),
    ),
    v(
      t3('安居社區協會', '安居社区协会', 'Homestead Community Association'),
      t3('社區發展主任', '社区发展主任', 'Community Development Officer'),
      t3(
        '政策研究專題帶我們走遍屋邨，現在我在屋邨工作。',
        '政策研究专题带我们走遍屋邨，现在我在屋邨工作。',
        'Our policy projects took us round the housing estates; now I work in one.',
      ),
    ),
    v(
      t3('晴頁傳媒集團', '晴页传媒集团', 'Brightpage Media Group'),
      t3('記者', '记者', 'Reporter'),
      t3(
        '粵語研究的訪談技巧，我每天採訪都在用。',
        '粤语研究的访谈技巧，我每天采访都在用。',
        'The interview skills from Cantonese fieldwork are ones I use every day as a reporter.',
      ),
    ),
    v(
      t3('灣區新聞通訊社', '湾区新闻通讯社', 'Bay News Agency'),
      t3('通訊員', '通讯员', 'Correspondent'),
      t3(
        '雙語寫作課的截稿壓力，原來只是熱身。',
        '双语写作课的截稿压力，原来只是热身。',
        'The deadlines of bilingual writing class turned out to be a warm-up.',
      ),
    ),
    v(
      t3('晨曦社會服務中心', '晨曦社会服务中心', 'Daybreak Community Services'),
      t3('社會工作主任', '社会工作主任', 'Social Work Officer'),
      t3(
        '社區研究的田野考察，讓我第一次真正聆聽街坊。',
        '社区研究的田野考察，让我第一次真正聆听街坊。',
        'Fieldwork for a community study was the first time I really listened to my neighbours.',
      ),
    ),
    v(
      t3('字裡行間書店', '字里行间书店', 'Between the Lines Bookshop'),
      t3('創辦人', '创办人', 'Founder'),
      t3(
        '畢業專題寫的是獨立書店，後來我開了一間。',
        '毕业专题写的是独立书店，后来我开了一间。',
        'My capstone project was about independent bookshops; then I opened one.',
      ),
    ),
    v(
      t3('青苗教育基金', '青苗教育基金', 'Green Shoots Education Fund'),
      t3('項目總監', '项目总监', 'Programme Director'),
      t3(
        '我在書院得到獎學金，現在輪到我為其他人籌款。',
        '我在书院得到奖学金，现在轮到我为其他人筹款。',
        'I studied on a scholarship; now I raise money for others.',
      ),
    ),
    v(
      t3('長者安居協會', '长者安居协会', 'Senior Living Association'),
      t3('個案經理', '个案经理', 'Case Manager'),
      t3(
        '服務學習讓我明白專業知識可以回饋社會。',
        '服务学习让我明白专业知识可以回馈社会。',
        'Service learning showed me how professional skills can give back.',
      ),
    ),
    v(
      t3('月光劇團', '月光剧团', 'Moonlight Theatre Company'),
      t3('編劇', '编剧', 'Playwright'),
      t3(
        '現代文學的創作課，給了我第一個劇本。',
        '现代文学的创作课，给了我第一个剧本。',
        'A creative-writing class in modern literature gave me my first script.',
      ),
    ),
  ],
  200: [
    v(
      t3('青嶼會計師事務所', '青屿会计师事务所', 'Greenisle and Partners CPA'),
      t3('審計經理', '审计经理', 'Audit Manager'),
      t3(
        '審計課的個案全來自真實企業，上班第一天就用上。',
        '审计课的个案全来自真实企业，上班第一天就用上。',
        'The audit cases in class came from real firms; I used them on my first day at work.',
      ),
    ),
    v(
      t3('晴天消費品', '晴天消费品', 'Brightday Consumer Goods'),
      t3('市場策劃主任', '市场策划主任', 'Marketing Officer'),
      t3('海外交流打開了我的視野。', '海外交流打开了我的视野。', 'My exchange semester abroad opened my eyes.'),
    ),
    v(
      t3('遠帆國際酒店', '远帆国际酒店', 'Farsail International Hotel'),
      t3('營運總監', '营运总监', 'Director of Operations'),
      t3(
        '教學酒店的夜更實習，是我最好的管理課。',
        '教学酒店的夜更实习，是我最好的管理课。',
        'Night shifts in the training hotel were my best management course.',
      ),
    ),
    v(
      t3('灣區銀行', '湾区银行', 'Bay Area Bank'),
      t3('風險分析師', '风险分析师', 'Risk Analyst'),
      t3(
        '金融科技課讓我在面試時比其他人多一種語言：程式。',
        '金融科技课让我在面试时比其他人多一种语言：程序。',
        'Fintech gave me one more language than the other candidates: code.',
      ),
    ),
    v(
      t3('綠景零售', '绿景零售', 'Greenview Retail'),
      t3('電子商貿主管', '电子商贸主管', 'Head of E-commerce'),
      t3(
        '營銷分析課的數據，比我想像中更有故事。',
        '营销分析课的数据，比我想象中更有故事。',
        'The data in marketing analytics had more stories in it than I expected.',
      ),
    ),
    v(
      t3('城中會展中心', '城中会展中心', 'Midtown Convention Centre'),
      t3('活動統籌經理', '活动统筹经理', 'Events Manager'),
      t3(
        '會展管理課讓我們真的辦了一場展覽，由零開始。',
        '会展管理课让我们真的办了一场展览，由零开始。',
        'In events management we actually ran an exhibition, from nothing.',
      ),
    ),
    v(
      t3('海天稅務顧問', '海天税务顾问', 'Skyline Tax Advisers'),
      t3('稅務經理', '税务经理', 'Tax Manager'),
      t3(
        '香港稅務一科的老師，至今仍會回答我的問題。',
        '香港税务一科的老师，至今仍会回答我的问题。',
        'My Hong Kong taxation lecturer still answers my questions.',
      ),
    ),
    v(
      t3('港灣物流集團', '港湾物流集团', 'Harbourgate Logistics Group'),
      t3('項目經理', '项目经理', 'Project Manager'),
      t3(
        '供應鏈課的模擬遊戲，我們輸了三次才學懂。',
        '供应链课的模拟游戏，我们输了三次才学懂。',
        'We lost the supply-chain simulation three times before we understood it.',
      ),
    ),
    v(
      t3('碧海餐飲集團', '碧海餐饮集团', 'Bluewater Dining Group'),
      t3('區域經理', '区域经理', 'Area Manager'),
      t3(
        '餐飲文化課的考察團，讓我愛上了這一行。',
        '餐饮文化课的考察团，让我爱上了这一行。',
        'A food-culture study trip made me fall for this trade.',
      ),
    ),
    v(
      t3('東港證券', '东港证券', 'Eastport Securities'),
      t3('投資分析員', '投资分析员', 'Investment Analyst'),
      t3(
        '最後一年的交易室實習，讓我提早適應市場節奏。',
        '最后一年的交易室实习，让我提早适应市场节奏。',
        'Trading-room practice in my final year got me used to the market’s pace.',
      ),
    ),
    v(
      t3('燈塔創投', '灯塔创投', 'Lighthouse Ventures'),
      t3('創辦人', '创办人', 'Founder'),
      t3(
        '創業比賽失敗那年，是我學到最多的一年。',
        '创业比赛失败那年，是我学到最多的一年。',
        'The year my start-up lost the competition was the year I learnt most.',
      ),
    ),
    v(
      t3('雲頂旅遊', '云顶旅游', 'Summit Travel'),
      t3('產品經理', '产品经理', 'Product Manager'),
      t3(
        '可持續旅遊的研究，成了我們公司的新路線。',
        '可持续旅游的研究，成了我们公司的新路线。',
        'My sustainable tourism research became one of our company’s tours.',
      ),
    ),
    v(
      t3('同心慈善基金', '同心慈善基金', 'Common Heart Charitable Fund'),
      t3('財務主任', '财务主任', 'Finance Officer'),
      t3(
        '企業管治課讓我相信，好的數字要對社會負責。',
        '企业管治课让我相信，好的数字要对社会负责。',
        'Corporate governance taught me that good numbers answer to society.',
      ),
    ),
    v(
      t3('信和人才顧問有限公司', '信和人才顾问有限公司', 'Trustwell HR Consulting'),
      t3('人力資源顧問', '人力资源顾问', 'HR Consultant'),
      t3(
        '小班教學讓老師真正認識每一位同學。',
        '小班教学让老师真正认识每一位同学。',
        'Small classes meant our teachers truly knew every one of us.',
      ),
    ),
    v(
      t3('雙城貿易', '双城贸易', 'Twin Cities Trading'),
      t3('業務發展經理', '业务发展经理', 'Business Development Manager'),
      t3(
        '在月灣結識的朋友，至今仍是我最大的支持。',
        '在月湾结识的朋友，至今仍是我最大的支持。',
        'The friends I made at Crescent Harbour are still my greatest support.',
      ),
    ),
    v(
      t3('新港初創基地', '新港初创基地', 'Newport Start-up Hub'),
      t3('投資經理', '投资经理', 'Investment Manager'),
      t3(
        '金融科技課的同學，現在是我投資的創辦人。',
        '金融科技课的同学，现在是我投资的创办人。',
        'My fintech classmates are now the founders I invest in.',
      ),
    ),
  ],
  300: [
    v(
      t3('星河數據科技', '星河数据科技', 'Starstream Data Technologies'),
      t3('數據工程師', '数据工程师', 'Data Engineer'),
      t3(
        '畢業專題的社區數據，讓我明白數字背後是人。',
        '毕业专题的社区数据，让我明白数字背后是人。',
        'The community data in my capstone showed me there are people behind the numbers.',
      ),
    ),
    v(
      t3('綠洲環境顧問', '绿洲环境顾问', 'Oasis Environmental Consultants'),
      t3('環境顧問', '环境顾问', 'Environmental Consultant'),
      t3(
        '海邊的校園是我讀書時最難忘的風景，也是我的實驗室。',
        '海边的校园是我读书时最难忘的风景，也是我的实验室。',
        'The seaside campus was the view I remember most, and my laboratory.',
      ),
    ),
    v(
      t3('灣畔醫院', '湾畔医院', 'Bayside Hospital'),
      t3('註冊護士', '注册护士', 'Registered Nurse'),
      t3(
        '模擬病房的深夜練習，讓我第一次當值時手不再發抖。',
        '模拟病房的深夜练习，让我第一次当值时手不再发抖。',
        'Late nights in the simulated ward meant my hands were steady on my first shift.',
      ),
    ),
    v(
      t3('海峰軟件', '海峰软件', 'Seapeak Software'),
      t3('軟件工程師', '软件工程师', 'Software Engineer'),
      t3(
        '和本地企業合作的畢業專題，後來成了我的第一份工作。',
        '和本地企业合作的毕业专题，后来成了我的第一份工作。',
        'My final-year project with a local company became my first job.',
      ),
    ),
    v(
      t3('清源水質化驗所', '清源水质化验所', 'Clearsource Water Laboratories'),
      t3('化驗師', '化验师', 'Chemist'),
      t3(
        '環境化學實驗室的嚴格要求，現在是我的工作習慣。',
        '环境化学实验室的严格要求，现在是我的工作习惯。',
        'The strict habits of the environmental chemistry lab are my working habits now.',
      ),
    ),
    v(
      t3('社區護理服務', '社区护理服务', 'Community Nursing Service'),
      t3('社康護士', '社康护士', 'Community Nurse'),
      t3(
        '上門探訪長者的實習，讓我選擇了社康護理。',
        '上门探访长者的实习，让我选择了社康护理。',
        'Home visits to older people on placement made me choose community nursing.',
      ),
    ),
    v(
      t3('城市智能', '城市智能', 'CityMind AI'),
      t3('機器學習工程師', '机器学习工程师', 'Machine Learning Engineer'),
      t3(
        '人工智能倫理課讓我在寫每行程式前都會多想一步。',
        '人工智能伦理课让我在写每行程序前都会多想一步。',
        'AI ethics makes me think twice before each line of code.',
      ),
    ),
    v(
      t3('海岸保育基金', '海岸保育基金', 'Shoreline Conservation Trust'),
      t3('保育主任', '保育主任', 'Conservation Officer'),
      t3(
        '每年的海岸清潔日，我現在是帶隊的那個人。',
        '每年的海岸清洁日，我现在是带队的那个人。',
        'At the coastal clean-up each year, I am now the one leading the team.',
      ),
    ),
    v(
      t3('仁愛醫院', '仁爱医院', 'Benevolence Hospital'),
      t3('護士長', '护士长', 'Ward Manager'),
      t3(
        '導師的鼓勵讓我找到自己的方向。',
        '导师的鼓励让我找到自己的方向。',
        'My mentor’s encouragement helped me find my own direction.',
      ),
    ),
    v(
      t3('安心網絡保安', '安心网络保安', 'Safeguard Cyber Security'),
      t3('網絡保安分析員', '网络保安分析员', 'Cyber Security Analyst'),
      t3(
        '實習經驗讓我畢業後很快適應職場。',
        '实习经验让我毕业后很快适应职场。',
        'My internships helped me settle into work quickly.',
      ),
    ),
    v(
      t3('碳中和顧問', '碳中和顾问', 'Net Zero Advisory'),
      t3('可持續發展顧問', '可持续发展顾问', 'Sustainability Consultant'),
      t3(
        '環境科學課上的企業個案，今天就在我的桌上。',
        '环境科学课上的企业个案，今天就在我的桌上。',
        'The company cases from my environmental science classes are on my desk today.',
      ),
    ),
    v(
      t3('仁心長者中心', '仁心长者中心', 'Kind Heart Elderly Centre'),
      t3('中心主任', '中心主任', 'Centre Manager'),
      t3(
        '書院給我的不只是知識，更是面對世界的勇氣。',
        '书院给我的不只是知识，更是面对世界的勇气。',
        'The College gave me more than knowledge: it gave me the courage to face the world.',
      ),
    ),
    v(
      t3('天際雲端服務', '天际云端服务', 'Skyward Cloud Services'),
      t3('系統架構師', '系统架构师', 'Systems Architect'),
      t3(
        '分散式系統那一科，我重讀了兩次筆記才明白。',
        '分布式系统那一科，我重读了两次笔记才明白。',
        'I read my distributed systems notes twice before it clicked.',
      ),
    ),
    v(
      t3('南海氣象研究所', '南海气象研究所', 'South Sea Weather Institute'),
      t3('科學主任', '科学主任', 'Scientific Officer'),
      t3(
        '氣候變化科學一課的數據模型，我現在每天都用。',
        '气候变化科学一课的数据模型，我现在每天都用。',
        'I use the data models from climate change science every day.',
      ),
    ),
    v(
      t3('樂齡科技', '乐龄科技', 'Silver Age Tech'),
      t3('產品設計師', '产品设计师', 'Product Designer'),
      t3(
        '在智慧樂齡研究中心做研究助理，是我創業的起點。',
        '在智慧乐龄研究中心做研究助理，是我创业的起点。',
        'Research assistant work at the Centre for Smart Ageing started my company.',
      ),
    ),
    v(
      t3('校園資訊科技處', '校园信息技术处', 'Campus IT Services'),
      t3('網絡管理員', '网络管理员', 'Network Administrator'),
      t3(
        '高級文憑讓我先工作，再回來讀學位。',
        '高级文凭让我先工作，再回来读学位。',
        'The higher diploma let me work first and come back for a degree.',
      ),
    ),
  ],
};

/** What an alumnus did as a student: eight ways, each one alumnus's own (alumni.ts). */
export const STUDENT_DAYS: T3[] = [
  t3(
    '在學期間，{name}擔任學會幹事，籌辦過三次迎新活動。',
    '在学期间，{name}担任学会干事，筹办过三次迎新活动。',
    'As a student, {name} served on a society committee and ran three orientation camps.',
  ),
  t3(
    '{name}大學二年級時到歐洲交流一個學期。',
    '{name}大学二年级时到欧洲交流一个学期。',
    'In the second year, {name} spent a semester on exchange in Europe.',
  ),
  t3(
    '{name}曾在書院圖書館當學生助理，負責晚間值班。',
    '{name}曾在书院图书馆当学生助理，负责晚间值班。',
    '{name} worked evenings as a student assistant in the College Library.',
  ),
  t3(
    '{name}是學生大使，帶領過數十次校園導賞。',
    '{name}是学生大使，带领过数十次校园导赏。',
    'As a student ambassador, {name} led dozens of campus tours.',
  ),
  t3(
    '{name}在學期間參與服務學習，到區內長者中心做義工。',
    '{name}在学期间参与服务学习，到区内长者中心做义工。',
    'Through service learning, {name} volunteered at a local elderly centre.',
  ),
  t3(
    '{name}曾代表書院參加大專辯論比賽。',
    '{name}曾代表书院参加大专辩论比赛。',
    '{name} debated for the College in the inter-collegiate competition.',
  ),
  t3(
    '{name}在暑假到合作企業實習，並獲留任兼職。',
    '{name}在暑假到合作企业实习，并获留任兼职。',
    'A summer internship with a partner company led to a part-time job for {name}.',
  ),
  t3(
    '{name}住在書院宿舍四年，曾任舍堂代表。',
    '{name}住在书院宿舍四年，曾任舍堂代表。',
    '{name} lived in residence for four years and represented the hall.',
  ),
];

/**
 * What an alumnus does for the College now, each about their own employer (so no two alumni
 * share a sentence): six kinds of help (alumni.ts).
 */
export const ADVICE: T3[] = [
  t3(
    '{name}現時擔任友師，每年帶兩位學弟學妹到{employer}參觀。',
    '{name}现在担任友师，每年带两位学弟学妹到{employer}参观。',
    '{name} now mentors two students a year and shows them round {employer}.',
  ),
  t3(
    '{name}每年回校參加職涯講座，介紹在{employer}的工作。',
    '{name}每年回校参加职业讲座，介绍在{employer}的工作。',
    'Every year {name} comes back to a career talk to describe the work at {employer}.',
  ),
  t3(
    '{name}是校友會理事，並在{employer}成立了校友小組。',
    '{name}是校友会理事，并在{employer}成立了校友小组。',
    '{name} sits on the Alumni Association council and started an alumni group at {employer}.',
  ),
  t3(
    '{name}促成{employer}配對捐款，支持書院的獎助學金。',
    '{name}促成{employer}配对捐款，支持书院的奖助学金。',
    '{name} persuaded {employer} to match gifts to the College’s scholarships.',
  ),
  t3(
    '在{name}推動下，{employer}每年為書院學生提供實習名額。',
    '在{name}推动下，{employer}每年为书院学生提供实习名额。',
    'Thanks to {name}, {employer} takes on interns from the College every year.',
  ),
  t3(
    '{name}每學期回校主持一次工作坊，分享在{employer}遇到的真實個案。',
    '{name}每学期回校主持一次工作坊，分享在{employer}遇到的真实案例。',
    'Once a term {name} runs a workshop at the College on real cases from {employer}.',
  ),
];
