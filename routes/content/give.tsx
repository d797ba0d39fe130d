// /give: how to give (the CMS page `give`: online, FPS, bank transfer, cheque, in person) and,
// first, the funds a gift can support with suggested amounts, each a button to the giving
// platform (docs/UPSTREAM.md §22). /Give and /捐贈 answer 301 here (src/seo/moved.ts).
import { Section } from '@/components/Section';
import { cmsPageOf } from '@/route-table';
import { giftLink } from '@/cms/links';
import { loadPage } from '@/cms/load';
import type { SafePage } from '@/cms/types';
import { Block } from '@/components/Block';
import { CmsPageView } from '@/components/CmsPage';
import { SafeLink } from '@/components/SafeLink';
import { money } from '@/i18n/money';
import { type Result, settle } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getGiving } from '@/upstream/api';
import type { Giving } from '@/upstream/schemas';

interface GiveData {
  page: SafePage;
  giving: Promise<Result<Giving>>;
}

export const give = defineRoute('give', {
  load: async (c): Promise<GiveData> => {
    const giving = settle(getGiving(c.get('scope')));
    const page = await required(loadPage(c.get('scope'), cmsPageOf('give'), c.get('scope').locale));
    return { page, giving };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: ({ data }) => (
    <CmsPageView
      page={data.page}
      lead={
        <Block data={data.giving} optional>
          {(giving) => <Funds giving={giving} />}
        </Block>
      }
    />
  ),
});

/** Each fund: what it supports, a button per suggested amount and one for any other amount. */
function Funds({ giving }: { giving: Giving }) {
  const { t, locale } = useSite();
  const funds = giving.funds.filter((f) => giftLink(f.url));
  if (!funds.length) return null;
  return (
    <Section id="give-funds" className="give-funds" title={t('give.funds')}>
      <p>{t('give.fundsIntro')}</p>
      <ul className="give-funds__list">
        {funds.map((fund) => {
          const amounts = fund.amounts.length ? fund.amounts : giving.amounts;
          return (
            <li key={fund.id} className="give-fund">
              <h3>{fund.name}</h3>
              {fund.description ? <p>{fund.description}</p> : null}
              <ul className="button-list give-fund__amounts" aria-label={t('give.amountsOf', { fund: fund.name })}>
                {amounts.map((amount) => (
                  <li key={amount}>
                    <SafeLink link={giftLink(fund.url, amount)} className="button">
                      {t('give.giveAmount', { amount: money(amount, giving.currency, locale) })}
                    </SafeLink>
                  </li>
                ))}
                <li>
                  <SafeLink link={giftLink(fund.url)} className="button button--ghost">
                    {t('give.otherAmount')}
                  </SafeLink>
                </li>
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
