import { type RefObject, useEffect, useRef, useState } from 'react';
import { CAPTCHA_FIELD, type FieldErrors } from '@/contact/fields';

export type CaptchaProps =
  | { kind: 'dev'; token: string }
  /** reCAPTCHA v2 or Turnstile, rendered explicitly into the island's own container. */
  | { kind: 'recaptcha' | 'turnstile'; siteKey: string; onload: string; lang: string }
  /** No verification can be offered: the notice says where to write instead. */
  | { kind: 'unavailable' };

/** grecaptcha and turnstile share this much: render into an element, reset by widget id. */
type Widgets = { render(el: HTMLElement, options: Record<string, string>): unknown; reset(id?: unknown): void };
type CaptchaWindow = { grecaptcha?: Partial<Widgets>; turnstile?: Partial<Widgets> } & Record<string, unknown>;
const captchaWindow = () => window as unknown as CaptchaWindow;
const widgetsOf = (kind: string) => (kind === 'turnstile' ? captchaWindow().turnstile : captchaWindow().grecaptcha);

type WidgetCaptcha = Extract<CaptchaProps, { onload: string }>;
export const hasWidget = (captcha: CaptchaProps): captcha is WidgetCaptcha =>
  captcha.kind === 'recaptcha' || captcha.kind === 'turnstile';

/** Turnstile writes its token into reCAPTCHA's field name, so the server reads one field. */
function widgetOptions(captcha: CaptchaProps): Record<string, string> {
  if (captcha.kind === 'turnstile')
    return { sitekey: captcha.siteKey, language: captcha.lang, 'response-field-name': CAPTCHA_FIELD };
  return captcha.kind === 'recaptcha' ? { sitekey: captcha.siteKey } : {};
}

export interface CaptchaState {
  /** The widget's container (reCAPTCHA or Turnstile). */
  widget: RefObject<HTMLDivElement | null>;
  /** The local development check box. */
  checked: boolean;
  setChecked: (checked: boolean) => void;
  /** After every answer: a token is good for one post. */
  reset: () => void;
}

/** Renders the provider's widget once its api.js is ready, and resets it (or the check box). */
export function useCaptcha(captcha: CaptchaProps): CaptchaState {
  const [checked, setChecked] = useState(false);
  const widget = useRef<HTMLDivElement>(null);
  const widgetId = useRef<unknown>(undefined);
  const onload = hasWidget(captcha) ? captcha.onload : '';
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

  const reset = () => {
    setChecked(false);
    const widgets = widgetsOf(captcha.kind);
    if (widgetId.current !== undefined && typeof widgets?.reset === 'function') widgets.reset(widgetId.current);
  };
  return { widget, checked, setChecked, reset };
}

export interface CaptchaFieldsetProps {
  captcha: CaptchaProps;
  state: CaptchaState;
  text: { captchaLegend: string; captchaDev: string; captchaNoScript: string };
  errors: FieldErrors;
  id: (part: string) => string;
  describedBy: string | undefined;
}

/** The human verification: the local check box, the provider's widget, or (unavailable) nothing. */
export function CaptchaFieldset({ captcha, state, text, errors, id, describedBy }: CaptchaFieldsetProps) {
  const widget = hasWidget(captcha);
  return (
    <fieldset
      className={errors.captcha ? 'contact-form__captcha contact-form__field--invalid' : 'contact-form__captcha'}
      aria-describedby={widget ? describedBy : undefined}
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
            checked={state.checked}
            onChange={(event) => state.setChecked(event.target.checked)}
            aria-invalid={errors.captcha ? true : undefined}
            aria-describedby={describedBy}
          />
          <label htmlFor={id('captcha')}>{text.captchaDev}</label>
        </div>
      ) : widget ? (
        <>
          <div id={id('captcha')} className="contact-form__recaptcha" ref={state.widget} />
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
  );
}
