// Codes the CMS sends (a career group, a partner's region) in the page's language: the labels
// live in locales/, and an unknown code still reads as something.
import type { Translate } from '@/i18n/messages';

/** Career groups of the CMS (docs/REQUIREMENTS.md §7 groupId). */
export const CAREER_GROUP_KEYS: Record<number, string> = { 1: 'academic', 2: 'administrative' };

/** A career group's label; a group the site does not know is "other". */
export function groupLabel(groupId: number, t: (key: string) => string): string {
  const key = CAREER_GROUP_KEYS[groupId];
  return key ? t(`careers.group.${key}`) : t('careers.group.other');
}

/** A region key ('North America') in the page's language; an unknown key is shown as sent. */
export function regionLabel(region: string, t: Translate): string {
  const key = `partners.region.${region.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const label = t(key);
  return label === key ? region : label;
}
