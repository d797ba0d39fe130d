// Two full guide pages of the admissions menu: student housing (the halls, rooms and fees, what
// is included, priority, how and when to apply, the hall deposit and refunds, hall life) and the
// guide for non-local students (student visa / entry permit, medical insurance, cost of living,
// banking and phone, part-time work, orientation). Fictional demo content: hall names, amounts
// and dates are the College's own, stated as a college would publish them. Dates are words
// relative to the academic year ("by 31 May"), so they are true in any year.
import { MAIL_DOMAIN, PHONE_LINK, t3 } from '../lib';
import type { DemoPage } from './page-model';

const housingMail = `<a href="mailto:housing@${MAIL_DOMAIN}">housing@${MAIL_DOMAIN}</a>`;
const nonLocalMail = `<a href="mailto:nonlocal@${MAIL_DOMAIN}">nonlocal@${MAIL_DOMAIN}</a>`;

const HOUSING_ALIAS = 'student-housing';
const NON_LOCAL_ALIAS = 'non-local-students';

const housing: DemoPage = {
  alias: HOUSING_ALIAS,
  id: 950,
  updated: '2026-10-12',
  title: t3('學生宿舍', '学生宿舍', 'Student Housing'),
  body: t3(
    `<p>書院在校園內設有四座宿舍，共 1,060 個宿位，全部步行五分鐘內可達課室及圖書館。住宿讓同學認識來自香港、內地及世界各地的朋友，也是許多非本地學生在香港的第一個家。</p>
<h2>宿舍及房間</h2>
<ul><li><strong>望灣堂</strong>：320 個宿位，雙人房及單人房，面向月灣。</li><li><strong>海帆堂</strong>：300 個宿位，雙人房及單人房，設音樂練習室。</li><li><strong>明月堂</strong>：280 個宿位，雙人房及單人房，設天台花園。</li><li><strong>研學苑</strong>：160 個宿位，全為附設獨立浴室的單人房，供研究生入住。</li></ul>
<p>每層設共用廚房、洗衣房及溫習室；本科生宿舍的雙人房及單人房共用每層的浴室。</p>
<h2>住宿費</h2>
<table><caption>住宿費（港幣，以學期計）</caption><thead><tr><th scope="col">房間</th><th scope="col">每學期</th><th scope="col">每學年（兩個學期）</th></tr></thead><tbody><tr><th scope="row">雙人房（本科生宿舍）</th><td>$14,800</td><td>$29,600</td></tr><tr><th scope="row">單人房（本科生宿舍）</th><td>$18,600</td><td>$37,200</td></tr><tr><th scope="row">單人房連浴室（研學苑）</th><td>$21,400</td><td>$42,800</td></tr><tr><th scope="row">暑期住宿（六月至八月）</th><td colspan="2">每星期 $900</td></tr></tbody></table>
<p>一個學期約四個月。住宿費於每學期開始前連同學費的繳費通知書一併發出，可分兩期繳付；學費及其他收費見<a href="/admissions/fees">學費</a>。</p>
<h2>住宿費包括</h2>
<ul><li>床、床褥、書桌、椅、衣櫃及書架</li><li>冷氣：每個房間每學期包括 900 度電，超出部分每度 $1.2</li><li>無線上網、水費及公用地方的電費</li><li>二十四小時保安及宿舍職員當值</li></ul>
<p>不包括：床上用品、膳食及洗衣（每次洗衣或乾衣 $12，以學生證付款）。</p>
<h2>誰可優先入住</h2>
<ol><li>非本地一年級本科生：保證獲編配一年宿位。</li><li>非本地研究生：按申請先後編配研學苑宿位，額滿即止。</li><li>本地學生：按住所往返校園的交通時間編配，單程超過 90 分鐘者優先；二年級或以上的學生另計參與宿舍活動的積分。</li><li>交換生：按書院與合作院校的協議安排。</li></ol>
<h2>申請方法及日期</h2>
<ol><li>接受取錄並繳付留位按金後，登入學生入口網站的「住宿」頁面申請，最多可選三座宿舍並排列次序。</li><li>非本地新生於 <strong>5 月 31 日或之前</strong>申請；本地學生於 <strong>6 月 1 日至 30 日</strong>申請。較遲收到取錄的內地高考生，請於接受取錄後七日內申請（最遲 7 月 31 日）。</li><li>宿位結果於 <strong>7 月 15 日</strong>前以電郵通知（較遲申請者於申請後兩星期內通知）。</li><li>獲編配宿位者須於通知後七日內接受宿位並繳付宿舍按金。</li><li>新生可於開課前的星期六起遷入。</li></ol>
<p>一月入學的研究生請於 <strong>11 月 15 日或之前</strong>申請。</p>
<h2>宿舍按金及退款</h2>
<p>宿舍按金為港幣 <strong>$3,000</strong>，於接受宿位時繳付。</p>
<ul><li>遷出後，按金扣除損壞賠償及未繳費用後，於 30 日內退回你登記的銀行帳戶。</li><li>7 月 31 日或之前取消宿位：按金扣除 $500 行政費後退回。</li><li>7 月 31 日之後取消宿位：按金不予退還。</li><li>學期中途遷出：須於一個月前通知，已繳的住宿費按餘下的完整月份退還。</li><li>未能取得學生簽證而不能來港：按金及已繳的住宿費全數退還。</li></ul>
<h2>宿舍生活</h2>
<p>每座宿舍由一位舍監及數位駐舍導師照顧，並有同學選出的宿生會舉辦迎新營、高桌晚宴、宿際運動比賽及文化節。晚上十一時至早上七時為寧靜時間；訪客可於早上八時至晚上十一時探訪，但不可留宿。宿舍全面禁煙。</p>
<h2>聯絡宿舍事務處</h2>
<p>學生中心地下，星期一至五上午九時至下午五時半（香港時間）。電話 ${PHONE_LINK}，電郵 ${housingMail}，或使用<a href="/page/contact-us">網上查詢表格</a>。非本地學生來港前的準備見<a href="/non-local-students">非本地學生指南</a>。</p>`,
    `<p>书院在校园内设有四座宿舍，共 1,060 个床位，全部步行五分钟内可到达教室及图书馆。住宿让同学认识来自香港、内地及世界各地的朋友，也是许多非本地学生在香港的第一个家。</p>
<h2>宿舍及房间</h2>
<ul><li><strong>望湾堂</strong>：320 个床位，双人间及单人间，面向月湾。</li><li><strong>海帆堂</strong>：300 个床位，双人间及单人间，设音乐练习室。</li><li><strong>明月堂</strong>：280 个床位，双人间及单人间，设天台花园。</li><li><strong>研学苑</strong>：160 个床位，全为带独立卫生间的单人间，供研究生入住。</li></ul>
<p>每层设公共厨房、洗衣房及自习室；本科生宿舍的双人间及单人间共用每层的卫生间。</p>
<h2>住宿费</h2>
<table><caption>住宿费（港币，按学期计）</caption><thead><tr><th scope="col">房间</th><th scope="col">每学期</th><th scope="col">每学年（两个学期）</th></tr></thead><tbody><tr><th scope="row">双人间（本科生宿舍）</th><td>$14,800</td><td>$29,600</td></tr><tr><th scope="row">单人间（本科生宿舍）</th><td>$18,600</td><td>$37,200</td></tr><tr><th scope="row">带卫生间单人间（研学苑）</th><td>$21,400</td><td>$42,800</td></tr><tr><th scope="row">暑期住宿（六月至八月）</th><td colspan="2">每周 $900</td></tr></tbody></table>
<p>一个学期约四个月。住宿费于每学期开始前与学费的缴费通知书一并发出，可分两期缴付；学费及其他收费见<a href="/admissions/fees">学费</a>。</p>
<h2>住宿费包括</h2>
<ul><li>床、床垫、书桌、椅子、衣柜及书架</li><li>空调：每个房间每学期包括 900 度电，超出部分每度 $1.2</li><li>无线网络、水费及公共区域的电费</li><li>二十四小时保安及宿舍职员值班</li></ul>
<p>不包括：床上用品、餐饮及洗衣（每次洗衣或烘干 $12，用学生证付款）。</p>
<h2>谁可优先入住</h2>
<ol><li>非本地一年级本科生：保证获分配一年床位。</li><li>非本地研究生：按申请先后分配研学苑床位，额满即止。</li><li>本地学生：按住处往返校园的交通时间分配，单程超过 90 分钟者优先；二年级或以上的学生另计参与宿舍活动的积分。</li><li>交换生：按书院与合作院校的协议安排。</li></ol>
<h2>申请方法及日期</h2>
<ol><li>接受录取并缴付留位押金后，登录学生门户网站的“住宿”页面申请，最多可选三座宿舍并排列顺序。</li><li>非本地新生于 <strong>5 月 31 日或之前</strong>申请；本地学生于 <strong>6 月 1 日至 30 日</strong>申请。较晚收到录取的内地高考生，请于接受录取后七日内申请（最迟 7 月 31 日）。</li><li>床位结果于 <strong>7 月 15 日</strong>前以电子邮件通知（较晚申请者于申请后两周内通知）。</li><li>获分配床位者须于通知后七日内接受床位并缴付宿舍押金。</li><li>新生可于开课前的星期六起入住。</li></ol>
<p>一月入学的研究生请于 <strong>11 月 15 日或之前</strong>申请。</p>
<h2>宿舍押金及退款</h2>
<p>宿舍押金为港币 <strong>$3,000</strong>，于接受床位时缴付。</p>
<ul><li>退宿后，押金扣除损坏赔偿及未缴费用后，于 30 日内退回你登记的银行账户。</li><li>7 月 31 日或之前取消床位：押金扣除 $500 手续费后退回。</li><li>7 月 31 日之后取消床位：押金不予退还。</li><li>学期中途退宿：须提前一个月通知，已缴的住宿费按剩余的完整月份退还。</li><li>未能取得学生签证而不能来港：押金及已缴的住宿费全额退还。</li></ul>
<h2>宿舍生活</h2>
<p>每座宿舍由一位舍监及几位驻舍导师照顾，并有同学选出的宿生会举办迎新营、高桌晚宴、宿舍间体育比赛及文化节。晚上十一点至早上七点为安静时间；访客可于早上八点至晚上十一点探访，但不可留宿。宿舍全面禁烟。</p>
<h2>联系宿舍事务处</h2>
<p>学生中心一楼，星期一至五上午九点至下午五点半（香港时间）。电话 ${PHONE_LINK}，电子邮件 ${housingMail}，或使用<a href="/page/contact-us">在线咨询表格</a>。非本地学生来港前的准备见<a href="/non-local-students">非本地学生指南</a>。</p>`,
    `<p>The College has four halls of residence on campus with 1,060 places, all within five minutes’ walk of the teaching buildings and the Library. Living in hall is how many students meet friends from Hong Kong, the mainland and around the world, and for many non-local students it is their first home in Hong Kong.</p>
<h2>Halls and rooms</h2>
<ul><li><strong>Bayview Hall</strong>: 320 places in double and single rooms, facing Crescent Bay.</li><li><strong>Sailwind Hall</strong>: 300 places in double and single rooms, with music practice rooms.</li><li><strong>Moonrise Hall</strong>: 280 places in double and single rooms, with a roof garden.</li><li><strong>Scholars’ Court</strong>: 160 single rooms with their own bathroom, for postgraduate students.</li></ul>
<p>Every floor has a shared kitchen, laundry and study room; double and single rooms in the undergraduate halls share the bathrooms of their floor.</p>
<h2>Hall fees</h2>
<table><caption>Hall fees (HK$, by semester)</caption><thead><tr><th scope="col">Room</th><th scope="col">Per semester</th><th scope="col">Per year (two semesters)</th></tr></thead><tbody><tr><th scope="row">Double room (undergraduate halls)</th><td>$14,800</td><td>$29,600</td></tr><tr><th scope="row">Single room (undergraduate halls)</th><td>$18,600</td><td>$37,200</td></tr><tr><th scope="row">Single room with bathroom (Scholars’ Court)</th><td>$21,400</td><td>$42,800</td></tr><tr><th scope="row">Summer stay (June to August)</th><td colspan="2">$900 a week</td></tr></tbody></table>
<p>A semester is about four months. Hall fees are billed before each semester with the tuition statement and may be paid in two instalments; tuition and other charges are on <a href="/admissions/fees">Fees and deposits</a>.</p>
<h2>What the fee includes</h2>
<ul><li>Bed, mattress, desk, chair, wardrobe and bookshelf</li><li>Air-conditioning: 900 kWh per room per semester, then HK$1.2 a kWh</li><li>Wi-Fi, water and the electricity of shared areas</li><li>Security and hall staff on duty around the clock</li></ul>
<p>Not included: bedding, meals and laundry ($12 a wash or dry, paid with your student card).</p>
<h2>Who has priority</h2>
<ol><li>Non-local first-year undergraduates: a place for their first year is guaranteed.</li><li>Non-local postgraduates: places in Scholars’ Court in order of application, while places last.</li><li>Local students: by travel time between home and campus, those with more than 90 minutes each way first; students in year two or above also earn points for taking part in hall life.</li><li>Exchange students: as agreed with their home institution.</li></ol>
<h2>How and when to apply</h2>
<ol><li>Once you have accepted your offer and paid the acceptance deposit, apply on the “Housing” page of the student portal, choosing up to three halls in order of preference.</li><li>New non-local students apply <strong>by 31 May</strong>; local students <strong>from 1 to 30 June</strong>. Gaokao students whose offer comes later apply within seven days of accepting it (by 31 July at the latest).</li><li>Results are sent by email <strong>by 15 July</strong> (to later applicants within two weeks of applying).</li><li>Accept your place and pay the hall deposit within seven days of the result.</li><li>New students may move in from the Saturday before teaching begins.</li></ol>
<p>Postgraduates starting in January apply <strong>by 15 November</strong>.</p>
<h2>Hall deposit and refunds</h2>
<p>The hall deposit is <strong>HK$3,000</strong>, paid when you accept your place.</p>
<ul><li>After you move out, the deposit less any damage or unpaid charges is refunded to your registered bank account within 30 days.</li><li>Place cancelled by 31 July: the deposit is refunded less a $500 administration charge.</li><li>Place cancelled after 31 July: the deposit is not refunded.</li><li>Moving out during a semester: give one month’s notice; hall fees paid for the whole months left are refunded.</li><li>Unable to come because your student visa is refused: the deposit and any hall fees paid are refunded in full.</li></ul>
<h2>Hall life</h2>
<p>Each hall has a warden and resident tutors, and a hall association elected by its residents that runs the orientation camp, high-table dinners, inter-hall sports and a culture festival. Quiet hours are 11 pm to 7 am; visitors are welcome from 8 am to 11 pm but may not stay overnight. The halls are smoke-free.</p>
<h2>Contact the Student Housing Office</h2>
<p>Student Centre, ground floor, Monday to Friday 9 am to 5:30 pm (Hong Kong time). Phone ${PHONE_LINK}, email ${housingMail}, or use the <a href="/page/contact-us">online enquiry form</a>. Non-local students preparing to come to Hong Kong: see the <a href="/non-local-students">Guide for non-local students</a>.</p>`,
  ),
};

const nonLocal: DemoPage = {
  alias: NON_LOCAL_ALIAS,
  id: 951,
  updated: '2026-10-12',
  title: t3('非本地學生指南', '非本地学生指南', 'Guide for Non-local Students'),
  body: t3(
    `<p>本指南為來自內地及海外、須取得入境許可才可在香港讀書的新生而設：由接受取錄到開課，你需要辦理的手續、在香港生活的開支，以及可以找誰幫忙。</p>
<h2>學生簽證／進入許可</h2>
<p>非本地學生須持香港入境事務處發出的學生簽證（內地學生稱為「進入許可」）才可來港就讀。書院是你的擔保機構，會代你遞交申請：</p>
<ol><li>接受取錄並繳付留位按金後，國際學生事務處會以電郵寄上申請表及所需文件清單。</li><li>於收到電郵後 <strong>14 日內</strong>，在學生入口網站上載：填妥的申請表、護照或內地居民身份證的副本、近照一張、最高學歷證明、可支付首年學費及生活費的財務證明（例如銀行結單），以及取錄通知書。</li><li>書院核對文件後代你向入境事務處遞交申請。</li><li>入境事務處收到齊備的申請後，一般需時 <strong>六至八星期</strong>處理。九月入學的同學請於 <strong>6 月 30 日或之前</strong>交齊文件。</li><li>獲批後，你會收到電子簽證；繳付入境事務處的簽發費用後列印，來港時連同旅行證件出示。</li></ol>
<p>簽證一般按課程年期批出。在香港逗留超過 180 日的同學，須於抵港後 30 日內登記領取香港身份證；書院會在迎新期間安排集體預約。</p>
<h2>內地學生：往來港澳通行證及逗留簽注</h2>
<p>內地學生獲批進入許可後，須持進入許可到戶籍所在地的出入境管理部門，申請《往來港澳通行證》及<strong>逗留 D 簽注</strong>（學習類）。來港時須同時帶備通行證、有效的逗留 D 簽注及進入許可。逗留簽注的有效期跟隨進入許可；進入許可延期後，請於返回內地時辦理新的簽注。</p>
<p>各地出入境管理部門的辦理時間不同，請預留最少兩星期。有關高考生的入學要求見<a href="/admissions/mainland">內地高考生</a>。</p>
<h2>醫療保險</h2>
<p>所有全日制非本地學生均須有醫療保險。書院的「月灣學生保障計劃」為團體醫療保險，保費每年港幣 <strong>$2,280</strong>（九月一日起十二個月），註冊時自動參加，保障包括：</p>
<ul><li>校園診所門診，每次自付 $50</li><li>公立或私家醫院普通病房住院，每年最高 $200,000</li><li>緊急治療及救護車服務</li></ul>
<p>已有同等或更高保障的同學，可於 <strong>9 月 30 日或之前</strong>向國際學生事務處提交保單副本，申請退出計劃。非本地學生在公立醫院求診須繳付非符合資格人士的收費，保險可減輕這些開支。</p>
<h2>生活費</h2>
<p>下表為一位本科生每月的參考開支（港幣），實際金額視乎個人生活方式而定。</p>
<table><caption>每月生活費參考（港幣）</caption><thead><tr><th scope="col">項目</th><th scope="col">入住宿舍</th><th scope="col">校外合租</th></tr></thead><tbody><tr><th scope="row">住宿</th><td>$3,700</td><td>$6,500</td></tr><tr><th scope="row">膳食</th><td>$4,000</td><td>$4,500</td></tr><tr><th scope="row">交通</th><td>$300</td><td>$700</td></tr><tr><th scope="row">手機及上網</th><td>$150</td><td>$300</td></tr><tr><th scope="row">書籍及文具</th><td>$300</td><td>$300</td></tr><tr><th scope="row">個人及娛樂</th><td>$1,200</td><td>$1,200</td></tr></tbody><tfoot><tr><th scope="row">合計</th><td>$9,650</td><td>$13,500</td></tr></tfoot></table>
<p>宿舍住宿以雙人房計；宿位及住宿費見<a href="/student-housing">學生宿舍</a>，學費見<a href="/admissions/fees">學費</a>。</p>
<h2>抵港後：銀行及手機</h2>
<ul><li><strong>銀行帳戶</strong>：憑護照或通行證、學生簽證／進入許可、學生證及宿舍地址證明，可在學生中心的銀行分行開戶；開戶後可使用轉數快繳交學費及住宿費。</li><li><strong>手機</strong>：機場及便利店均有儲值卡出售，使用前須以身份證明文件實名登記。不少網絡商提供兼有內地號碼的「一卡兩號」月費計劃。</li><li><strong>交通</strong>：學生可申請八達通學生個人化卡，乘搭港鐵享有學生優惠。</li></ul>
<h2>兼職工作</h2>
<p>學生簽證／進入許可附有工作條件，請先細閱。一般而言，全日制非本地學生在學期間可於校內兼職，每星期不超過 20 小時；暑假期間亦可工作，以及修讀課程要求的實習。其他工作須事先獲入境事務處批准。違反逗留條件可能影響你的簽證，接受任何工作前，請先向國際學生事務處查詢。</p>
<h2>迎新活動</h2>
<ul><li>非本地新生迎新日：開課前一星期的星期三至星期五，內容包括香港身份證預約、銀行開戶、校園導賞及醫療保險講座。</li><li>機場接送：迎新前兩天提供，請於 <strong>8 月 15 日或之前</strong>在學生入口網站登記航班。</li><li>一月入學的研究生：開課前一星期舉行簡化的迎新活動。</li></ul>
<h2>聯絡國際學生事務處</h2>
<p>學生中心二樓，星期一至五上午九時至下午五時半（香港時間，UTC+8）。電話 ${PHONE_LINK}，電郵 ${nonLocalMail}，或使用<a href="/page/contact-us">網上查詢表格</a>。國際學歷申請人的入學要求見<a href="/admissions/international">國際及其他學歷</a>。</p>`,
    `<p>本指南为来自内地及海外、须取得入境许可才可在香港读书的新生而设：从接受录取到开课，你需要办理的手续、在香港生活的开支，以及可以找谁帮忙。</p>
<h2>学生签证／进入许可</h2>
<p>非本地学生须持香港入境事务处签发的学生签证（内地学生称为“进入许可”）才可来港就读。书院是你的担保机构，会代你递交申请：</p>
<ol><li>接受录取并缴付留位押金后，国际学生事务处会通过电子邮件发送申请表及所需文件清单。</li><li>于收到电子邮件后 <strong>14 日内</strong>，在学生门户网站上传：填好的申请表、护照或内地居民身份证的复印件、近期照片一张、最高学历证明、可支付首年学费及生活费的资金证明（例如银行流水），以及录取通知书。</li><li>书院核对文件后代你向入境事务处递交申请。</li><li>入境事务处收到齐全的申请后，一般需要 <strong>六至八周</strong>处理。九月入学的同学请于 <strong>6 月 30 日或之前</strong>交齐文件。</li><li>获批后，你会收到电子签证；缴付入境事务处的签发费用后打印，来港时连同旅行证件出示。</li></ol>
<p>签证一般按课程年限批出。在香港逗留超过 180 日的同学，须于抵港后 30 日内登记领取香港身份证；书院会在迎新期间安排集体预约。</p>
<h2>内地学生：往来港澳通行证及逗留签注</h2>
<p>内地学生获批进入许可后，须持进入许可到户籍所在地的出入境管理部门，申请《往来港澳通行证》及<strong>逗留 D 签注</strong>（学习类）。来港时须同时携带通行证、有效的逗留 D 签注及进入许可。逗留签注的有效期跟随进入许可；进入许可延期后，请于返回内地时办理新的签注。</p>
<p>各地出入境管理部门的办理时间不同，请预留至少两周。高考生的入学要求见<a href="/admissions/mainland">内地高考生</a>。</p>
<h2>医疗保险</h2>
<p>所有全日制非本地学生均须有医疗保险。书院的“月湾学生保障计划”为团体医疗保险，保费每年港币 <strong>$2,280</strong>（九月一日起十二个月），注册时自动参加，保障包括：</p>
<ul><li>校园诊所门诊，每次自付 $50</li><li>公立或私立医院普通病房住院，每年最高 $200,000</li><li>急诊治疗及救护车服务</li></ul>
<p>已有同等或更高保障的同学，可于 <strong>9 月 30 日或之前</strong>向国际学生事务处提交保单复印件，申请退出计划。非本地学生在公立医院就医须缴付非符合资格人士的收费，保险可减轻这些开支。</p>
<h2>生活费</h2>
<p>下表为一名本科生每月的参考开支（港币），实际金额视个人生活方式而定。</p>
<table><caption>每月生活费参考（港币）</caption><thead><tr><th scope="col">项目</th><th scope="col">住宿舍</th><th scope="col">校外合租</th></tr></thead><tbody><tr><th scope="row">住宿</th><td>$3,700</td><td>$6,500</td></tr><tr><th scope="row">餐饮</th><td>$4,000</td><td>$4,500</td></tr><tr><th scope="row">交通</th><td>$300</td><td>$700</td></tr><tr><th scope="row">手机及上网</th><td>$150</td><td>$300</td></tr><tr><th scope="row">书籍及文具</th><td>$300</td><td>$300</td></tr><tr><th scope="row">个人及娱乐</th><td>$1,200</td><td>$1,200</td></tr></tbody><tfoot><tr><th scope="row">合计</th><td>$9,650</td><td>$13,500</td></tr></tfoot></table>
<p>住宿舍以双人间计；床位及住宿费见<a href="/student-housing">学生宿舍</a>，学费见<a href="/admissions/fees">学费</a>。</p>
<h2>抵港后：银行及手机</h2>
<ul><li><strong>银行账户</strong>：凭护照或通行证、学生签证／进入许可、学生证及宿舍地址证明，可在学生中心的银行网点开户；开户后可使用转数快（FPS）缴交学费及住宿费。</li><li><strong>手机</strong>：机场及便利店均有预付卡出售，使用前须以身份证件实名登记。不少运营商提供同时带内地号码的“一卡两号”套餐。</li><li><strong>交通</strong>：学生可申请八达通学生个人化卡，乘坐港铁享有学生优惠。</li></ul>
<h2>兼职工作</h2>
<p>学生签证／进入许可附有工作条件，请先仔细阅读。一般而言，全日制非本地学生在学期间可在校内兼职，每周不超过 20 小时；暑假期间也可工作，以及参加课程要求的实习。其他工作须事先获入境事务处批准。违反逗留条件可能影响你的签证，接受任何工作前，请先向国际学生事务处咨询。</p>
<h2>迎新活动</h2>
<ul><li>非本地新生迎新日：开课前一周的星期三至星期五，内容包括香港身份证预约、银行开户、校园导览及医疗保险讲座。</li><li>机场接送：迎新前两天提供，请于 <strong>8 月 15 日或之前</strong>在学生门户网站登记航班。</li><li>一月入学的研究生：开课前一周举行简化的迎新活动。</li></ul>
<h2>联系国际学生事务处</h2>
<p>学生中心三楼，星期一至五上午九点至下午五点半（香港时间，UTC+8）。电话 ${PHONE_LINK}，电子邮件 ${nonLocalMail}，或使用<a href="/page/contact-us">在线咨询表格</a>。国际学历申请人的入学要求见<a href="/admissions/international">国际及其他学历</a>。</p>`,
    `<p>This guide is for new students from the mainland and overseas who need permission to enter Hong Kong to study: what to arrange between accepting your offer and your first class, what living in Hong Kong costs, and whom to ask for help.</p>
<h2>Student visa / entry permit</h2>
<p>Non-local students need a student visa (for mainland students, an entry permit) issued by the Hong Kong Immigration Department. The College is your sponsor and applies on your behalf:</p>
<ol><li>Once you have accepted your offer and paid the acceptance deposit, the International Student Office emails you the application form and a list of documents.</li><li><strong>Within 14 days</strong> of that email, upload on the student portal: the completed form, a copy of your passport or mainland resident identity card, a recent photograph, your highest qualification, proof that you can pay the first year’s tuition and living costs (such as a bank statement), and your offer letter.</li><li>The College checks the documents and submits your application to the Immigration Department.</li><li>Processing usually takes <strong>six to eight weeks</strong> from when the Immigration Department has a complete application. For September entry, send everything <strong>by 30 June</strong>.</li><li>Once approved you receive an e-visa: pay the Immigration Department’s issue fee, print it, and show it with your travel document when you arrive.</li></ol>
<p>The visa is normally granted for the length of your programme. If you stay in Hong Kong for more than 180 days you must register for a Hong Kong identity card within 30 days of arrival; the College books group appointments during orientation.</p>
<h2>Mainland students: the Exit-entry Permit and the stay endorsement</h2>
<p>Once your entry permit is approved, take it to the exit and entry administration office where your household is registered and apply for the Exit-entry Permit for Travelling to and from Hong Kong and Macao (往来港澳通行证) with a <strong>type D stay endorsement</strong> (逗留 D 签注) for study. Travel with the permit, a valid D endorsement and your entry permit. The endorsement is valid as long as your entry permit; when the entry permit is extended, renew the endorsement on your next visit home.</p>
<p>Offices take different times: allow at least two weeks. Entry requirements for Gaokao students are on <a href="/admissions/mainland">Mainland Gaokao Students</a>.</p>
<h2>Medical insurance</h2>
<p>Every full-time non-local student must have medical insurance. The College’s Crescent Care Student Plan is a group scheme at <strong>HK$2,280 a year</strong> (twelve months from 1 September); you are enrolled when you register. It covers:</p>
<ul><li>Outpatient visits to the campus clinic, with a $50 co-payment each</li><li>General-ward hospital stays, public or private, up to $200,000 a year</li><li>Emergency treatment and ambulance services</li></ul>
<p>If you already have the same or better cover, send a copy of your policy to the International Student Office <strong>by 30 September</strong> to opt out. Non-local students pay the fees for non-eligible persons at public hospitals; the insurance covers much of them.</p>
<h2>Cost of living</h2>
<p>A typical month for an undergraduate, in Hong Kong dollars; your own costs depend on how you live.</p>
<table><caption>Monthly budget (HK$)</caption><thead><tr><th scope="col">Item</th><th scope="col">Living in hall</th><th scope="col">Shared flat off campus</th></tr></thead><tbody><tr><th scope="row">Housing</th><td>$3,700</td><td>$6,500</td></tr><tr><th scope="row">Food</th><td>$4,000</td><td>$4,500</td></tr><tr><th scope="row">Transport</th><td>$300</td><td>$700</td></tr><tr><th scope="row">Phone and data</th><td>$150</td><td>$300</td></tr><tr><th scope="row">Books and stationery</th><td>$300</td><td>$300</td></tr><tr><th scope="row">Personal and leisure</th><td>$1,200</td><td>$1,200</td></tr></tbody><tfoot><tr><th scope="row">Total</th><td>$9,650</td><td>$13,500</td></tr></tfoot></table>
<p>Living in hall is a double room; places and fees are on <a href="/student-housing">Student Housing</a>, tuition on <a href="/admissions/fees">Fees and deposits</a>.</p>
<h2>On arrival: banking and phone</h2>
<ul><li><strong>Bank account</strong>: open one at the bank branch in the Student Centre with your passport or Exit-entry Permit, your student visa or entry permit, your student card and proof of your hall address; then pay tuition and hall fees by FPS.</li><li><strong>Phone</strong>: prepaid SIM cards are sold at the airport and in convenience stores and must be registered with your identity document before use. Many networks offer plans with a mainland number on the same card.</li><li><strong>Transport</strong>: apply for a Student Personalised Octopus card for student fares on the MTR.</li></ul>
<h2>Part-time work</h2>
<p>Your student visa or entry permit comes with conditions of stay: read them. In general, full-time non-local students may work part-time on campus for no more than 20 hours a week during term, and may work in the summer vacation and take internships that are part of their programme. Any other work needs the Immigration Department’s approval first. Breaking the conditions of stay can cost you your visa: ask the International Student Office before you accept any job.</p>
<h2>Orientation</h2>
<ul><li>Non-local student orientation: Wednesday to Friday of the week before teaching begins, with identity card appointments, bank account opening, a campus tour and a talk on medical insurance.</li><li>Airport pick-up: on the two days before orientation; register your flight on the student portal <strong>by 15 August</strong>.</li><li>Postgraduates starting in January: a shorter orientation in the week before teaching begins.</li></ul>
<h2>Contact the International Student Office</h2>
<p>Student Centre, 2/F, Monday to Friday 9 am to 5:30 pm (Hong Kong time, UTC+8). Phone ${PHONE_LINK}, email ${nonLocalMail}, or use the <a href="/page/contact-us">online enquiry form</a>. Entry requirements for international qualifications are on <a href="/admissions/international">International Qualifications</a>.</p>`,
  ),
};

/** The admissions menu's guide pages, shown at /{alias}. */
export const guidePages: DemoPage[] = [housing, nonLocal];
