// Site settings, contact details and the department tree of the fictional Crescent Harbour College.
import { type Lang, type T3, t3, MAIL_DOMAIN, PHONE, SITE_DOMAIN } from '../lib';

const siteText = {
  name: t3('月灣書院', '月湾书院', 'Crescent Harbour College'),
  title: t3('月灣書院 | Crescent Harbour College', '月湾书院 | Crescent Harbour College', 'Crescent Harbour College'),
  copyright: t3(
    '© 2026 月灣書院 版權所有',
    '© 2026 月湾书院 版权所有',
    '© 2026 Crescent Harbour College. All rights reserved.',
  ),
  description: t3(
    '月灣書院是一所位於香港的私立高等院校。\n以博雅教育為本，設有三個學院及一所研究院。\n致力培養具國際視野的專業人才。',
    '月湾书院是一所位于香港的私立高等院校。\n以博雅教育为本，设有三个学院及一所研究院。\n致力培养具国际视野的专业人才。',
    'Crescent Harbour College is a private higher-education institution in Hong Kong.\nRooted in liberal education, it has three faculties and a research institute.\nIt prepares professionals with a global outlook.',
  ),
  keywords: t3(
    '月灣書院,香港,大學,學士課程,碩士課程,入學',
    '月湾书院,香港,大学,学士课程,硕士课程,入学',
    'Crescent Harbour College,Hong Kong,university,undergraduate,postgraduate,admissions',
  ),
};

const registration = t3(
  '月灣書院是根據《專上學院條例》（第 320 章）註冊的專上學院，其學位課程已通過香港學術及職業資歷評審局評審。',
  '月湾书院是根据《专上学院条例》（第 320 章）注册的高等学院，其学位课程已通过香港学术及职业资历评审局评审。',
  'Crescent Harbour College is a post-secondary college registered under the Post Secondary Colleges Ordinance (Cap. 320); its degree programmes are accredited by the Hong Kong Council for Accreditation of Academic and Vocational Qualifications.',
);

const social: Array<{ name: T3; url: string }> = [
  { name: t3('Facebook', 'Facebook', 'Facebook'), url: 'https://www.facebook.com/CrescentHarbourCollege' },
  { name: t3('Instagram', 'Instagram', 'Instagram'), url: 'https://www.instagram.com/crescentharbourcollege' },
  { name: t3('LinkedIn', 'LinkedIn', 'LinkedIn'), url: 'https://www.linkedin.com/school/crescent-harbour-college' },
  { name: t3('YouTube', 'YouTube', 'YouTube'), url: 'https://www.youtube.com/@CrescentHarbourCollege' },
  { name: t3('微博', '微博', 'Weibo'), url: 'https://weibo.com/crescentharbourcollege' },
];

const apiLang: Record<Lang, string> = { tc: 'tc', sc: 'cn', en: 'en' };

export function siteInfos(lang: Lang) {
  return {
    site: {
      id: 1,
      name: siteText.name[lang],
      title: siteText.title[lang],
      copyright: siteText.copyright[lang],
      customIndexView: 'index',
      description: siteText.description[lang],
      domain: SITE_DOMAIN,
      keywords: siteText.keywords[lang],
      logo: '/media/logo.svg',
      siteLang: apiLang[lang],
      theme: 'harbour-blue',
    },
    info: {
      addressTc: '香港新界月灣道 88 號',
      addressCn: '香港新界月湾道 88 号',
      addressEn: '88 Crescent Harbour Road, New Territories, Hong Kong',
      email: `info@${MAIL_DOMAIN}`,
      phone: PHONE,
      fax: '+852 3555 0199',
      whatsapp: '+852 5555 0188',
      wechatId: 'CrescentHarbourCollege',
      // The main gate on Crescent Harbour Road (WGS 84).
      latitude: 22.4262,
      longitude: 114.2339,
      registrationTc: registration.tc,
      registrationCn: registration.sc,
      registrationEn: registration.en,
      social: social.map((s) => ({ name: s.name[lang], url: s.url })),
      trafficRoutesTc:
        '巴士：88 號及 288 號線於「月灣書院」站下車。\n小巴：12A 號線往返灣畔站及書院正門。\n鐵路：海濱線月灣站 B 出口，步行約十分鐘。',
      trafficRoutesCn:
        '巴士：88 号及 288 号线于「月湾书院」站下车。\n小巴：12A 号线往返湾畔站及书院正门。\n铁路：海滨线月湾站 B 出口，步行约十分钟。',
      officeHoursTc: '星期一至五：上午九時至下午六時\n星期六：上午九時至中午十二時\n星期日及公眾假期休息',
      officeHoursCn: '星期一至五：上午九时至下午六时\n星期六：上午九时至中午十二时\n星期日及公众假期休息',
      officeHoursEn: 'Monday to Friday: 9 am to 6 pm\nSaturday: 9 am to noon\nClosed on Sundays and public holidays',
      openingHours: [
        { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
        { days: [6], opens: '09:00', closes: '12:00' },
      ],
      mapUrl: 'https://maps.crescent-harbour.edu.example/campus',
      trafficRoutesEn:
        'Bus: routes 88 and 288, alight at the Crescent Harbour College stop.\nMinibus: route 12A runs between Bayside Station and the main gate.\nRail: Harbourfront Line, Crescent Bay Station exit B, then a ten-minute walk.',
    },
  };
}

export type DeptType = 'faculty' | 'academic' | 'administrative' | 'office';

export interface DemoDept {
  deptId: number;
  parentId: number;
  name: T3;
  deptType: DeptType;
  code?: string;
}

const d = (deptId: number, parentId: number, deptType: DeptType, name: T3, code?: string): DemoDept =>
  code === undefined ? { deptId, parentId, deptType, name } : { deptId, parentId, deptType, name, code };

export const PRESIDENT_OFFICE = 10;

export const depts: DemoDept[] = [
  d(10, 0, 'office', t3('校長辦公室', '校长办公室', 'Office of the President')),
  d(100, 0, 'faculty', t3('人文及社會科學學院', '人文及社会科学学院', 'Faculty of Arts and Social Sciences'), 'fass'),
  d(101, 100, 'academic', t3('中國語言文學系', '中国语言文学系', 'Department of Chinese Language and Literature')),
  d(102, 100, 'academic', t3('英文及翻譯學系', '英文及翻译学系', 'Department of English and Translation')),
  d(103, 100, 'academic', t3('社會科學系', '社会科学系', 'Department of Social Sciences')),
  d(200, 0, 'faculty', t3('商學院', '商学院', 'Faculty of Business'), 'fb'),
  d(201, 200, 'academic', t3('會計及金融學系', '会计及金融学系', 'Department of Accounting and Finance')),
  d(202, 200, 'academic', t3('管理及市場學系', '管理及市场学系', 'Department of Management and Marketing')),
  d(203, 200, 'academic', t3('酒店及旅遊管理學系', '酒店及旅游管理学系', 'Department of Hospitality and Tourism')),
  d(300, 0, 'faculty', t3('理工學院', '理工学院', 'Faculty of Science and Engineering'), 'fse'),
  d(301, 300, 'academic', t3('電腦及數據科學系', '电脑及数据科学系', 'Department of Computing and Data Science')),
  d(302, 300, 'academic', t3('環境科學系', '环境科学系', 'Department of Environmental Science')),
  d(303, 300, 'academic', t3('護理及健康科學系', '护理及健康科学系', 'Department of Nursing and Health Sciences')),
  d(400, 0, 'academic', t3('一帶一路研究院', '一带一路研究院', 'Belt and Road Research Institute'), 'bri'),
  d(501, 0, 'administrative', t3('教務處', '教务处', 'Registry')),
  d(502, 0, 'administrative', t3('財務處', '财务处', 'Finance Office')),
  d(503, 0, 'administrative', t3('學生事務處', '学生事务处', 'Student Affairs Office')),
  d(504, 0, 'administrative', t3('資訊科技處', '信息技术处', 'Information Technology Services')),
  d(505, 0, 'administrative', t3('圖書館', '图书馆', 'Library')),
  d(506, 0, 'administrative', t3('招生處', '招生处', 'Admissions Office')),
];

export const deptById = new Map(depts.map((x) => [x.deptId, x]));

/** The CMS sends every language at once here, whatever the lang header says. */
export function deptList() {
  return depts.map((x) => ({
    deptId: x.deptId,
    parentId: x.parentId,
    deptName: x.name.sc,
    deptNameTc: x.name.tc,
    deptNameEn: x.name.en,
    deptType: x.deptType,
    ...(x.code === undefined ? {} : { code: x.code }),
  }));
}

/** A dept filter matches the department itself and, for a faculty, its departments. */
export function inDept(itemDeptId: number, filter: number | undefined): boolean {
  if (filter === undefined) return true;
  return itemDeptId === filter || deptById.get(itemDeptId)?.parentId === filter;
}

export const academicDepts = depts.filter((x) => x.deptType === 'academic' && x.parentId !== 0);
