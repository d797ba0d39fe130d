import {
  CHOICES,
  type ChoiceName,
  type EnquiryValues,
  type ErrorField,
  FIELDS,
  type FieldErrors,
  type FieldName,
} from '@/contact/fields';
import { EnquirySent, type SentText } from '@/components/contact/EnquirySent';
import { CaptchaFieldset, type CaptchaProps } from '@/components/islands/contact-form/captcha';
import { type ChoiceGroup, EnquiryChoice } from '@/components/islands/contact-form/choices';
import { EnquiryField } from '@/components/islands/contact-form/field';
import { type Notice, useEnquiry } from '@/components/islands/contact-form/use-enquiry';

export interface ContactFormText {
  note: string;
  labels: Record<FieldName, string>;
  hints: Record<FieldName, string>;
  submit: string;
  sending: string;
  captchaLegend: string;
  captchaDev: string;
  captchaNoScript: string;
  /** Shown when the answer cannot be had at all (network down). */
  failed: string;
  /** Each choice's label, and the text of its first option (none chosen). */
  choices: Record<ChoiceName, { label: string; none: string }>;
  /** The confirmation shown in place of the form once it is sent. */
  sent: SentText;
}

export interface ContactFormProps {
  /** The page's own localised path: the form posts back to it. */
  action: string;
  /** Prefix of every id (ids come from props so server and browser markup are the same). */
  idPrefix: string;
  text: ContactFormText;
  limits: Record<FieldName, number>;
  /** The options of the two choices: enquiry types, and programmes by level. */
  choices: Record<ChoiceName, ChoiceGroup[]>;
  values: EnquiryValues;
  errors: FieldErrors;
  notice: Notice | null;
  captcha: CaptchaProps;
}

/**
 * The enquiry form. Server-rendered it is a plain POST form (multipart: CJK text stays
 * compact) that works without JavaScript; hydrated, it posts JSON in place and shows the
 * server's messages without a reload. All rules live on the server; this only reports them.
 */
export function ContactForm({ action, idPrefix, text, limits, captcha, choices, ...initial }: ContactFormProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const form = useEnquiry({ action, failed: text.failed, captcha, ...initial }, id);
  // Sent: the confirmation replaces the form, so nothing invites sending it twice.
  if (form.sent)
    return (
      <EnquirySent
        text={{ ...text.sent, message: form.sent.message }}
        email={form.sent.email}
        reference={form.sent.reference}
        id={id('status')}
      />
    );

  const describedBy = (field: ErrorField, hint: boolean) =>
    [hint ? id(`${field}-hint`) : '', form.errors[field] ? id(`${field}-error`) : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      className="contact-form"
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
    >
      <p className="contact-form__note">{text.note}</p>
      <div id={id('alert')} className="contact-form__alert" role="alert" tabIndex={-1}>
        {form.notice && !form.notice.ok ? form.notice.message : null}
      </div>
      {CHOICES.map((choice) => (
        <EnquiryChoice
          key={choice}
          name={choice}
          id={id}
          label={text.choices[choice].label}
          none={text.choices[choice].none}
          groups={choices[choice]}
          value={form.values[choice]}
          onChange={form.onChange(choice)}
        />
      ))}
      {FIELDS.map((field) => (
        <EnquiryField
          key={field}
          field={field}
          id={id}
          label={text.labels[field]}
          hint={text.hints[field]}
          value={form.values[field]}
          maxLength={limits[field]}
          error={form.errors[field]}
          describedBy={describedBy(field, true)}
          onChange={form.onChange(field)}
        />
      ))}
      <CaptchaFieldset
        captcha={captcha}
        state={form.captcha}
        text={text}
        errors={form.errors}
        id={id}
        describedBy={describedBy('captcha', false)}
      />
      <button type="submit" className="button contact-form__submit" aria-disabled={form.sending ? true : undefined}>
        {form.sending ? text.sending : text.submit}
      </button>
    </form>
  );
}
