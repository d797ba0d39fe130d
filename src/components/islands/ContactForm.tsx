import { type EnquiryValues, type ErrorField, FIELDS, type FieldErrors, type FieldName } from '@/contact/fields';
import { CaptchaFieldset, type CaptchaProps } from '@/components/islands/contact-form/captcha';
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
}

export interface ContactFormProps {
  /** The page's own localised path: the form posts back to it. */
  action: string;
  /** Prefix of every id (ids come from props so server and browser markup are the same). */
  idPrefix: string;
  text: ContactFormText;
  limits: Record<FieldName, number>;
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
export function ContactForm({ action, idPrefix, text, limits, captcha, ...initial }: ContactFormProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const form = useEnquiry({ action, failed: text.failed, captcha, ...initial }, id);

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
      <div id={id('status')} className="contact-form__status" role="status" tabIndex={-1}>
        {form.notice?.ok ? form.notice.message : null}
      </div>
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
