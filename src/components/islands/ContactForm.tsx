import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CAPTCHA_FIELD,
  FIELDS,
  type EnquiryAnswer,
  type EnquiryValues,
  type ErrorField,
  type FieldErrors,
  type FieldName,
} from '../../contact/fields';

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

export type CaptchaProps =
  | { kind: 'dev'; token: string }
  /** reCAPTCHA v2 or Turnstile, rendered explicitly into the island's own container. */
  | { kind: 'recaptcha' | 'turnstile'; siteKey: string; onload: string; lang: string }
  /** No verification can be offered: the notice says where to write instead. */
  | { kind: 'unavailable' };

export interface Notice {
  ok: boolean;
  message: string;
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

/** grecaptcha and turnstile share this much: render into an element, reset by widget id. */
type Widgets = { render(el: HTMLElement, options: Record<string, string>): unknown; reset(id?: unknown): void };
type CaptchaWindow = { grecaptcha?: Partial<Widgets>; turnstile?: Partial<Widgets> } & Record<string, unknown>;
const captchaWindow = () => window as unknown as CaptchaWindow;
const widgetsOf = (kind: string) => (kind === 'turnstile' ? captchaWindow().turnstile : captchaWindow().grecaptcha);

/** Turnstile writes its token into reCAPTCHA's field name, so the server reads one field. */
function widgetOptions(captcha: CaptchaProps): Record<string, string> {
  if (captcha.kind === 'turnstile')
    return { sitekey: captcha.siteKey, language: captcha.lang, 'response-field-name': CAPTCHA_FIELD };
  return captcha.kind === 'recaptcha' ? { sitekey: captcha.siteKey } : {};
}

const INPUT: Record<FieldName, { type?: string; autoComplete?: string; multiline?: boolean }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  subject: { type: 'text' },
  message: { multiline: true },
};

const ERROR_ORDER: ErrorField[] = [...FIELDS, 'captcha'];
const isErrorField = (key: string): key is ErrorField => (ERROR_ORDER as string[]).includes(key);

/** The server's JSON answer ({ ok, message, errors? }); anything else is a failure. */
function readAnswer(data: unknown, failed: string): EnquiryAnswer {
  if (typeof data !== 'object' || data === null) return { ok: false, message: failed };
  const { ok, message, errors } = data as Record<string, unknown>;
  if (typeof ok !== 'boolean' || typeof message !== 'string') return { ok: false, message: failed };
  const fieldErrors: FieldErrors = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [key, value] of Object.entries(errors))
      if (isErrorField(key) && typeof value === 'string') fieldErrors[key] = value;
  }
  return { ok, message, errors: fieldErrors };
}

/**
 * The enquiry form. Server-rendered it is a plain POST form (multipart: CJK text stays
 * compact) that works without JavaScript; hydrated, it posts JSON in place and shows the
 * server's messages without a reload. All rules live on the server; this only reports them.
 */
export function ContactForm({
  action,
  idPrefix,
  text,
  limits,
  values: initialValues,
  errors: initialErrors,
  notice: initialNotice,
  captcha,
}: ContactFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState(initialErrors);
  const [notice, setNotice] = useState(initialNotice);
  const [sending, setSending] = useState(false);
  const [checked, setChecked] = useState(false);
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  const widget = useRef<HTMLDivElement>(null);
  const widgetId = useRef<unknown>(undefined);
  const id = (part: string) => `${idPrefix}-${part}`;

  const hasWidget = captcha.kind === 'recaptcha' || captcha.kind === 'turnstile';
  const onload = hasWidget ? captcha.onload : '';
  const options = JSON.stringify(widgetOptions(captcha));
  useEffect(() => {
    if (!onload) return;
    const w = captchaWindow();
    // api.js (render=explicit) calls `onload` when ready; if it was ready first, render now.
    const render = () => {
      const el = widget.current;
      const widgets = widgetsOf(captcha.kind);
      if (!el || widgetId.current !== undefined || typeof widgets?.render !== 'function') return;
      widgetId.current = widgets.render(el, JSON.parse(options) as Record<string, string>);
    };
    w[onload] = render;
    render();
    return () => {
      delete w[onload];
    };
  }, [captcha.kind, onload, options]);

  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const resetCaptcha = () => {
    setChecked(false);
    const widgets = widgetsOf(captcha.kind);
    if (widgetId.current !== undefined && typeof widgets?.reset === 'function') widgets.reset(widgetId.current);
  };

  const onChange = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const payload: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string') payload[key] = value;
    });
    setSending(true);
    let answer: EnquiryAnswer;
    try {
      const res = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        credentials: 'same-origin',
      });
      answer = readAnswer(await res.json(), text.failed);
    } catch {
      answer = { ok: false, message: text.failed };
    }
    setSending(false);
    setErrors(answer.errors ?? {});
    setNotice({ ok: answer.ok, message: answer.message });
    if (answer.ok) setValues({ name: '', email: '', subject: '', message: '' });
    resetCaptcha();
    const firstInvalid = ERROR_ORDER.find((field) => answer.errors?.[field]);
    const target = answer.ok
      ? 'status'
      : firstInvalid === 'captcha'
        ? captcha.kind === 'dev'
          ? 'captcha'
          : 'alert'
        : (firstInvalid ?? 'alert');
    setFocus((previous) => ({ id: id(target), n: (previous?.n ?? 0) + 1 }));
  };

  const describedBy = (field: ErrorField, hint: boolean) =>
    [hint ? id(`${field}-hint`) : '', errors[field] ? id(`${field}-error`) : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="contact-form"
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
    >
      <p className="contact-form__note">{text.note}</p>
      <div id={id('alert')} className="contact-form__alert" role="alert" tabIndex={-1}>
        {notice && !notice.ok ? notice.message : null}
      </div>
      <div id={id('status')} className="contact-form__status" role="status" tabIndex={-1}>
        {notice?.ok ? notice.message : null}
      </div>
      {FIELDS.map((field) => {
        const input = INPUT[field];
        const common = {
          id: id(field),
          name: field,
          value: values[field],
          onChange: onChange(field),
          maxLength: limits[field],
          required: true,
          'aria-invalid': errors[field] ? true : undefined,
          'aria-describedby': describedBy(field, true),
        };
        return (
          <div
            className={errors[field] ? 'contact-form__field contact-form__field--invalid' : 'contact-form__field'}
            key={field}
          >
            <label htmlFor={id(field)}>{text.labels[field]}</label>
            <p id={id(`${field}-hint`)} className="contact-form__hint">
              {text.hints[field]}
            </p>
            {input.multiline ? (
              <textarea {...common} rows={8} />
            ) : (
              <input {...common} type={input.type} autoComplete={input.autoComplete} />
            )}
            {errors[field] ? (
              <p id={id(`${field}-error`)} className="contact-form__error">
                {errors[field]}
              </p>
            ) : null}
          </div>
        );
      })}
      <fieldset
        className={errors.captcha ? 'contact-form__captcha contact-form__field--invalid' : 'contact-form__captcha'}
        aria-describedby={hasWidget ? describedBy('captcha', false) : undefined}
        hidden={captcha.kind === 'unavailable'}
      >
        <legend>{text.captchaLegend}</legend>
        {captcha.kind === 'dev' ? (
          <div className="contact-form__check contact-form__check--dev">
            <input
              type="checkbox"
              id={id('captcha')}
              name={CAPTCHA_FIELD}
              value={captcha.token}
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
              aria-invalid={errors.captcha ? true : undefined}
              aria-describedby={describedBy('captcha', false)}
            />
            <label htmlFor={id('captcha')}>{text.captchaDev}</label>
          </div>
        ) : hasWidget ? (
          <>
            <div id={id('captcha')} className="contact-form__recaptcha" ref={widget} />
            <noscript>
              <p className="contact-form__hint">{text.captchaNoScript}</p>
            </noscript>
          </>
        ) : null}
        {errors.captcha ? (
          <p id={id('captcha-error')} className="contact-form__error">
            {errors.captcha}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button contact-form__submit" aria-disabled={sending ? true : undefined}>
        {sending ? text.sending : text.submit}
      </button>
    </form>
  );
}
