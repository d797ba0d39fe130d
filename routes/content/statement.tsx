// /page/statement: the important statement warning about unauthorised admission agents
// (docs/REQUIREMENTS.md §2, §9). The text is the site's own (locales, `statement.*`); the enquiry phone number
// comes from the CMS site info, and the statement still stands if that cannot be had.
import { Suspense, use } from 'react';
import { PageTitle } from '@/components/PageTitle';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { defineRoute } from '@/render/route';
import type { SiteInfos } from '@/upstream/schemas';
import type { Translate } from '@/i18n/messages';
import type { IndexSource, PageIndex } from '@/search/page-index';
import { PhoneLink } from '@/components/PhoneLink';

function Enquiry({ site }: { site: Promise<Result<SiteInfos>> }) {
  const { t } = useSite();
  const result = use(site);
  const phone = result.ok ? result.data.info.phone.trim() : '';
  if (!phone) return <p>{t('statement.enquiryNoPhone')}</p>;
  const [before, after] = t('statement.enquiry', { phone: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <PhoneLink phone={phone} className="statement__phone" />
      {after}
    </p>
  );
}

function Statement() {
  const { t, frame } = useSite();
  return (
    <>
      <PageTitle title={t('statement.title')} kicker={t('statement.kicker')} />
      <div className="statement" role="note">
        <p>{t('statement.never')}</p>
        <p>{t('statement.noFee')}</p>
        <p>{t('statement.beware')}</p>
        <Suspense fallback={<p>{t('statement.enquiryNoPhone')}</p>}>
          <Enquiry site={frame.site()} />
        </Suspense>
      </div>
    </>
  );
}

export const statement = defineRoute('page-statement', {
  load: () => null,
  head: (_data, c) => ({
    title: c.get('scope').t('statement.title'),
    description: c.get('scope').t('statement.never'),
  }),
  Page: Statement,
  index: statementIndex,
});

/** The sentence on enquiries: with the CMS's phone number, or without one (as Enquiry shows it). */
const enquiryText = (t: Translate, phone: string) =>
  phone ? t('statement.enquiry', { phone }) : t('statement.enquiryNoPhone');

/** The statement's paragraphs, as the page shows them. */
export function statementIndex({ t, site }: IndexSource): PageIndex {
  return {
    heads: [t('statement.kicker')],
    text: [t('statement.never'), t('statement.noFee'), t('statement.beware'), enquiryText(t, site.info.phone.trim())],
  };
}
