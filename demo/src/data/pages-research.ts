// A page for each research centre (linked from /research and the home page).
import { MAIL_DOMAIN, type T3, t3 } from '../lib';
import type { DemoPage } from './page-model';

interface Centre {
  alias: string;
  id: number;
  title: T3;
  about: T3;
  projects: [T3, T3, T3];
  director: T3;
  mail: string;
}

const heads = {
  projects: t3('現正進行的研究', '现正进行的研究', 'Current projects'),
  director: t3('中心主任', '中心主任', 'Director'),
  contact: t3('聯絡', '联系', 'Contact'),
};

function centrePage(c: Centre): DemoPage {
  const build = (lang: 'tc' | 'sc' | 'en') =>
    `<p>${c.about[lang]}</p><h3>${heads.projects[lang]}</h3><ul>${c.projects
      .map((p) => `<li>${p[lang]}</li>`)
      .join(
        '',
      )}</ul><h3>${heads.director[lang]}</h3><p>${c.director[lang]}</p><h3>${heads.contact[lang]}</h3><p><a href="mailto:${c.mail}@${MAIL_DOMAIN}">${c.mail}@${MAIL_DOMAIN}</a></p>`;
  return { alias: c.alias, id: c.id, title: c.title, body: t3(build('tc'), build('sc'), build('en')) };
}

export const centres: Centre[] = [
  {
    alias: 'centre-marine-ecology',
    id: 940,
    title: t3('海洋生態研究中心', '海洋生态研究中心', 'Centre for Marine Ecology'),
    about: t3(
      '中心於 2012 年成立，長期監察月灣及鄰近海域的珊瑚、海草床及漁業資源，並與漁民及中學合作推動海洋保育。',
      '中心于 2012 年成立，长期监察月湾及邻近海域的珊瑚、海草床及渔业资源，并与渔民及中学合作推动海洋保育。',
      'Founded in 2012, the Centre monitors the corals, seagrass beds and fisheries of Crescent Bay and nearby waters, and works with fishers and secondary schools on marine conservation.',
    ),
    projects: [
      t3(
        '月灣珊瑚群落長期監測（第七年）',
        '月湾珊瑚群落长期监测（第七年）',
        'Long-term monitoring of the Crescent Bay coral community (year seven)',
      ),
      t3('以環境 DNA 追蹤本地魚類', '以环境 DNA 追踪本地鱼类', 'Tracking local fish species with environmental DNA'),
      t3('海岸垃圾的來源與流向', '海岸垃圾的来源与流向', 'Where coastal litter comes from and where it goes'),
    ],
    director: t3(
      '麥子軒教授（環境科學系）',
      '麦子轩教授（环境科学系）',
      'Professor MAK Tsz-hin, Department of Environmental Science',
    ),
    mail: 'marine',
  },
  {
    alias: 'centre-cantonese',
    id: 941,
    title: t3('粵語及方言研究中心', '粤语及方言研究中心', 'Centre for Cantonese and Dialect Studies'),
    about: t3(
      '中心建立開放的粵語口語語料庫，記錄香港及珠江三角洲的方言變化，並為中小學提供粵語教學資源。',
      '中心建立开放的粤语口语语料库，记录香港及珠江三角洲的方言变化，并为中小学提供粤语教学资源。',
      'The Centre builds an open corpus of spoken Cantonese, records how the dialects of Hong Kong and the Pearl River Delta change, and offers Cantonese teaching resources to schools.',
    ),
    projects: [
      t3(
        '香港粵語口語語料庫（逾二百萬字）',
        '香港粤语口语语料库（逾二百万字）',
        'The Hong Kong Spoken Cantonese Corpus (over two million words)',
      ),
      t3(
        '新界圍頭話及客家話口述紀錄',
        '新界围头话及客家话口述纪录',
        'Oral records of Weitou and Hakka in the New Territories',
      ),
      t3(
        '粵語語音辨識的公開評測數據',
        '粤语语音辨识的公开评测数据',
        'Open evaluation data for Cantonese speech recognition',
      ),
    ],
    director: t3(
      '何浩然副教授（中國語言文學系）',
      '何浩然副教授（中国语言文学系）',
      'Associate Professor HO Ho-yin, Department of Chinese Language and Literature',
    ),
    mail: 'cantonese',
  },
  {
    alias: 'centre-smart-ageing',
    id: 942,
    title: t3('智慧樂齡研究中心', '智慧乐龄研究中心', 'Centre for Smart Ageing'),
    about: t3(
      '中心結合護理、數據科學及社會工作，研究如何以科技協助長者在社區安老，並與區內長者中心合作試行。',
      '中心结合护理、数据科学及社会工作，研究如何以科技协助长者在社区安老，并与区内长者中心合作试行。',
      'Bringing together nursing, data science and social work, the Centre studies how technology can help older people age well at home, and pilots its work with local elderly centres.',
    ),
    projects: [
      t3('以穿戴裝置預防長者跌倒', '以穿戴装置预防长者跌倒', 'Preventing falls with wearable sensors'),
      t3('社區藥物管理提示系統', '社区药物管理提示系统', 'A medication reminder service for the community'),
      t3('長者數碼共融工作坊評估', '长者数码共融工作坊评估', 'Evaluating digital-inclusion workshops for older people'),
    ],
    director: t3(
      '黃志明教授（理工學院院長）',
      '黄志明教授（理工学院院长）',
      'Professor WONG Chi-ming, Dean of Science and Engineering',
    ),
    mail: 'ageing',
  },
];

export const researchPages: DemoPage[] = centres.map(centrePage);
