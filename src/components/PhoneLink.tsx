import { phoneNumber } from '@/cms/links';

/**
 * A phone number from CMS data as a `tel:` link in E.164, shown in international form
 * (`tel:+85235550100`, '+852 3555 0100'), so that it dials from anywhere. Not a number: its text.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const number = phoneNumber(phone);
  if (!number) return <>{phone}</>;
  return (
    <a href={`tel:${number.e164}`} className={className}>
      {number.display}
    </a>
  );
}
