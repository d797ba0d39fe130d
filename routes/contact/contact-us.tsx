import * as v from 'valibot';
import { Island } from '@/components/Island';
import { CollectionStatement } from '@/components/contact/CollectionStatement';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { localisedInfo } from '@/cms/site-info';
import type { IndexSource, PageIndex } from '@/search/page-index';
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
import {
  CHOICE_MAX,
  emptyValues,
  ENQUIRY_TYPES,
  FIELDS,
  LIMITS,
  type EnquiryValues,
  type FieldErrors,
  type FieldName,
} from '@/contact/fields';
import type { ShownReceipt } from '@/contact/receipt';
import { enquiryPost, keepReceipt, takeReceipt } from '@/http/enquiry';
import { type ProgrammeGroup, programmeChoices } from '@/contact/topics';
import { EnquirySent, type SentText } from '@/components/contact/EnquirySent';
import { wantsJson } from '@/contact/guard';
import { submitEnquiry, toAnswer } from '@/contact/submit';
import { href } from '@/lib/href';
import { single } from '@/http/params';
import { settle, within } from '@/cms/result';
import { isCrawler } from '@/render/crawler';
import { useSite } from '@/components/site-context';
import { type Answer, defineRoute } from '@/render/route';
import type { AppContext } from '@/types';
import { privatePage } from '@/render/page-cache';

/** ?sent=1 is the confirmation after POST/redirect/GET; any other query shows the form. */
const SentQuery = v.object({ sent: v.optional(v.literal('1')) });

/** ?type=&programme= choose them in advance (a programme page's "Ask about this programme"). */
const TypeQuery = v.picklist(ENQUIRY_TYPES);
const ProgrammeQuery = v.pipe(v.string(), v.regex(/^[\w-]+$/), v.maxLength(CHOICE_MAX));

interface FormState {
  values: EnquiryValues;
  errors: FieldErrors;
  notice: ContactFormProps['notice'];
}

/** The sentences of the confirmation (the island's and the page after a post without JavaScript). */
function sentText(c: AppContext): SentText {
  const t = c.get('scope').t;
  return {
    message: t('contact.success'),
    reply: t('contact.sent.reply', { email: '{email}' }),
    replyUnnamed: t('contact.sent.replyUnnamed'),
    reference: t('contact.sent.reference', { reference: '{reference}' }),
    once: t('contact.sent.once'),
  };
}

/** Everything the island needs, text included: it never reads the request context itself. */
function formProps(c: AppContext, state: FormState, programmes: ProgrammeGroup[]): ContactFormProps {
  const t = c.get('scope').t;
  const each = (f: (field: FieldName) => string) =>
    Object.fromEntries(FIELDS.map((field) => [field, f(field)])) as Record<FieldName, string>;
  return {
    action: href('page-contact-us', {}, c.get('scope').locale),
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
      choices: {
        type: { label: t('contact.field.type'), none: t('contact.types.general') },
        programme: { label: t('contact.field.programme'), none: t('contact.programmeNone') },
      },
      sent: sentText(c),
    },
    limits: LIMITS,
    choices: {
      type: [
        {
          options: ENQUIRY_TYPES.filter((x) => x !== 'general').map((x) => ({
            value: x,
            label: t(`contact.types.${x}`),
          })),
        },
      ],
      programme: programmes.map((g) => ({ label: t(`programme.title.${g.level}`), options: g.options })),
    },
    ...state,
    captcha: captchaProps(c),
  };
}

function captchaProps(c: AppContext): ContactFormProps['captcha'] {
  const mode = captchaMode(c.env);
  if (mode.kind === 'dev') return { kind: 'dev', token: DEV_CAPTCHA_TOKEN };
  if (mode.kind === 'unavailable') return { kind: 'unavailable' };
  const lang = LOCALE_INFO[c.get('scope').locale].turnstileLang;
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

/** The confirmation after a post without JavaScript: the same as the island shows, and the way on. */
function SentPage({ sent }: { sent: Extract<ContactData, { kind: 'sent' }> }) {
  const { t, locale } = useSite();
  return (
    <>
      <PageTitle title={t('contact.title')} />
      {/* A status message, not a section of its own: it has no heading (the page title is it). */}
      <div className="section">
        <EnquirySent text={sent.text} email={sent.receipt?.address} reference={sent.receipt?.reference} />
        <p>
          <a href={href('index', {}, locale)}>{t('contact.sent.home')}</a>
        </p>
      </div>
    </>
  );
}

/** The form (with what was typed and why it was refused), or the confirmation after a post. */
type ContactData =
  | { kind: 'form'; form: ContactFormProps; answer?: Answer }
  | { kind: 'sent'; text: SentText; receipt: ShownReceipt | undefined };

/**
 * How long the form waits for the programme lists (cached, they are there at once): the form
 * and its status never wait for the CMS beyond this; without them, it offers no programme to
 * choose (the choice is optional). Crawlers get whole documents and wait.
 */
const PROGRAMMES_WAIT_MS = 250;

async function formData(c: AppContext, state: FormState, answer?: Answer): Promise<ContactData> {
  const wait = isCrawler(c) ? Number.POSITIVE_INFINITY : PROGRAMMES_WAIT_MS;
  const lists = await within(settle(programmeChoices(c.get('scope'))), wait);
  const programmes = lists.ok ? lists.data : [];
  return { kind: 'form', form: formProps(c, state, programmes), ...(answer ? { answer } : {}) };
}

/** The form's first values: nothing typed, and the choices the query asks for. */
function startValues(c: AppContext): EnquiryValues {
  const type = v.safeParse(TypeQuery, single(c, 'type'));
  const programme = v.safeParse(ProgrammeQuery, single(c, 'programme'));
  return {
    ...emptyValues(),
    type: type.success ? type.output : '',
    programme: programme.success ? programme.output : '',
  };
}

/**
 * docs/REQUIREMENTS.md §2 /page/contact-us. GET: the form, or the confirmation (?sent=1). POST: the rules of
 * src/contact/submit.ts; JSON for the island, otherwise the page again with the message and
 * every typed value (failures), or 303 to the confirmation (success).
 */
export const contactUs = defineRoute('page-contact-us', {
  // A prefilled form (?type=, ?programme=) and the confirmation (?sent=1) are one visitor's answers.
  personal: ['type', 'programme', 'sent'],
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
      // The confirmation answers one visitor's post: never kept for others (page cache), nor by
      // the browser (no-store, `answer` below); it shows the receipt once and clears it.
      privatePage(c.get('scope'));
      return { kind: 'sent', text: sentText(c), receipt: takeReceipt(c) };
    }
    if (captchaMode(c.env).kind !== 'unavailable')
      return formData(c, { values: startValues(c), errors: {}, notice: null });
    logUnconfigured(c.get('scope'), 'page');
    const notice = { ok: false, message: await unavailableMessage(c.get('scope')) };
    return formData(c, { values: startValues(c), errors: {}, notice });
  },
  post: async (c): Promise<ContactData | Response> => {
    const outcome = await submitEnquiry(c.get('scope'), enquiryPost(c));
    if (wantsJson(c.req.raw)) {
      const headers = { 'Cache-Control': 'no-store', ...(outcome.ok ? {} : outcome.headers) };
      return c.json(toAnswer(outcome), outcome.ok ? 200 : outcome.status, headers);
    }
    if (outcome.ok) {
      keepReceipt(c, outcome);
      c.header('Cache-Control', 'no-store');
      return c.redirect(href('page-contact-us', { sent: 1 }, c.get('scope').locale), 303);
    }
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
    title: c.get('scope').t('contact.title'),
    ...(data.kind === 'sent' || data.answer ? { noindex: true } : {}),
  }),
  Page: ({ data }) => (data.kind === 'sent' ? <SentPage sent={data} /> : <FormPage form={data.form} />),
  answer: (data) => (data.kind === 'form' ? (data.answer ?? {}) : { headers: { 'Cache-Control': 'no-store' } }),
  index: contactIndex,
});

/**
 * What the page shows beside its form (ContactDetails): the phone, fax and e-mail, the chat
 * channels, the address, office hours and directions, and the footer's social accounts.
 */
export function contactIndex({ t, site: { info }, locale }: IndexSource): PageIndex {
  const { address, trafficRoutes, officeHours } = localisedInfo(info, locale);
  const fact = (label: string, value: string | undefined) => (value?.trim() ? `${label} ${value.trim()}` : undefined);
  const hours = officeHours || info.openingHours.length;
  return {
    heads: [
      t('contactInfo.title'),
      hours ? t('contactInfo.officeHours') : undefined,
      trafficRoutes ? t('contactInfo.directions') : undefined,
      info.social.length ? t('footer.social') : undefined,
    ],
    text: [
      t('contact.intro'),
      // The enquiry form's types, as its list shows them: what a visitor may write about.
      fact(t('contact.field.type'), ENQUIRY_TYPES.map((x) => t(`contact.types.${x}`)).join(' · ')),
      fact(t('footer.phone'), info.phone),
      fact(t('footer.fax'), info.fax),
      fact(t('footer.email'), info.email),
      fact(t('contactInfo.whatsapp'), info.whatsapp),
      fact(t('contactInfo.wechat'), info.wechatId || (info.wechatQr ? t('contactInfo.wechatQr') : '')),
      fact(t('footer.address'), address),
      officeHours,
      trafficRoutes,
      info.mapUrl ? t('contactInfo.map') : undefined,
      ...info.social.map((s) => s.name),
    ],
  };
}
