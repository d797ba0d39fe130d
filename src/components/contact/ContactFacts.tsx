import { Fact } from '@/components/Fact';
import { phoneNumber } from '@/cms/links';
import { MailTo } from '@/components/MailTo';
import { useSite } from '@/components/site-context';
import type { SiteInfos } from '@/upstream/schemas';
import { PhoneLink } from '@/components/PhoneLink';

/**
 * The college's phone (a tel: link in E.164, shown as +852 3555 0100), fax and e-mail (MailTo)
 * as rows of a `<dl>`: the footer and the contact page show the same rows, each with its own
 * address and extras around them.
 */
export function ContactFacts({ info }: { info: SiteInfos['info'] }) {
  const { t } = useSite();
  return (
    <>
      <Fact label={t('footer.phone')} value={info.phone}>
        {(phone) => <PhoneLink phone={phone} />}
      </Fact>
      <Fact label={t('footer.fax')} value={info.fax}>
        {(fax) => phoneNumber(fax)?.display ?? fax}
      </Fact>
      <Fact label={t('footer.email')} value={info.email}>
        {(email) => <MailTo address={email} />}
      </Fact>
    </>
  );
}
