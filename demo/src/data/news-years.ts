// What each year's edition of a yearly news item says: its own summary and its own story, as
// the Communications Office writes them (news.ts assembles the bodies). Keyed by the template's
// cover and the year.
import { type T3, t3 } from '../lib';

export interface YearStory {
  summary: T3;
  /** A paragraph of what happened that year. */
  story: T3;
  /** What someone said, or what comes next. */
  coda: T3;
}

type Stories = Record<string, Record<number, YearStory>>;

const s = (summary: T3, story: T3, coda: T3): YearStory => ({ summary, story, coda });

export const STORIES: Stories = {
  'news-info-day': {
    2023: s(
      t3(
        '疫情後首個全面開放的資訊日吸引約一千二百名中學生及家長到訪。',
        '疫情后首个全面开放的咨询日吸引约一千二百名中学生及家长到访。',
        'The first fully open information day since the pandemic drew some 1,200 secondary students and parents.',
      ),
      t3(
        '各學院在大會堂設置諮詢櫃位，護理及健康科學系的模擬病房開放參觀，參觀者需在門外排隊約二十分鐘。',
        '各学院在大会堂设置咨询柜位，护理及健康科学系的模拟病房开放参观，参观者需在门外排队约二十分钟。',
        'Every faculty staffed an advice desk in the Great Hall, and the simulated nursing ward was so popular that visitors queued for twenty minutes to see it.',
      ),
      t3(
        '招生處表示，當日收到的查詢以入學要求及宿舍安排為最多。',
        '招生处表示，当日收到的查询以入学要求及宿舍安排为最多。',
        'The Admissions Office said most questions on the day were about entry requirements and housing.',
      ),
    ),
    2024: s(
      t3(
        '今年資訊日首次設有內地生專場，以普通話介紹高考生入學途徑。',
        '今年咨询日首次设有内地生专场，以普通话介绍高考生入学途径。',
        'This year’s information day added a Putonghua session on the Gaokao route for mainland families.',
      ),
      t3(
        '專場由招生處主任主持，並有三位來自廣東及福建的在校生分享適應香港生活的經驗。網上直播錄得逾二千人次觀看。',
        '专场由招生处主任主持，并有三位来自广东及福建的在校生分享适应香港生活的经验。网上直播录得逾二千人次观看。',
        'The Director of Admissions led the session, and three students from Guangdong and Fujian talked about settling into Hong Kong. More than 2,000 people watched the live stream.',
      ),
      t3(
        '錄影片段已上載至書院的社交媒體專頁。',
        '录影片段已上传至书院的社交媒体专页。',
        'The recording is on the College’s social media pages.',
      ),
    ),
    2025: s(
      t3(
        '資訊日以「一日大學生」為主題，讓中學生預先體驗真實課堂。',
        '咨询日以「一日大学生」为主题，让中学生预先体验真实课堂。',
        'Under the theme “A day as an undergraduate”, secondary students sat in on real classes.',
      ),
      t3(
        '共開放二十四節體驗課，由數據視覺化到粵語語音學，每節約三十個名額，大部分在中午前額滿。',
        '共开放二十四节体验课，由数据可视化到粤语语音学，每节约三十个名额，大部分在中午前额满。',
        'Twenty-four taster classes, from data visualisation to Cantonese phonetics, took about thirty visitors each; most were full before noon.',
      ),
      t3(
        '一位家長說：「看到老師怎樣和學生討論，比看單張更有說服力。」',
        '一位家长说：「看到老师怎样和学生讨论，比看单张更有说服力。」',
        '“Watching a teacher talk with the students told me more than any leaflet,” one parent said.',
      ),
    ),
    2026: s(
      t3(
        '新落成的圖書館學習共享空間成為今年資訊日最多人參觀的地點。',
        '新落成的图书馆学习共享空间成为今年咨询日最多人参观的地点。',
        'The new Library Learning Commons was the most visited place at this year’s information day.',
      ),
      t3(
        '學生大使帶領校園導賞團，由早上十時至下午四時每半小時出發一次。招生處亦即場為申請人檢查文件，減少遞交申請時的錯漏。',
        '学生大使带领校园导赏团，由早上十时至下午四时每半小时出发一次。招生处亦即场为申请人检查文件，减少递交申请时的错漏。',
        'Student ambassadors led campus tours every half hour from 10 am to 4 pm, and the Admissions Office checked applicants’ documents on the spot to avoid mistakes later.',
      ),
      t3(
        '下一學年的入學資訊會陸續在招生網頁公布。',
        '下一学年的入学信息会陆续在招生网页公布。',
        'Information for the next intake will appear on the admissions pages as it is confirmed.',
      ),
    ),
  },
  'news-scholarship': {
    2023: s(
      t3(
        '二百一十四名同學獲頒獎學金，總額逾七百萬元。',
        '二百一十四名同学获颁奖学金，总额逾七百万元。',
        'Scholarships worth more than HK$7 million went to 214 students.',
      ),
      t3(
        '典禮上首次頒發「海岸守護獎學金」，表揚在環境保育服務中表現突出的同學；首屆得獎者是環境科學系三年級的葉同學。',
        '典礼上首次颁发「海岸守护奖学金」，表扬在环境保育服务中表现突出的同学；首届得奖者是环境科学系三年级的叶同学。',
        'The first Shore Guardian Scholarship, for outstanding conservation service, went to a third-year environmental science student.',
      ),
      t3(
        '校長感謝四十多位捐款人及機構多年來的支持。',
        '校长感谢四十多位捐款人及机构多年来的支持。',
        'The President thanked the more than forty donors and organisations behind the awards.',
      ),
    ),
    2024: s(
      t3(
        '新設的交流助學金讓三十八名有經濟需要的同學可以到海外交流。',
        '新设的交流助学金让三十八名有经济需要的同学可以到海外交流。',
        'A new exchange bursary is sending 38 students with financial need abroad.',
      ),
      t3(
        '助學金由一群二零零八年畢業的校友合力捐助，每名同學可獲最多三萬元，用於機票及住宿。多名受助同學表示，沒有這筆款項便不會考慮出國。',
        '助学金由一群二零零八年毕业的校友合力捐助，每名同学可获最多三万元，用于机票及住宿。多名受助同学表示，没有这笔款项便不会考虑出国。',
        'Alumni from the class of 2008 funded the bursary together: up to HK$30,000 per student for flights and housing. Several recipients said they would not have considered going otherwise.',
      ),
      t3(
        '捐款人與同學在典禮後的茶會上交流。',
        '捐款人与同学在典礼后的茶会上交流。',
        'Donors and students met over tea after the ceremony.',
      ),
    ),
    2025: s(
      t3(
        '獎學金頒授典禮今年移師學生活動中心舉行，由得獎同學負責統籌。',
        '奖学金颁授典礼今年移师学生活动中心举行，由得奖同学负责统筹。',
        'Award winners organised this year’s scholarship ceremony themselves, in the Student Activity Centre.',
      ),
      t3(
        '二百三十名得獎同學中，有六十人是家中第一代大學生。會上播放了三位同學自行拍攝的短片，講述獎學金如何改變他們的學習生活。',
        '二百三十名得奖同学中，有六十人是家中第一代大学生。会上播放了三位同学自行拍摄的短片，讲述奖学金如何改变他们的学习生活。',
        'Of the 230 winners, sixty are the first in their families at university. Three of them made short films, shown at the ceremony, about what the awards changed for them.',
      ),
      t3('短片可在書院網站觀看。', '短片可在书院网站观看。', 'The films can be watched on the College website.'),
    ),
    2026: s(
      t3(
        '書院今年頒發的獎助學金總額創新高，達九百二十萬元。',
        '书院今年颁发的奖助学金总额创新高，达九百二十万元。',
        'This year’s scholarships and bursaries reached a record HK$9.2 million.',
      ),
      t3(
        '增幅主要來自新成立的「月灣之友」每月捐款計劃，目前有逾六百名校友及家長參與。財務處表示，每一筆捐款都會列入年度捐款報告。',
        '增幅主要来自新成立的「月湾之友」每月捐款计划，目前有逾六百名校友及家长参与。财务处表示，每一笔捐款都会列入年度捐款报告。',
        'Most of the increase came from the new Friends of Crescent Bay monthly giving scheme, which more than six hundred alumni and parents have joined. Every gift is listed in the annual report on giving.',
      ),
      t3(
        '有意支持同學的校友可瀏覽捐贈頁面。',
        '有意支持同学的校友可浏览捐赠页面。',
        'Alumni who wish to support students can find the funds on the giving page.',
      ),
    ),
  },
  'news-coastal-cleanup': {
    2023: s(
      t3(
        '三百名師生清理月灣海灘，收集垃圾五百二十公斤。',
        '三百名师生清理月湾海滩，收集垃圾五百二十公斤。',
        'Three hundred students and staff cleared 520 kg of litter from Crescent Bay beach.',
      ),
      t3(
        '膠樽蓋及發泡膠碎片佔收集物品的一半以上。環境科學系把數據上載至全港海岸垃圾資料庫，供研究人員比較不同海灘的情況。',
        '胶瓶盖及发泡胶碎片占收集物品的一半以上。环境科学系把数据上传至全港海岸垃圾资料库，供研究人员比较不同海滩的情况。',
        'Bottle caps and polystyrene fragments made up more than half of the haul. The Department of Environmental Science added the counts to a territory-wide shore-litter database.',
      ),
      t3(
        '活動由校長帶領新生一同參與。',
        '活动由校长带领新生一同参与。',
        'The President joined the first-year students on the beach.',
      ),
    ),
    2024: s(
      t3(
        '今年的海岸清潔日加入水底清理，由潛水學會會員負責。',
        '今年的海岸清潔日加入水底清理，由潜水学会会员负责。',
        'Members of the diving society took this year’s clean-up under water.',
      ),
      t3(
        '潛水員在碼頭附近拾回十多個廢棄漁網及一部單車。岸上的同學則以手機應用程式記錄每件垃圾的種類，資料即時顯示在活動中心的大屏幕上。',
        '潜水员在码头附近拾回十多个废弃渔网及一部单车。岸上的同学则以手机应用程序记录每件垃圾的种类，资料即时显示在活动中心的大屏幕上。',
        'Divers brought up more than a dozen abandoned fishing nets and a bicycle near the pier, while students on the shore logged every item in a phone app, shown live on a screen in the activity centre.',
      ),
      t3(
        '海洋生態研究中心會在秋季發表分析報告。',
        '海洋生态研究中心会在秋季发表分析报告。',
        'The Centre for Marine Ecology will publish its analysis in the autumn.',
      ),
    ),
    2025: s(
      t3(
        '鄰近三所中學的學生首次加入，參加人數增至四百五十人。',
        '邻近三所中学的学生首次加入，参加人数增至四百五十人。',
        'Pupils from three nearby secondary schools joined for the first time, bringing the total to 450.',
      ),
      t3(
        '大學生擔任小組長，向中學生講解微塑膠如何進入食物鏈。收集所得的垃圾較前年減少約兩成，研究人員認為與附近食肆停用即棄餐具有關。',
        '大学生担任小组长，向中学生讲解微塑胶如何进入食物链。收集所得的垃圾较前年减少约两成，研究人员认为与附近食肆停用即弃餐具有关。',
        'Undergraduates led the groups and explained how microplastics enter the food chain. There was about a fifth less litter than two years earlier, which researchers link to nearby restaurants dropping disposable cutlery.',
      ),
      t3(
        '參與的中學已相約明年再來。',
        '参与的中学已相约明年再来。',
        'The schools have already signed up for next year.',
      ),
    ),
    2026: s(
      t3(
        '海岸清潔日今年擴展至月灣以外的兩個海灘。',
        '海岸清洁日今年扩展至月湾以外的两个海滩。',
        'The clean-up went beyond Crescent Bay this year, to two more beaches.',
      ),
      t3(
        '五百名參加者分成三隊，乘旅遊巴前往各海灘。垃圾量最多的是較偏遠的西灣，研究中心估計大部分由洋流帶來。',
        '五百名参加者分成三队，乘旅游巴前往各海滩。垃圾量最多的是较偏远的西湾，研究中心估计大部分由洋流带来。',
        'Five hundred volunteers went by coach in three teams. The remote West Bay had the most litter, most of it carried in by currents, the Centre estimates.',
      ),
      t3(
        '各海灘的數據已在研究中心網頁公開。',
        '各海滩的数据已在研究中心网页公开。',
        'The data for each beach are published on the Centre’s web page.',
      ),
    ),
  },
  'news-research-showcase': {
    2023: s(
      t3(
        '研究成果展展出四十二項研究，其中長者跌倒偵測系統最受關注。',
        '研究成果展展出四十二项研究，其中长者跌倒侦测系统最受关注。',
        'Forty-two projects were on show; a fall-detection system for older people drew the biggest crowd.',
      ),
      t3(
        '系統由電腦及數據科學系與護理及健康科學系合作開發，利用毫米波雷達在不拍攝影像的情況下偵測跌倒，已在兩間安老院試用。',
        '系统由电脑及数据科学系与护理及健康科学系合作开发，利用毫米波雷达在不拍摄影像的情况下侦测跌倒，已在两间安老院试用。',
        'Built by the computing and nursing departments together, it spots falls with millimetre-wave radar instead of cameras and is on trial in two care homes.',
      ),
      t3(
        '多家企業即場查詢合作機會。',
        '多家企业即场查询合作机会。',
        'Several companies asked about working with the teams.',
      ),
    ),
    2024: s(
      t3(
        '研究生海報比賽收到八十份作品，冠軍研究香港方言的語音變化。',
        '研究生海报比赛收到八十份作品，冠军研究香港方言的语音变化。',
        'Eighty posters entered the postgraduate competition; the winner traced sound changes in Hong Kong’s dialects.',
      ),
      t3(
        '得獎同學錄製了三十位不同年齡的新界原居民發音，發現部分聲調在年輕一代中逐漸合併。評判讚揚研究兼具學術價值及保育意義。',
        '得奖同学录制了三十位不同年龄的新界原居民发音，发现部分声调在年轻一代中逐渐合并。评判赞扬研究兼具学术价值及保育意义。',
        'She recorded thirty indigenous villagers of different ages in the New Territories and found some tones merging among the young; the judges praised its value to scholarship and to heritage alike.',
      ),
      t3(
        '錄音將加入粵語及方言研究中心的公開語料庫。',
        '录音将加入粤语及方言研究中心的公开语料库。',
        'The recordings will join the Centre for Cantonese and Dialect Studies’ open corpus.',
      ),
    ),
    2025: s(
      t3(
        '成果展首次開放予公眾，兩日共接待約三千名訪客。',
        '成果展首次开放予公众，两日共接待约三千名访客。',
        'Opened to the public for the first time, the showcase welcomed about 3,000 visitors over two days.',
      ),
      t3(
        '最受小朋友歡迎的是海洋生態研究中心的觸摸池，可近距離觀察海膽及海星。商學院則展示了社區小店數碼化的研究，即場為店主提供諮詢。',
        '最受小朋友欢迎的是海洋生态研究中心的触摸池，可近距离观察海胆及海星。商学院则展示了社区小店数码化的研究，即场为店主提供咨询。',
        'Children loved the Centre for Marine Ecology’s touch pool of sea urchins and starfish, while the Faculty of Business gave shopkeepers advice from its study of going digital.',
      ),
      t3(
        '書院計劃每年都向公眾開放。',
        '书院计划每年都向公众开放。',
        'The College plans to open the showcase to the public every year.',
      ),
    ),
    2026: s(
      t3(
        '一帶一路研究院與理工學院合辦的港口物流模擬平台在成果展首次亮相。',
        '一带一路研究院与理工学院合办的港口物流模拟平台在成果展首次亮相。',
        'A port-logistics simulator built by the Belt and Road Research Institute and the Faculty of Science and Engineering made its debut.',
      ),
      t3(
        '平台以真實航運數據模擬貨櫃在不同港口之間的流動，可測試天氣及政策變化的影響。研究團隊正與兩家物流公司商討試用。',
        '平台以真实航运数据模拟货柜在不同港口之间的流动，可测试天气及政策变化的影响。研究团队正与两家物流公司商讨试用。',
        'Fed with real shipping data, it models containers moving between ports and tests the effect of weather and policy changes; the team is discussing trials with two logistics firms.',
      ),
      t3('今年共有五十六項研究參展。', '今年共有五十六项研究参展。', 'Fifty-six projects took part this year.'),
    ),
  },
  'news-sports-day': {
    2023: s(
      t3(
        '商學院奪得陸運會全場總冠軍，結束理工學院的三連霸。',
        '商学院夺得陆运会全场总冠军，结束理工学院的三连霸。',
        'The Faculty of Business took the overall title, ending three straight wins by Science and Engineering.',
      ),
      t3(
        '決勝項目是最後的四乘四百米接力，商學院隊以零點三秒之差勝出。大會亦首次設有輪椅競速示範，由兩位校友運動員參與。',
        '决胜项目是最后的四乘四百米接力，商学院队以零点三秒之差胜出。大会亦首次设有轮椅竞速示范，由两位校友运动员参与。',
        'It came down to the final 4 × 400 m relay, won by three tenths of a second. Two alumni athletes gave the meet’s first wheelchair-racing demonstration.',
      ),
      t3('賽事全程網上直播。', '赛事全程网上直播。', 'The whole meet was streamed online.'),
    ),
    2024: s(
      t3(
        '陸運會新設親子接力，教職員子女首次參賽。',
        '陆运会新设亲子接力，教职员子女首次参赛。',
        'A family relay let staff members’ children compete for the first time.',
      ),
      t3(
        '共有四十隊家庭參加，最年幼的參賽者只有五歲。大會另設二手運動用品回收站，收集的物品將捐贈予區內學校。',
        '共有四十队家庭参加，最年幼的参赛者只有五岁。大会另设二手运动用品回收站，收集的物品将捐赠予区内学校。',
        'Forty families entered; the youngest runner was five. A collection point gathered used sports kit for local schools.',
      ),
      t3('理工學院重奪全場總冠軍。', '理工学院重夺全场总冠军。', 'Science and Engineering won the overall title back.'),
    ),
    2025: s(
      t3(
        '女子跳遠紀錄在今年陸運會被改寫。',
        '女子跳远纪录在今年陆运会被改写。',
        'The women’s long-jump record fell at this year’s meet.',
      ),
      t3(
        '護理系二年級的蘇同學以五米八二打破保持了十一年的紀錄。她說每天清晨在運動場練習，上課前再趕回宿舍。',
        '护理系二年级的苏同学以五米八二打破保持了十一年的纪录。她说每天清晨在运动场练习，上课前再赶回宿舍。',
        'Second-year nursing student SO Hiu-tung jumped 5.82 m to break an eleven-year-old record; she trains at dawn before classes.',
      ),
      t3(
        '人文及社會科學學院奪得全場總冠軍。',
        '人文及社会科学学院夺得全场总冠军。',
        'Arts and Social Sciences were overall champions.',
      ),
    ),
    2026: s(
      t3(
        '陸運會今年在翻新後的運動場舉行，跑道改用環保物料。',
        '陆运会今年在翻新后的运动场举行，跑道改用环保物料。',
        'The meet opened the renovated sports ground, with a track made from recycled material.',
      ),
      t3(
        '新跑道使用回收輪胎製造，並加設照明，讓同學晚上也可以練習。開幕禮由三位前運動員校友主持。',
        '新跑道使用回收轮胎制造，并加设照明，让同学晚上也可以练习。开幕礼由三位前运动员校友主持。',
        'The track is made from recycled tyres and now has floodlights for evening training. Three alumni athletes opened it.',
      ),
      t3(
        '教職員趣味賽再次成為全場焦點。',
        '教职员趣味赛再次成为全场焦点。',
        'The staff fun races stole the show once more.',
      ),
    ),
  },
  'news-summer-exchange': {
    2023: s(
      t3(
        '一百二十名同學啟程前往九所夥伴院校參加暑期課程。',
        '一百二十名同学启程前往九所伙伴院校参加暑期课程。',
        'A hundred and twenty students left for summer courses at nine partner institutions.',
      ),
      t3(
        '今年的目的地新增新西蘭及愛爾蘭。出發前，同學參加了兩日的跨文化工作坊，學習處理突發事件及尊重當地習俗。',
        '今年的目的地新增新西兰及爱尔兰。出发前，同学参加了两日的跨文化工作坊，学习处理突发事件及尊重当地习俗。',
        'New Zealand and Ireland were new destinations. Before leaving, students spent two days in a workshop on handling emergencies and respecting local customs.',
      ),
      t3(
        '同學回港後會在秋季分享所見所聞。',
        '同学回港后会在秋季分享所见所闻。',
        'They will share their experiences in the autumn.',
      ),
    ),
    2024: s(
      t3(
        '交流團今年首次包括為期六星期的科研實習。',
        '交流团今年首次包括为期六星期的科研实习。',
        'For the first time, the summer programme includes six-week research placements.',
      ),
      t3(
        '十二名理科同學將在歐洲的夥伴院校實驗室工作，題目包括海洋微生物及電池材料。他們會與當地研究生同住，並在暑期完結時發表研究海報。',
        '十二名理科同学将在欧洲的伙伴院校实验室工作，题目包括海洋微生物及电池材料。他们会与当地研究生同住，并在暑期完结时发表研究海报。',
        'Twelve science students will work in partner laboratories in Europe on marine microbes and battery materials, living with local graduate students and presenting posters at the end.',
      ),
      t3(
        '其餘同學參加語言及文化課程。',
        '其余同学参加语言及文化课程。',
        'The others are taking language and culture courses.',
      ),
    ),
    2025: s(
      t3(
        '今年參加暑期交流的同學中，近半獲書院資助。',
        '今年参加暑期交流的同学中，近半获书院资助。',
        'Nearly half of this summer’s exchange students are supported by College funding.',
      ),
      t3(
        '交流助學金及學生交流基金合共資助六十五名同學。學生事務處表示，經濟資助令參與同學的背景更多元化，有助同學互相學習。',
        '交流助学金及学生交流基金合共资助六十五名同学。学生事务处表示，经济资助令参与同学的背景更多元化，有助同学互相学习。',
        'The exchange bursary and the Student Exchange fund support 65 students between them, which the Student Affairs Office says has widened who takes part.',
      ),
      t3('交流團將於八月中旬回港。', '交流团将于八月中旬回港。', 'The groups return in mid-August.'),
    ),
  },
  'news-orientation': {
    2023: s(
      t3(
        '九百名新生參加三日兩夜的迎新營，認識校園及師兄師姐。',
        '九百名新生参加三日两夜的迎新营，认识校园及师兄师姐。',
        'Nine hundred new students spent three days at orientation camp getting to know the campus and their seniors.',
      ),
      t3(
        '營內活動包括校園定向、學會攤位及宿舍晚會。學生事務處亦首次安排精神健康工作坊，介紹校內輔導服務。',
        '营内活动包括校园定向、学会摊位及宿舍晚会。学生事务处亦首次安排精神健康工作坊，介绍校内辅导服务。',
        'They ran a campus orienteering race, visited society stalls and danced at the residence party; a first mental-health workshop introduced the counselling service.',
      ),
      t3(
        '迎新營由一百二十名學生大使籌備。',
        '迎新营由一百二十名学生大使筹备。',
        'A hundred and twenty student ambassadors organised the camp.',
      ),
    ),
    2024: s(
      t3(
        '迎新營今年加入社區服務日，新生到區內長者中心探訪。',
        '迎新营今年加入社区服务日，新生到区内长者中心探访。',
        'Orientation now includes a community day: new students visited local elderly centres.',
      ),
      t3(
        '新生分成四十組，與長者一同製作月餅及拍攝家庭照。智慧樂齡研究中心的同事亦即場示範防跌運動。',
        '新生分成四十组，与长者一同制作月饼及拍摄家庭照。智慧乐龄研究中心的同事亦即场示范防跌运动。',
        'In forty groups they made mooncakes and took family photos with the residents, and the Centre for Smart Ageing demonstrated fall-prevention exercises.',
      ),
      t3(
        '不少新生表示會繼續參與義工服務。',
        '不少新生表示会继续参与义工服务。',
        'Many of them said they would keep volunteering.',
      ),
    ),
    2025: s(
      t3(
        '今年新生來自十八個國家及地區，迎新營首設中英雙語小組。',
        '今年新生来自十八个国家及地区，迎新营首设中英双语小组。',
        'With new students from eighteen countries and regions, the camp formed bilingual groups for the first time.',
      ),
      t3(
        '每組由一位本地生及一位非本地生學長帶領，活動以廣東話、普通話及英語進行。營內還設有香港生活小百科攤位，教新生使用八達通及乘搭小巴。',
        '每组由一位本地生及一位非本地生学长带领，活动以广东话、普通话及英语进行。营内还设有香港生活小百科攤位，教新生使用八达通及乘搭小巴。',
        'Each group had one local and one non-local senior as leaders, working in Cantonese, Putonghua and English, and a “Hong Kong basics” stall showed newcomers how to use an Octopus card and catch a minibus.',
      ),
      t3('學期將於九月初開始。', '学期将于九月初开始。', 'Teaching starts in early September.'),
    ),
  },
  'news-green-campus': {
    2023: s(
      t3(
        '綠色校園週推出飲水機地圖，鼓勵師生自備水樽。',
        '绿色校园周推出饮水机地图，鼓励师生自备水瓶。',
        'Green Campus Week launched a map of water fountains to encourage refillable bottles.',
      ),
      t3(
        '地圖標示校園內三十二部飲水機的位置，並顯示每部機器已節省的膠樽數目。活動週內，餐廳的即棄餐具用量下降了四成。',
        '地图标示校园内三十二部饮水机的位置，并显示每部机器已节省的胶瓶数目。活动周内，餐厅的即弃餐具用量下降了四成。',
        'It shows all 32 fountains on campus and how many plastic bottles each has saved; the canteens used 40 per cent less disposable cutlery during the week.',
      ),
      t3('地圖已加入書院的手機應用程式。', '地图已加入书院的手机应用程序。', 'The map is now in the College app.'),
    ),
    2024: s(
      t3(
        '學生自製的太陽能模型車比賽吸引二十隊參加。',
        '学生自制的太阳能模型车比赛吸引二十队参加。',
        'Twenty teams raced home-made solar model cars.',
      ),
      t3(
        '冠軍隊伍的模型車以回收手機電池及舊單車零件製成，在陰天下仍完成賽道。評判包括兩位來自再生能源公司的工程師。',
        '冠军队伍的模型车以回收手机电池及旧单车零件制成，在阴天下仍完成赛道。评判包括两位来自再生能源公司的工程师。',
        'The winning car, built from recycled phone batteries and old bicycle parts, finished the course under cloud; two renewable-energy engineers judged.',
      ),
      t3(
        '二手書交換共送出一千二百本書。',
        '二手书交换共送出一千二百本书。',
        'The book swap found new readers for 1,200 books.',
      ),
    ),
    2025: s(
      t3(
        '書院在綠色校園週宣布，所有宿舍將於兩年內改用太陽能熱水。',
        '书院在绿色校园周宣布，所有宿舍将于两年内改用太阳能热水。',
        'During Green Campus Week the College announced that all residences will switch to solar hot water within two years.',
      ),
      t3(
        '工程將分兩期進行，預計每年減少碳排放約三百公噸。學生會的環保小組會參與監察，並每季公布用電數據。',
        '工程将分两期进行，预计每年减少碳排放约三百公吨。学生会的环保小组会参与监察，并每季公布用电数据。',
        'The work will be done in two phases and should cut emissions by about 300 tonnes a year; the students’ union environment group will monitor it and publish energy figures every quarter.',
      ),
      t3(
        '活動週的工作坊吸引逾八百人次參加。',
        '活动周的工作坊吸引逾八百人次参加。',
        'The week’s workshops drew more than 800 participants.',
      ),
    ),
  },
  'news-graduation': {
    2023: s(
      t3(
        '一千零八十名畢業生在大會堂完成學業，三位社區領袖獲頒榮譽院士。',
        '一千零八十名毕业生在大会堂完成学业，三位社区领袖获颁荣誉院士。',
        'At the Great Hall 1,080 graduates received their degrees and three community leaders became honorary fellows.',
      ),
      t3(
        '榮譽院士包括一位在月灣行醫四十年的家庭醫生。她勉勵畢業生：「專業不只是技能，更是對身邊人的承諾。」典禮後，畢業生在海邊草坪與家人拍照留念。',
        '荣誉院士包括一位在月湾行医四十年的家庭医生。她勉励毕业生：「专业不只是技能，更是对身边人的承诺。」典礼后，毕业生在海边草坪与家人拍照留念。',
        'One of them, a family doctor who has practised at Crescent Bay for forty years, told the graduates: “A profession is not only a skill; it is a promise to the people around you.” Families took photos on the harbour lawn afterwards.',
      ),
      t3(
        '典禮錄影可在書院網站重溫。',
        '典礼录影可在书院网站重温。',
        'The ceremony can be watched again on the College website.',
      ),
    ),
    2024: s(
      t3(
        '首屆護理學士畢業生全部通過註冊護士考試。',
        '首届护理学士毕业生全部通过注册护士考试。',
        'Every member of the first Bachelor of Nursing class passed the registration examination.',
      ),
      t3(
        '七十二名護理系畢業生已獲本地醫院及社區機構聘用。畢業生代表在致辭中感謝臨床導師，並提到在模擬病房練習到深夜的日子。',
        '七十二名护理系毕业生已获本地医院及社区机构聘用。毕业生代表在致辞中感谢临床导师，并提到在模拟病房练习到深夜的日子。',
        'All 72 nursing graduates have jobs with local hospitals and community services. Their representative thanked the clinical mentors and remembered late nights of practice in the simulated ward.',
      ),
      t3(
        '今年共有一千一百二十名畢業生。',
        '今年共有一千一百二十名毕业生。',
        'This year 1,120 students graduated in all.',
      ),
    ),
    2025: s(
      t3(
        '校長在今年的畢業典禮上勉勵畢業生終身學習，並宣布校友可免費旁聽課程。',
        '校长在今年的毕业典礼上勉励毕业生终身学习，并宣布校友可免费旁听课程。',
        'At this year’s ceremony the President urged graduates to keep learning, and announced that alumni may now sit in on courses free of charge.',
      ),
      t3(
        '新措施下，每位校友每學期可免費旁聽一門課程，並繼續使用圖書館。典禮上亦首次頒發一帶一路研究院的哲學博士學位。',
        '新措施下，每位校友每学期可免费旁听一门课程，并继续使用图书馆。典礼上亦首次颁发一带一路研究院的哲学博士学位。',
        'Alumni can now audit one course each semester and keep using the Library. The Belt and Road Research Institute conferred its first doctorates at the same ceremony.',
      ),
      t3(
        '旁聽課程的登記方法會在校友網頁公布。',
        '旁听课程的登记方法会在校友网页公布。',
        'How to register for a course will be announced on the alumni pages.',
      ),
    ),
  },
  'news-belt-road-forum': {
    2023: s(
      t3(
        '首屆青年論壇邀請來自十二個國家的青年學者討論綠色基建。',
        '首届青年论坛邀请来自十二个国家的青年学者讨论绿色基建。',
        'The first youth forum brought young scholars from twelve countries to discuss green infrastructure.',
      ),
      t3(
        '論壇為期兩日，共發表二十八篇論文。主題演講由一位曾參與東南亞鐵路項目的工程師主講，分享如何在發展與保育之間取得平衡。',
        '论坛为期两日，共发表二十八篇论文。主题演讲由一位曾参与东南亚铁路项目的工程师主讲，分享如何在发展与保育之间取得平衡。',
        'Over two days, 28 papers were presented; the keynote, by an engineer who worked on a Southeast Asian railway, was about balancing development and conservation.',
      ),
      t3('論文集將於明年出版。', '论文集将于明年出版。', 'The papers will be published next year.'),
    ),
    2024: s(
      t3(
        '第二屆論壇以「港口城市的未來」為題，並設學生論文比賽。',
        '第二届论坛以「港口城市的未来」为题，并设学生论文比赛。',
        'The second forum asked about “The future of port cities” and added a student paper prize.',
      ),
      t3(
        '冠軍論文比較了三個港口城市的碼頭工人轉型培訓。評審認為研究資料扎實，建議作者投稿學術期刊。',
        '冠军论文比较了三个港口城市的码头工人转型培训。评审认为研究资料扎实，建议作者投稿学术期刊。',
        'The winning paper compared how three port cities retrain dock workers; the judges found its evidence strong and urged the author to submit it to a journal.',
      ),
      t3('論壇錄影已上載至研究院網頁。', '论坛录影已上传至研究院网页。', 'Recordings are on the Institute’s web page.'),
    ),
    2025: s(
      t3(
        '青年論壇今年首次在線上線下同步舉行，吸引逾五百人參與。',
        '青年论坛今年首次在线上线下同步举行，吸引逾五百人参与。',
        'Held online and in person for the first time, the forum reached more than 500 people.',
      ),
      t3(
        '來自中亞及東非的講者透過網上連線參與圓桌討論，探討數碼貿易平台如何幫助中小企進入新市場。研究院亦宣布與兩所夥伴院校合辦暑期研究課程。',
        '来自中亚及东非的讲者通过网上连线参与圆桌讨论，探讨数码贸易平台如何帮助中小企进入新市场。研究院亦宣布与两所伙伴院校合办暑期研究课程。',
        'Speakers from Central Asia and East Africa joined a round-table by video on how digital trade platforms help small firms reach new markets, and the Institute announced a summer research course with two partner institutions.',
      ),
      t3(
        '下一屆論壇的徵稿詳情將於春季公布。',
        '下一届论坛的征稿详情将于春季公布。',
        'The call for papers for the next forum opens in spring.',
      ),
    ),
  },
};
