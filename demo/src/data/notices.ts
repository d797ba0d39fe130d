// Site notices and the college's standing arrangements in severe weather: fictional demo content
// (docs/UPSTREAM.md "Site notices"). The demo serves no notice until it is switched on
// (POST /__demo/notices, or the DEMO_NOTICES var).
import { t3, type T3 } from '../lib';
import { type DemoPage, sec } from './page-model';

export type DemoNoticeLevel = 'emergency' | 'warning' | 'info';

export interface DemoNotice {
  id: string;
  level: DemoNoticeLevel;
  title: T3;
  body: T3;
  link?: string;
}

/** One notice of each level, in the three languages. */
export const demoNotices: Record<DemoNoticeLevel, DemoNotice> = {
  emergency: {
    id: 'campus-closed',
    level: 'emergency',
    title: t3('校園今日關閉', '校园今日关闭', 'The campus is closed today'),
    body: t3(
      '<p>因惡劣天氣，校園今日關閉，所有課堂、考試及面試暫停。請留意本網站的更新。</p>',
      '<p>因恶劣天气，校园今日关闭，所有课堂、考试及面试暂停。请留意本网站的更新。</p>',
      '<p>Because of severe weather the campus is closed today; all classes, examinations and interviews are suspended. Please check this site for updates.</p>',
    ),
    link: '/severe-weather',
  },
  warning: {
    id: 'library-hours',
    level: 'warning',
    title: t3('圖書館開放時間調整', '图书馆开放时间调整', 'Library hours changed'),
    body: t3(
      '<p>圖書館本週提早於下午六時關閉。</p>',
      '<p>图书馆本周提早于下午六时关闭。</p>',
      '<p>The library closes early, at 6 pm, this week.</p>',
    ),
    link: '/campus-facilities',
  },
  info: {
    id: 'open-day-reminder',
    level: 'info',
    title: t3('資訊日即將舉行', '开放日即将举行', 'Information Day is coming'),
    body: t3(
      '<p>歡迎報名參加本學院資訊日。</p>',
      '<p>欢迎报名参加本学院开放日。</p>',
      '<p>Sign up for the college’s Information Day.</p>',
    ),
  },
};

/** The page every Observatory signal links to (the site's WEATHER_ARRANGEMENTS_ALIAS): fictional rules. */
export const severeWeatherPage: DemoPage = {
  alias: 'severe-weather',
  id: 960,
  title: t3('惡劣天氣下的安排', '恶劣天气下的安排', 'Arrangements in Severe Weather'),
  body: t3(
    '<p>本頁列出香港天文台發出熱帶氣旋警告信號或暴雨警告信號時，月灣書院的既定安排。書院會按此安排行事，並在本網站公布任何特別安排。</p>',
    '<p>本页列出香港天文台发出热带气旋警告信号或暴雨警告信号时，月湾书院的既定安排。书院会按此安排行事，并在本网站公布任何特别安排。</p>',
    '<p>This page sets out Crescent Harbour College’s standing arrangements when the Hong Kong Observatory issues a tropical cyclone or rainstorm warning signal. The college follows them and announces any special arrangement on this site.</p>',
  ),
  sections: [
    sec(
      t3('八號或以上熱帶氣旋警告信號', '八号或以上热带气旋警告信号', 'Tropical Cyclone Signal No. 8 or above'),
      t3(
        '<p>信號在上午六時三十分或以後仍然生效，上午的課堂及考試暫停；在中午十二時或以後仍然生效，下午的課堂及考試亦暫停。信號除下後兩小時，課堂恢復。</p>',
        '<p>信号在上午六时三十分或以后仍然生效，上午的课堂及考试暂停；在中午十二时或以后仍然生效，下午的课堂及考试亦暂停。信号除下后两小时，课堂恢复。</p>',
        '<p>If the signal is in force at or after 6:30 am, morning classes and examinations are suspended; if it is in force at or after noon, afternoon ones are suspended too. Classes resume two hours after the signal is lowered.</p>',
      ),
    ),
    sec(
      t3('黑色暴雨警告信號', '黑色暴雨警告信号', 'Black Rainstorm Warning Signal'),
      t3(
        '<p>已在校園的學生及職員應留在安全地方，直至信號除下。尚未出發者不必返校；課堂及考試暫停。</p>',
        '<p>已在校园的学生及职员应留在安全地方，直至信号除下。尚未出发者不必返校；课堂及考试暂停。</p>',
        '<p>Students and staff already on campus stay in a safe place until the signal is lowered. Those who have not set out need not come; classes and examinations are suspended.</p>',
      ),
    ),
    sec(
      t3('黃色及紅色暴雨警告信號', '黄色及红色暴雨警告信号', 'Amber and Red Rainstorm Warning Signals'),
      t3(
        '<p>課堂如常進行。如道路情況惡劣，學生可向任課老師說明缺席原因。</p>',
        '<p>课堂如常进行。如道路情况恶劣，学生可向任课老师说明缺席原因。</p>',
        '<p>Classes go on as usual. Students kept away by road conditions may explain their absence to their teachers.</p>',
      ),
    ),
  ],
};
