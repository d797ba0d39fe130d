// About the College, administration, research, recruitment, alumni, giving and the important statement.
import { t3, MAIL_DOMAIN, PHONE_LINK } from '../lib';
import { type DemoPage, sec } from './page-model';

export const aboutPages: DemoPage[] = [
  {
    alias: 'about',
    id: 901,
    title: t3('書院簡介', '书院简介', 'College Introduction'),
    body: t3(
      '<p>月灣書院創立於 1998 年，是一所坐落海港之畔的私立高等院校。書院以博雅教育為本，設有人文及社會科學學院、商學院、理工學院及一帶一路研究院，現有學生約六千人。</p>',
      '<p>月湾书院创立于 1998 年，是一所坐落海港之畔的私立高等院校。书院以博雅教育为本，设有人文及社会科学学院、商学院、理工学院及一带一路研究院，现有学生约六千人。</p>',
      '<p>Founded in 1998, Crescent Harbour College is a private higher-education institution by the harbour. Rooted in liberal education, it has a Faculty of Arts and Social Sciences, a Faculty of Business, a Faculty of Science and Engineering and the Belt and Road Research Institute, with some six thousand students.</p>',
    ),
    sections: [
      sec(
        t3('校訓', '校训', 'Motto'),
        t3('<p>「明德、博學、濟世」</p>', '<p>「明德、博学、济世」</p>', '<p>“Virtue, learning and service.”</p>'),
      ),
      sec(
        t3('校園', '校园', 'Campus'),
        t3(
          '<p>校園佔地十二公頃，設有圖書館、學習共享空間、實驗室、護理模擬病房及四座學生宿舍。</p>',
          '<p>校园占地十二公顷，设有图书馆、学习共享空间、实验室、护理模拟病房及四座学生宿舍。</p>',
          '<p>The twelve-hectare campus has a library, a learning commons, laboratories, a simulated nursing ward and four student residences.</p>',
        ),
      ),
      sec(
        t3('數字一覽', '数字一览', 'Quick facts'),
        t3(
          '<ul><li>學生約 6,000 人</li><li>教學人員約 280 人</li><li>夥伴院校逾 20 所</li></ul>',
          '<ul><li>学生约 6,000 人</li><li>教学人员约 280 人</li><li>伙伴院校逾 20 所</li></ul>',
          '<ul><li>About 6,000 students</li><li>About 280 academic staff</li><li>More than 20 partner institutions</li></ul>',
        ),
      ),
    ],
  },
  {
    alias: 'about-history',
    id: 902,
    title: t3('歷史沿革', '历史沿革', 'History'),
    body: t3(
      '<ul><li>1998 年：書院於月灣創立，首屆學生一百二十人。</li><li>2008 年：商學院成立。</li><li>2015 年：理工學院及護理課程開辦。</li><li>2021 年：一帶一路研究院成立。</li><li>2026 年：圖書館學習共享空間啟用。</li></ul>',
      '<ul><li>1998 年：书院于月湾创立，首届学生一百二十人。</li><li>2008 年：商学院成立。</li><li>2015 年：理工学院及护理课程开办。</li><li>2021 年：一带一路研究院成立。</li><li>2026 年：图书馆学习共享空间启用。</li></ul>',
      '<ul><li>1998: the College is founded at Crescent Bay with 120 students.</li><li>2008: the Faculty of Business is established.</li><li>2015: the Faculty of Science and Engineering and the nursing programme open.</li><li>2021: the Belt and Road Research Institute is founded.</li><li>2026: the Library Learning Commons opens.</li></ul>',
    ),
  },
  {
    alias: 'about-mission',
    id: 903,
    title: t3('使命及願景', '使命及愿景', 'Mission and Vision'),
    body: t3(
      '<h3>使命</h3><p>提供優質博雅教育，培養具社會責任感及國際視野的專業人才。</p><h3>願景</h3><p>成為區內以教學及社區研究見稱的卓越院校。</p>',
      '<h3>使命</h3><p>提供优质博雅教育，培养具社会责任感及国际视野的专业人才。</p><h3>愿景</h3><p>成为区内以教学及社区研究见称的卓越院校。</p>',
      '<h3>Mission</h3><p>To offer a high-quality liberal education that prepares socially responsible professionals with a global outlook.</p><h3>Vision</h3><p>To be a leading institution in the region, known for its teaching and community-minded research.</p>',
    ),
  },
  {
    alias: 'administration',
    id: 904,
    title: t3('行政部門', '行政部门', 'Administration'),
    body: t3(
      '<p>各行政部門支援書院的教學、研究及學生生活。</p>',
      '<p>各行政部门支持书院的教学、研究及学生生活。</p>',
      '<p>The administrative departments support teaching, research and student life at the College.</p>',
    ),
    sections: [
      sec(
        t3('教務處', '教务处', 'Registry'),
        t3(
          '<p>負責學籍、選科、考試及成績。</p>',
          '<p>负责学籍、选科、考试及成绩。</p>',
          '<p>Student records, course registration, examinations and results.</p>',
        ),
      ),
      sec(
        t3('學生事務處', '学生事务处', 'Student Affairs Office'),
        t3(
          '<p>提供輔導、宿舍、獎學金及就業服務。</p>',
          '<p>提供辅导、宿舍、奖学金及就业服务。</p>',
          '<p>Counselling, residences, scholarships and careers services.</p>',
        ),
      ),
      sec(
        t3('招生處', '招生处', 'Admissions Office'),
        t3(
          `<p>處理入學申請及查詢，電話 ${PHONE_LINK}。</p>`,
          `<p>处理入学申请及查询，电话 ${PHONE_LINK}。</p>`,
          `<p>Handles applications and enquiries; telephone ${PHONE_LINK}.</p>`,
        ),
      ),
    ],
  },
  {
    alias: 'research',
    id: 905,
    title: t3('研究', '研究', 'Research'),
    body: t3(
      '<p>書院的研究重視與社區連繫，四個研究單位合共進行逾六十項研究計劃。</p>',
      '<p>书院的研究重视与社区连系，四个研究单位合共进行逾六十项研究计划。</p>',
      '<p>Research at the College is rooted in the community: four research units run more than sixty projects.</p>',
    ),
    sections: [
      sec(
        t3('海洋生態研究中心', '海洋生态研究中心', 'Centre for Marine Ecology'),
        t3(
          '<p>監察及保育本地海岸生態。</p><p><a href="/centre-marine-ecology">了解中心</a></p>',
          '<p>监察及保育本地海岸生态。</p><p><a href="/centre-marine-ecology">了解中心</a></p>',
          '<p>Monitoring and conserving local coastal ecosystems.</p><p><a href="/centre-marine-ecology">About the centre</a></p>',
        ),
      ),
      sec(
        t3('粵語及方言研究中心', '粤语及方言研究中心', 'Centre for Cantonese and Dialect Studies'),
        t3(
          '<p>建立開放的粵語語料庫。</p><p><a href="/centre-cantonese">了解中心</a></p>',
          '<p>建立开放的粤语语料库。</p><p><a href="/centre-cantonese">了解中心</a></p>',
          '<p>Building an open Cantonese corpus.</p><p><a href="/centre-cantonese">About the centre</a></p>',
        ),
      ),
      sec(
        t3('智慧樂齡研究中心', '智慧乐龄研究中心', 'Centre for Smart Ageing'),
        t3(
          '<p>以科技支援長者社區生活。</p><p><a href="/centre-smart-ageing">了解中心</a></p>',
          '<p>以科技支持长者社区生活。</p><p><a href="/centre-smart-ageing">了解中心</a></p>',
          '<p>Technology that supports older people in the community.</p><p><a href="/centre-smart-ageing">About the centre</a></p>',
        ),
      ),
    ],
  },
  {
    alias: 'bri',
    id: 906,
    title: t3('一帶一路研究院', '一带一路研究院', 'Belt and Road Research Institute'),
    body: t3(
      '<p>研究院成立於 2021 年，研究區域合作、國際貿易及基建融資，並開辦本科及研究生課程。</p>',
      '<p>研究院成立于 2021 年，研究区域合作、国际贸易及基建融资，并开办本科及研究生课程。</p>',
      '<p>Founded in 2021, the Institute researches regional cooperation, international trade and infrastructure finance, and offers undergraduate and postgraduate programmes.</p>',
    ),
    sections: [
      sec(
        t3('院長的話', '院长的话', 'Director’s message'),
        t3(
          '<p>我們希望以嚴謹研究促進區域之間的理解與合作。</p>',
          '<p>我们希望以严谨研究促进区域之间的理解与合作。</p>',
          '<p>We hope rigorous research will foster understanding and cooperation between regions.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'recruit',
    id: 907,
    title: t3('招聘', '招聘', 'Recruitment'),
    body: t3(
      '<p>書院誠邀具熱誠的人士加入。請選擇合適的申請表格，並於截止日期前遞交。</p>',
      '<p>书院诚邀具热诚的人士加入。请选择合适的申请表格，并于截止日期前递交。</p>',
      '<p>The College welcomes committed people to join it. Choose the right application form below and submit it before the deadline.</p>',
    ),
  },
  {
    alias: 'alumni',
    id: 908,
    title: t3('校友', '校友', 'Alumni'),
    body: t3(
      '<p>月灣書院校友遍佈世界各地。校友事務處舉辦聚會、友師計劃及終身學習課程，歡迎校友回家。</p>',
      '<p>月湾书院校友遍布世界各地。校友事务处举办聚会、友师计划及终身学习课程，欢迎校友回家。</p>',
      '<p>Crescent Harbour alumni live all over the world. The Alumni Affairs Office runs reunions, a mentoring scheme and lifelong-learning courses: welcome home.</p>',
    ),
    sections: [
      sec(
        t3('月灣書院校友會', '月湾书院校友会', 'The Alumni Association'),
        t3(
          `<p>校友會於 2002 年成立，由校友選出的理事會管理，設香港、大灣區、多倫多及倫敦分會。畢業生自動成為會員，毋須繳付會費。</p><p>更新聯絡資料或加入分會：<a href="mailto:alumni@${MAIL_DOMAIN}">alumni@${MAIL_DOMAIN}</a>。</p>`,
          `<p>校友会于 2002 年成立，由校友选出的理事会管理，设香港、大湾区、多伦多及伦敦分会。毕业生自动成为会员，无须缴付会费。</p><p>更新联系资料或加入分会：<a href="mailto:alumni@${MAIL_DOMAIN}">alumni@${MAIL_DOMAIN}</a>。</p>`,
          `<p>Founded in 2002 and run by a council that alumni elect, the Association has chapters in Hong Kong, the Greater Bay Area, Toronto and London. Every graduate is a member, free of charge.</p><p>To update your details or join a chapter, write to <a href="mailto:alumni@${MAIL_DOMAIN}">alumni@${MAIL_DOMAIN}</a>.</p>`,
        ),
      ),
      sec(
        t3('校友活動', '校友活动', 'Alumni events'),
        t3(
          '<ul><li>回校日：每年十二月第一個星期六，開放校園、學系茶敘及校友足球賽。</li><li>周年晚宴：每年三月舉行，同時頒發傑出校友獎。</li><li>職涯講座：每月一次，由校友分享行業經驗，在校生及校友均可參加。</li></ul>',
          '<ul><li>回校日：每年十二月第一个星期六，开放校园、学系茶叙及校友足球赛。</li><li>周年晚宴：每年三月举行，同时颁发杰出校友奖。</li><li>职涯讲座：每月一次，由校友分享行业经验，在校生及校友均可参加。</li></ul>',
          '<ul><li>Homecoming Day: the first Saturday of December, with open departments, tea with former teachers and the alumni football match.</li><li>Annual dinner: every March, when the Distinguished Alumni Awards are presented.</li><li>Career talks: once a month, alumni share their trade with students and fellow graduates.</li></ul>',
        ),
      ),
      sec(
        t3('友師計劃', '友师计划', 'Mentoring scheme'),
        t3(
          '<p>每年約二百名校友擔任友師，與一至兩名在校生每月會面，分享求職及事業經驗。有意參加的校友可於九月前登記。</p>',
          '<p>每年约二百名校友担任友师，与一至两名在校生每月会面，分享求职及事业经验。有意参加的校友可于九月前登记。</p>',
          '<p>About two hundred alumni mentor one or two students each year, meeting monthly to talk about job hunting and careers. Sign up by September to mentor in the coming year.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'president-message',
    id: 911,
    title: t3('校長的話', '校长的话', 'President’s Message'),
    body: t3(
      '<p>歡迎你認識月灣書院。二十多年來，我們相信教育不只發生在課室：它發生在海岸的潮間帶、社區中心的長者活動室，也發生在同學到海外交流後回來的那個晚上。</p><p>書院規模不大，這是我們刻意的選擇。我們的老師認識每一位學生的名字，課程讓你在第一年就走進社區，在最後一年與業界夥伴一起完成專題。無論你來自香港、內地或世界其他地方，你都會在這裡找到願意聆聽的人。</p><p>我們也清楚知道，選擇院校是一個家庭的重要決定。所以我們盡力把每一項事實說清楚：課程內容、入學要求、學費及日期，都在這個網站上公開，並隨時更新。若有任何疑問，招生處的同事樂意為你解答。</p><p>期待在月灣與你見面。</p><p>校長<br>陳詠欣教授</p>',
      '<p>欢迎你认识月湾书院。二十多年来，我们相信教育不只发生在课室：它发生在海岸的潮间带、社区中心的长者活动室，也发生在同学到海外交流后回来的那个晚上。</p><p>书院规模不大，这是我们刻意的选择。我们的老师认识每一位学生的名字，课程让你在第一年就走进社区，在最后一年与业界伙伴一起完成专题。无论你来自香港、内地或世界其他地方，你都会在这里找到愿意聆听的人。</p><p>我们也清楚知道，选择院校是一个家庭的重要决定。所以我们尽力把每一项事实说清楚：课程内容、入学要求、学费及日期，都在这个网站上公开，并随时更新。若有任何疑问，招生处的同事乐意为你解答。</p><p>期待在月湾与你见面。</p><p>校长<br>陈咏欣教授</p>',
      '<p>Welcome to Crescent Harbour College. For more than twenty years we have believed that education does not only happen in classrooms: it happens on the shore at low tide, in the elderly centre down the road, and on the evening a student comes home from an exchange abroad.</p><p>We are a small college by choice. Our teachers know every student by name; our programmes take you into the community in your first year and have you work with industry partners in your last. Whether you come from Hong Kong, the mainland or further away, you will find people here who listen.</p><p>We also know that choosing a college is a family decision. So we try to state every fact plainly: what each programme teaches, what it asks of you, what it costs and when to apply are all published on this site and kept up to date. If anything is unclear, the Admissions Office will gladly answer.</p><p>I look forward to meeting you at Crescent Bay.</p><p>Professor CHAN Wing-yan<br>President</p>',
    ),
  },
  {
    alias: 'give',
    id: 909,
    title: t3('捐贈', '捐赠', 'Give'),
    body: t3(
      `<p>你的捐款將用於獎學金、學生交流及研究發展。每一分捐款都會用於你指定的用途，並列入本院年度捐款報告。捐款港幣一百元或以上可憑收據申請扣稅。</p><h3>網上捐款</h3><p>以信用卡或「轉數快」即時捐款，並可選擇每月定期捐款：<a href="https://give.${MAIL_DOMAIN}/">前往網上捐款平台</a>。</p><h3>轉數快（FPS）</h3><p>轉數快識別碼：1688 2026（月灣書院）。轉賬後請把交易紀錄連同姓名及地址電郵至 <a href="mailto:give@${MAIL_DOMAIN}">give@${MAIL_DOMAIN}</a>，以便發出收據。</p><h3>銀行轉賬</h3><p>收款銀行：灣區商業銀行；戶口名稱：月灣書院；戶口號碼：388-123456-001。請於備註欄註明「捐款」及你的姓名。</p><h3>支票</h3><p>支票抬頭「月灣書院」，連同姓名、地址及捐款用途寄往：香港新界月灣道 88 號月灣書院發展及校友事務處。</p><h3>親臨捐款</h3><p>星期一至五上午九時至下午五時，可親臨行政樓 G 樓財務處以現金、支票或八達通捐款。</p><h3>收據及查詢</h3><p>本院會於收到捐款後三十日內寄出正式收據。查詢：<a href="mailto:give@${MAIL_DOMAIN}">give@${MAIL_DOMAIN}</a>，電話 ${PHONE_LINK}。</p>`,
      `<p>你的捐款将用于奖学金、学生交流及研究发展。每一分捐款都会用于你指定的用途，并列入本院年度捐款报告。捐款港币一百元或以上可凭收据申请扣税。</p><h3>网上捐款</h3><p>以信用卡或「转数快」即时捐款，并可选择每月定期捐款：<a href="https://give.${MAIL_DOMAIN}/">前往网上捐款平台</a>。</p><h3>转数快（FPS）</h3><p>转数快识别码：1688 2026（月湾书院）。转账后请把交易记录连同姓名及地址发送电子邮件至 <a href="mailto:give@${MAIL_DOMAIN}">give@${MAIL_DOMAIN}</a>，以便发出收据。</p><h3>银行转账</h3><p>收款银行：湾区商业银行；账户名称：月湾书院；账户号码：388-123456-001。请于备注栏注明「捐款」及你的姓名。</p><h3>支票</h3><p>支票抬头「月湾书院」，连同姓名、地址及捐款用途寄往：香港新界月湾道 88 号月湾书院发展及校友事务处。</p><h3>亲临捐款</h3><p>星期一至五上午九时至下午五时，可亲临行政楼 G 楼财务处以现金、支票或八达通捐款。</p><h3>收据及查询</h3><p>本院会于收到捐款后三十日内寄出正式收据。查询：<a href="mailto:give@${MAIL_DOMAIN}">give@${MAIL_DOMAIN}</a>，电话 ${PHONE_LINK}。</p>`,
      `<p>Your gift supports scholarships, student exchange and research. Every dollar goes to the purpose you choose and is listed in the College’s annual report on giving. Donations of HK$100 or more are tax-deductible with our receipt.</p><h3>Give online</h3><p>Give at once by credit card or FPS, or set up a monthly gift: <a href="https://give.${MAIL_DOMAIN}/">go to the online giving platform</a>.</p><h3>FPS</h3><p>FPS identifier: 1688 2026 (Crescent Harbour College). After the transfer, email the transaction record with your name and address to <a href="mailto:give@${MAIL_DOMAIN}">give@${MAIL_DOMAIN}</a> so that we can send a receipt.</p><h3>Bank transfer</h3><p>Bank: Bayside Commercial Bank; account name: Crescent Harbour College; account number: 388-123456-001. Please write “Donation” and your name in the reference.</p><h3>By cheque</h3><p>Make the cheque payable to “Crescent Harbour College” and send it, with your name, address and the purpose of your gift, to the Development and Alumni Affairs Office, Crescent Harbour College, 88 Crescent Harbour Road, New Territories, Hong Kong.</p><h3>In person</h3><p>Monday to Friday, 9 am to 5 pm, at the Finance Office, Administration Building G/F, by cash, cheque or Octopus.</p><h3>Receipts and enquiries</h3><p>We send an official receipt within 30 days of receiving your gift. Enquiries: <a href="mailto:give@${MAIL_DOMAIN}">give@${MAIL_DOMAIN}</a>, phone ${PHONE_LINK}.</p>`,
    ),
  },
  {
    alias: 'important-statement',
    id: 910,
    title: t3('重要聲明', '重要声明', 'Important Statement'),
    body: t3(
      `<p>本院從未委託任何中介機構或個人代辦入學申請，亦不會收取任何「保證入學」費用。如有人聲稱可代辦入學，請提高警覺。</p><p>如有疑問，請致電招生處查詢熱線 ${PHONE_LINK}。</p>`,
      `<p>本院从未委托任何中介机构或个人代办入学申请，亦不会收取任何「保证入学」费用。如有人声称可代办入学，请提高警觉。</p><p>如有疑问，请致电招生处查询热线 ${PHONE_LINK}。</p>`,
      `<p>The College has never authorised any agent or individual to handle admission applications on its behalf, and never charges a fee that “guarantees admission”. Be wary of anyone who claims otherwise.</p><p>If in doubt, call the Admissions Office enquiry line on ${PHONE_LINK}.</p>`,
    ),
  },
];
