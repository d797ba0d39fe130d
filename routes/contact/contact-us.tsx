import * as v from 'valibot';
import { Island } from '@/components/Island';
import { CollectionStatement } from '@/components/contact/CollectionStatement';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm, type ContactFormProps } from '@/components/islands/ContactForm';
import { PageTitle } from '@/components/PageTitle';
import {
  CAPTCHA_ONLOAD,
  captchaMode,
  DEV_CAPTCHA_TOKEN,
  logUnconfigured,
  PROVIDERS,
  unavailableMessage,
} from '@/contact/captcha';
import { LOCALE_INFO } from '@/i18n/locales';
import { emptyValues, FIELDS, LIMITS, type EnquiryValues, type FieldErrors, type FieldName } from '@/contact/fields';
import { wantsJson } from '@/contact/guard';
import { submitEnquiry, toAnswer } from '@/contact/submit';
import { href } from '@/lib/href';
import { useSite } from '@/render/context';
import { type Answer, defineRoute } from '@/render/route';
import type { AppContext } from '@/types';
import { privatePage } from '@/render/page-cache';

/** ?sent=1 is the confirmation after POST/redirect/GET; any other query shows the form. */
const SentQuery = v.object({ sent: v.optional(v.literal('1')) });

interface FormState {
  values: EnquiryValues;
  errors: FieldErrors;
  notice: ContactFormProps['notice'];
}

/** Everything the island needs, text included: it never reads the request context itself. */
function formProps(c: AppContext, state: FormState): ContactFormProps {
  const t = c.get('t');
  const each = (f: (field: FieldName) => string) =>
    Object.fromEntries(FIELDS.map((field) => [field, f(field)])) as Record<FieldName, string>;
  return {
    action: href('page-contact-us', {}, c.get('locale')),
    idPrefix: 'contact',
    text: {
      note: t('contact.note'),
      labels: each((field) => t(`contact.field.${field}`)),
      hints: each((field) =>
        field === 'email' ? t('contact.hint.email') : t('contact.hint.max', { max: LIMITS[field] }),
      ),
      submit: t('contact.submit'),
      sending: t('contact.sending'),
      captchaLegend: t('contact.captcha.legend'),
      captchaDev: t('contact.captcha.dev'),
      captchaNoScript: t('contact.captcha.noscript'),
      failed: t('contact.error.failed'),
    },
    limits: LIMITS,
    ...state,
    captcha: captchaProps(c),
  };
}

function captchaProps(c: AppContext): ContactFormProps['captcha'] {
  const mode = captchaMode(c.env);
  if (mode.kind === 'dev') return { kind: 'dev', token: DEV_CAPTCHA_TOKEN };
  if (mode.kind === 'unavailable') return { kind: 'unavailable' };
  const lang = LOCALE_INFO[c.get('locale')].turnstileLang;
  return { kind: mode.provider, siteKey: mode.siteKey, onload: CAPTCHA_ONLOAD, lang };
}

/** The provider's loader, with this request's nonce (the CSP is opened to it on this page only). */
function CaptchaScript({ provider }: { provider: 'recaptcha' | 'turnstile' }) {
  const { locale, nonce } = useSite();
  return <script async defer src={PROVIDERS[provider].script(locale)} nonce={nonce} />;
}

function FormPage({ form }: { form: ContactFormProps }) {
  const { t } = useSite();
  return (
    <>
      <PageTitle title={t('contact.title')}>
        <p>{t('contact.intro')}</p>
      </PageTitle>
      <div className="section contact">
        <div className="contact__main">
          <Island name="contact-form" component={ContactForm} props={form} className="contact__form" />
          {form.captcha.kind === 'recaptcha' || form.captcha.kind === 'turnstile' ? (
            <CaptchaScript provider={form.captcha.kind} />
          ) : null}
          <CollectionStatement />
        </div>
        <ContactDetails />
      </div>
    </>
  );
}

function SentPage({ formHref }: { formHref: string }) {
  const { t } = useSite();
  return (
    <>
      <PageTitle title={t('contact.title')} />
      {/* A status message, not a section of its own: it has no heading (the page title is it). */}
      <div className="section contact-sent" role="status">
        <p className="contact-sent__message">{t('contact.success')}</p>
        <p>
          <a className="button button--ghost" href={formHref}>
            {t('contact.sendAnother')}
          </a>
        </p>
      </div>
    </>
  );
}

/** The form (with what was typed and why it was refused), or the confirmation after a post. */
type ContactData = { kind: 'form'; form: ContactFormProps; answer?: Answer } | { kind: 'sent'; formHref: string };

const formData = (c: AppContext, state: FormState, answer?: Answer): ContactData => ({
  kind: 'form',
  form: formProps(c, state),
  ...(answer ? { answer } : {}),
});

/**
 * docs/REQUIREMENTS.md §2 /page/contact-us. GET: the form, or the confirmation (?sent=1). POST: the rules of
 * src/contact/submit.ts; JSON for the island, otherwise the page again with the message and
 * every typed value (failures), or 303 to the confirmation (success).
 */
export const contactUs = defineRoute('page-contact-us', {
  // The captcha provider's origins, on this page only and only when its widget is shown.
  csp: (c) => {
    const mode = captchaMode(c.env);
    if (mode.kind !== 'widget') return undefined;
    const { script, frame } = PROVIDERS[mode.provider].csp;
    return { scriptSrc: script, frameSrc: frame };
  },
  load: async (c): Promise<ContactData> => {
    const query = v.safeParse(SentQuery, c.req.query());
    if (query.success && query.output.sent === '1') {
      // The confirmation answers one visitor's post: never kept for others (page cache).
      privatePage(c.var.scope);
      return { kind: 'sent', formHref: href('page-contact-us', {}, c.get('locale')) };
    }
    if (captchaMode(c.env).kind !== 'unavailable')
      return formData(c, { values: emptyValues(), errors: {}, notice: null });
    logUnconfigured(c, 'page');
    const notice = { ok: false, message: await unavailableMessage(c) };
    return formData(c, { values: emptyValues(), errors: {}, notice });
  },
  post: async (c): Promise<ContactData | Response> => {
    const outcome = await submitEnquiry(c);
    if (wantsJson(c)) {
      const headers = { 'Cache-Control': 'no-store', ...(outcome.ok ? {} : outcome.headers) };
      return c.json(toAnswer(outcome), outcome.ok ? 200 : outcome.status, headers);
    }
    if (outcome.ok) return c.redirect(href('page-contact-us', { sent: 1 }, c.get('locale')), 303);
    if (!outcome.page) return c.text(outcome.message, outcome.status, outcome.headers);
    const state = {
      values: outcome.values ?? emptyValues(),
      errors: outcome.errors ?? {},
      notice: { ok: false, message: outcome.message },
    };
    return formData(c, state, { status: outcome.status, ...(outcome.headers ? { headers: outcome.headers } : {}) });
  },
  // The confirmation and a refused post are one visitor's answers: never indexed.
  head: (data, c) => ({
    title: c.get('t')('contact.title'),
    ...(data.kind === 'sent' || data.answer ? { noindex: true } : {}),
  }),
  Page: ({ data }) => (data.kind === 'sent' ? <SentPage formHref={data.formHref} /> : <FormPage form={data.form} />),
  answer: (data) => (data.kind === 'form' ? (data.answer ?? {}) : {}),
});
