// Campus life, students, staff, global exchange, jobs, special topics, contact and the general FAQ.
import { t3, MAIL_DOMAIN, PHONE_LINK } from '../lib';
import { type DemoPage, sec } from './page-model';

export const campusPages: DemoPage[] = [
  {
    alias: 'campus-facilities',
    id: 940,
    title: t3('校園設施', '校园设施', 'Campus Facilities'),
    body: t3(
      '<p>校園面向月灣，設施齊備。</p>',
      '<p>校园面向月湾，设施齐备。</p>',
      '<p>The campus faces Crescent Bay and is well equipped.</p>',
    ),
    sections: [
      sec(
        t3('圖書館', '图书馆', 'Library'),
        t3(
          `<p>藏書逾三十萬冊，並設學習共享空間。詳見<a href="https://library.${MAIL_DOMAIN}/">圖書館網站</a>。</p>`,
          `<p>藏书逾三十万册，并设学习共享空间。详见<a href="https://library.${MAIL_DOMAIN}/">图书馆网站</a>。</p>`,
          `<p>Over 300,000 volumes and a learning commons. See the <a href="https://library.${MAIL_DOMAIN}/">Library website</a>.</p>`,
        ),
      ),
      sec(
        t3('學生宿舍', '学生宿舍', 'Residences'),
        t3(
          '<p>四座宿舍提供逾千個宿位，每層設共用廚房。房間、住宿費及申請方法見<a href="/student-housing">學生宿舍</a>。</p>',
          '<p>四座宿舍提供逾千个床位，每层设公共厨房。房间、住宿费及申请方法见<a href="/student-housing">学生宿舍</a>。</p>',
          '<p>Four halls with over a thousand places and a shared kitchen on every floor. Rooms, fees and how to apply are on <a href="/student-housing">Student Housing</a>.</p>',
        ),
      ),
      sec(
        t3('體育設施', '体育设施', 'Sports'),
        t3(
          '<p>室內體育館、二十五米泳池及戶外運動場。</p>',
          '<p>室内体育馆、二十五米泳池及户外运动场。</p>',
          '<p>An indoor sports hall, a 25-metre pool and an outdoor sports ground.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'student',
    id: 941,
    title: t3('學生', '学生', 'Students'),
    body: t3(
      '<p>在校學生常用的服務及資訊。</p>',
      '<p>在校学生常用的服务及信息。</p>',
      '<p>Services and information for current students.</p>',
    ),
    sections: [
      sec(
        t3('學年曆', '学年历', 'Academic calendar'),
        t3(
          '<p>查看<a href="/article/academic-calendar">本學年重要日期</a>。</p>',
          '<p>查看<a href="/article/academic-calendar">本学年重要日期</a>。</p>',
          '<p>See the <a href="/article/academic-calendar">key dates of this year</a>.</p>',
        ),
      ),
      sec(
        t3('輔導服務', '辅导服务', 'Counselling'),
        t3(
          '<p>學生事務處提供個人及小組輔導，全部保密。</p>',
          '<p>学生事务处提供个人及小组辅导，全部保密。</p>',
          '<p>The Student Affairs Office offers confidential individual and group counselling.</p>',
        ),
      ),
      sec(
        t3('學生會及學會', '学生会及学会', 'Student union and societies'),
        t3(
          '<p>六十多個學會涵蓋學術、文化、體育及義工服務。</p>',
          '<p>六十多个学会涵盖学术、文化、体育及义工服务。</p>',
          '<p>More than sixty societies for academic, cultural, sports and volunteer interests.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'staff',
    id: 942,
    title: t3('教職員', '教职员', 'Staff'),
    body: t3(
      '<p>教職員內聯網、培訓及福利資訊。</p>',
      '<p>教职员内联网、培训及福利信息。</p>',
      '<p>Intranet, training and benefits for staff.</p>',
    ),
    sections: [
      sec(
        t3('資訊科技服務', '信息技术服务', 'IT services'),
        t3(
          '<p>電郵、雲端儲存及教學平台支援。</p>',
          '<p>电子邮件、云存储及教学平台支持。</p>',
          '<p>E-mail, cloud storage and teaching-platform support.</p>',
        ),
      ),
      sec(
        t3('專業發展', '专业发展', 'Professional development'),
        t3(
          '<p>教學工作坊及進修資助。</p>',
          '<p>教学工作坊及进修资助。</p>',
          '<p>Teaching workshops and study sponsorship.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'global-exchange',
    id: 943,
    title: t3('全球交流', '全球交流', 'Global Exchange'),
    body: t3(
      '<p>書院與歐洲、亞洲、北美洲及大洋洲逾二十所院校合作，提供學期及暑期交流。</p>',
      '<p>书院与欧洲、亚洲、北美洲及大洋洲逾二十所院校合作，提供学期及暑期交流。</p>',
      '<p>The College works with over twenty institutions in Europe, Asia, North America and Oceania on semester and summer exchanges.</p>',
    ),
    sections: [
      sec(
        t3('申請資格', '申请资格', 'Who can apply'),
        t3(
          '<p>完成一年級課程、平均積點 2.7 或以上的本科生。</p>',
          '<p>完成一年级课程、平均积点 2.7 或以上的本科生。</p>',
          '<p>Undergraduates who have completed year one with a GPA of 2.7 or above.</p>',
        ),
      ),
      sec(
        t3('資助', '资助', 'Funding'),
        t3(
          '<p>交流生可申請最高港幣二萬元的交流獎學金。</p>',
          '<p>交流生可申请最高港币二万元的交流奖学金。</p>',
          '<p>Exchange students may apply for scholarships of up to HK$20,000.</p>',
        ),
      ),
      sec(
        t3('申請時間', '申请时间', 'When to apply'),
        t3(
          '<p>每年二月及九月接受申請。</p>',
          '<p>每年二月及九月接受申请。</p>',
          '<p>Applications open every February and September.</p>',
        ),
      ),
    ],
  },
  {
    alias: 'jobs',
    id: 944,
    title: t3('工作機會', '工作机会', 'Jobs'),
    body: t3(
      '<p>以下為現時的教學及行政職位空缺。申請方法見<a href="/recruit">招聘</a>。</p>',
      '<p>以下为现时的教学及行政职位空缺。申请方法见<a href="/recruit">招聘</a>。</p>',
      '<p>Current academic and administrative vacancies are listed below. See <a href="/recruit">Recruitment</a> for how to apply.</p>',
    ),
  },
  {
    alias: 'subject',
    id: 945,
    title: t3('專題', '专题', 'Special Topics'),
    body: t3(
      '<p>書院的重點計劃及活動專題。</p>',
      '<p>书院的重点计划及活动专题。</p>',
      '<p>Feature topics on the College’s main projects and events.</p>',
    ),
    articles: 'subject',
  },
  {
    alias: 'contact-us',
    id: 946,
    title: t3('聯絡我們', '联系我们', 'Contact us'),
    body: t3(
      `<p>歡迎填寫下列表格查詢，或致電 ${PHONE_LINK}。</p>`,
      `<p>欢迎填写下列表格查询，或致电 ${PHONE_LINK}。</p>`,
      `<p>Send us an enquiry with the form below, or call ${PHONE_LINK}.</p>`,
    ),
  },
  {
    alias: 'faq',
    updated: '2026-10-19',
    id: 947,
    title: t3('常見問題', '常见问题', 'Frequently Asked Questions'),
    body: t3(
      '<p>關於校園及服務的常見問題。</p>',
      '<p>关于校园及服务的常见问题。</p>',
      '<p>Common questions about the campus and its services.</p>',
    ),
    sections: [
      sec(
        t3('如何前往書院？', '如何前往书院？', 'How do I get to the College?'),
        t3(
          '<p>可乘巴士 88 號或 288 號線，或於月灣站步行約十分鐘。</p>',
          '<p>可乘巴士 88 号或 288 号线，或于月湾站步行约十分钟。</p>',
          '<p>Take bus 88 or 288, or walk ten minutes from Crescent Bay Station.</p>',
        ),
      ),
      sec(
        t3('公眾可以使用圖書館嗎？', '公众可以使用图书馆吗？', 'Can the public use the Library?'),
        t3(
          '<p>公眾可於星期六申請日票入館閱覽。</p>',
          '<p>公众可于星期六申请日票入馆阅览。</p>',
          '<p>Members of the public may read in the Library on Saturdays with a day pass.</p>',
        ),
      ),
      sec(
        t3('校園開放時間？', '校园开放时间？', 'When is the campus open?'),
        t3(
          '<p>每日早上七時至晚上十一時。</p>',
          '<p>每日早上七时至晚上十一时。</p>',
          '<p>Daily from 7 am to 11 pm.</p>',
        ),
      ),
    ],
  },
];
