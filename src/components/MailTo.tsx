import { mailtoHref } from '@/cms/links';

/** An e-mail address from CMS data: a mailto: link when it is one valid address, else its text. */
export function MailTo({ address }: { address: string }) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : address;
}
