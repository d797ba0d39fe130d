// Faculties overview and one page per faculty (intro, dean's message, departments).
import { type T3, t3, fill, join } from '../lib';
import { type DemoPage, sec } from './page-model';
import { depts } from './site';
import { teachers } from './teachers';

interface FacultyText {
  code: 'fass' | 'fb' | 'fse';
  deptId: number;
  id: number;
  intro: T3;
  message: T3;
}

const faculties: FacultyText[] = [
  {
    code: 'fass',
    deptId: 100,
    id: 931,
    intro: t3(
      '<p>人文及社會科學學院涵蓋中國語言文學、英文及翻譯、社會科學三個學系，重視跨文化理解與社會關懷。</p>',
      '<p>人文及社会科学学院涵盖中国语言文学、英文及翻译、社会科学三个学系，重视跨文化理解与社会关怀。</p>',
      '<p>The Faculty of Arts and Social Sciences brings together Chinese Language and Literature, English and Translation, and Social Sciences, with a focus on cross-cultural understanding and social care.</p>',
    ),
    message: t3(
      '<p>人文學科教我們提問，社會科學教我們求證。歡迎你加入我們，一同思考這個世界。</p>',
      '<p>人文学科教我们提问，社会科学教我们求证。欢迎你加入我们，一同思考这个世界。</p>',
      '<p>The humanities teach us to ask questions; the social sciences teach us to test the answers. Come and think about the world with us.</p>',
    ),
  },
  {
    code: 'fb',
    deptId: 200,
    id: 932,
    intro: t3(
      '<p>商學院設有會計及金融、管理及市場、酒店及旅遊管理三個學系，課程與業界緊密合作。</p>',
      '<p>商学院设有会计及金融、管理及市场、酒店及旅游管理三个学系，课程与业界紧密合作。</p>',
      '<p>The Faculty of Business has three departments, Accounting and Finance, Management and Marketing, and Hospitality and Tourism, all working closely with industry.</p>',
    ),
    message: t3(
      '<p>我們相信誠信與創新同樣重要。每位同學都有機會參與實習及企業顧問項目。</p>',
      '<p>我们相信诚信与创新同样重要。每位同学都有机会参与实习及企业顾问项目。</p>',
      '<p>We believe integrity matters as much as innovation. Every student takes part in internships and consulting projects with companies.</p>',
    ),
  },
  {
    code: 'fse',
    deptId: 300,
    id: 933,
    intro: t3(
      '<p>理工學院設有電腦及數據科學、環境科學、護理及健康科學三個學系，以科技回應社會需要。</p>',
      '<p>理工学院设有电脑及数据科学、环境科学、护理及健康科学三个学系，以科技回应社会需要。</p>',
      '<p>The Faculty of Science and Engineering has three departments, Computing and Data Science, Environmental Science, and Nursing and Health Sciences, answering society’s needs through technology.</p>',
    ),
    message: t3(
      '<p>從海岸實地考察到護理模擬病房，我們讓同學在真實情境中學習。</p>',
      '<p>从海岸实地考察到护理模拟病房，我们让同学在真实情境中学习。</p>',
      '<p>From coastal fieldwork to the simulated nursing ward, our students learn in real settings.</p>',
    ),
  },
];

const labels = {
  message: t3('院長的話', '院长的话', 'Dean’s message'),
  signature: t3('<p>—— {name}，{post}</p>', '<p>—— {name}，{post}</p>', '<p>— {name}, {post}</p>'),
};

function facultyPage(f: FacultyText): DemoPage {
  const dean = teachers.find((t) => t.deptId === f.deptId);
  const signature = dean ? fill(labels.signature, { name: dean.name, post: dean.post }) : t3('', '', '');
  const name = depts.find((x) => x.deptId === f.deptId)?.name ?? t3(f.code, f.code, f.code);
  return {
    alias: f.code,
    id: f.id,
    title: name,
    body: f.intro,
    // Departments are not repeated here: the site lists them from /api/dept/list.
    sections: [sec(labels.message, join([f.message, signature]))],
  };
}

export const facultyPages: DemoPage[] = [
  {
    alias: 'faculties',
    id: 930,
    title: t3('學院', '学院', 'Faculties'),
    body: t3(
      '<p>書院設有三個學院及一所研究院，提供本科、研究生及高級文憑課程。</p>',
      '<p>书院设有三个学院及一所研究院，提供本科、研究生及高级文凭课程。</p>',
      '<p>The College has three faculties and a research institute offering undergraduate, postgraduate and higher-diploma programmes.</p>',
    ),
    sections: faculties.map((f) => sec(depts.find((x) => x.deptId === f.deptId)?.name ?? t3('', '', ''), f.intro)),
  },
  ...faculties.map(facultyPage),
];
