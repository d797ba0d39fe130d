import { Slots } from '@/components/Slots';

/** The words of the confirmation, each with its `{email}` / `{reference}` in place. */
export interface SentText {
  /** 'Thank you for your enquiry.' */
  message: string;
  /** 'We will reply to {email} within three working days.' */
  reply: string;
  /** The same without an address to name (the page was opened again later). */
  replyUnnamed: string;
  /** 'Your reference: {reference}.' */
  reference: string;
  /** That the enquiry is in, and need not be sent again. */
  once: string;
}

/**
 * The confirmation of a sent enquiry: whom the reply goes to and when, its short reference, and
 * no form to send it again. The island shows it in place of the form; the page after a post
 * without JavaScript (?sent=1) shows the same.
 */
export function EnquirySent({
  text,
  email,
  reference,
  id,
}: {
  text: SentText;
  email?: string | undefined;
  reference?: string | undefined;
  id?: string;
}) {
  return (
    <div className="contact-sent" role="status" id={id} tabIndex={-1}>
      <p className="contact-sent__message">{text.message}</p>
      <p>{email ? <Slots text={text.reply} slots={{ email: <strong>{email}</strong> }} /> : text.replyUnnamed}</p>
      {reference ? (
        <p>
          <Slots text={text.reference} slots={{ reference: <strong>{reference}</strong> }} />
        </p>
      ) : null}
      <p>{text.once}</p>
    </div>
  );
}
