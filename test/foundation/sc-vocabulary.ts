import * as OpenCC from 'opencc-js';
import HKPhrasesRev from 'opencc-js/dict/HKPhrasesRev';

// Simplified Chinese as mainland readers write it: the sc messages use no Hong Kong-only word.
// The reviewed list below names each Hong Kong word with what a mainland reader writes instead;
// OpenCC's Hong Kong phrase table (HKPhrasesRev: Hong Kong phrase → mainland phrase) adds the
// phrases it knows, in simplified script.

/** Hong Kong word (in simplified script) → the mainland word the sc messages use. */
export const HONG_KONG_ONLY: Record<string, string> = {
  电邮: '电子邮件 / 邮箱',
  上载: '上传',
  毋须: '无须',
  按金: '押金',
  透过: '通过',
  质素: '质量',
  程式: '程序',
  帐户: '账户',
  帐号: '账号',
  资讯: '信息',
  联络: '联系',
  工作天: '工作日',
  // 纪录 is a record set (打破纪录) or a documentary (纪录片) in mainland usage too; a record kept is 记录.
  服务器纪录: '服务器记录',
  查询纪录: '咨询记录',
  交易纪录: '交易记录',
  通话纪录: '通话记录',
  专上: '高等',
  兼读: '非全日制',
  学额: '招生名额',
  修业期: '学制',
  短讯: '短信',
  讯息: '信息 / 消息',
  伺服器: '服务器',
  登入: '登录',
  网上查询: '在线咨询',
  网上申请: '在线申请',
  查询表格: '咨询表格',
  查询类别: '咨询类别',
  查询编号: '咨询编号',
  提交查询: '提交咨询',
  真确: '真实',
  视像: '视频',
  滑鼠: '鼠标',
  列印: '打印',
  档案: '文件',
  连结: '链接',
  支援: '支持',
  储存: '保存',
  搜寻: '搜索',
  回覆: '回复',
  户口: '账户',
  私隐: '隐私',
  个人资料: '个人信息',
};

/**
 * Proper names that keep a Hong Kong word: the ordinance's official name. Removed before the
 * check, so the word anywhere else still fails.
 */
export const PROPER_NAMES = ['《个人资料（私隐）条例》', '《专上学院条例》'];

/** OpenCC's Hong Kong phrases that differ from the mainland's, in simplified script (two characters or more). */
export function openccPhrases(): [string, string][] {
  const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
  return HKPhrasesRev.split('|').flatMap((pair) => {
    const [hk, mainland] = pair.split(' ');
    if (!hk || !mainland) return [];
    const [a, b] = [toSimplified(hk), toSimplified(mainland)];
    return a.length >= 2 && a !== b && !b.includes(a) ? [[a, b] as [string, string]] : [];
  });
}

/** The Hong Kong words of the reviewed list and of OpenCC's table in a simplified-Chinese text. */
export function hongKongWords(text: string): string[] {
  const plain = PROPER_NAMES.reduce((t, n) => t.replaceAll(n, ''), text);
  return [...Object.entries(HONG_KONG_ONLY), ...openccPhrases()]
    .filter(([hk]) => plain.includes(hk))
    .map(([hk, mainland]) => `${hk} (write ${mainland})`);
}
