import {
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ChoiceName, EnquiryAnswer, EnquiryValues, FieldErrors, FieldName } from '@/contact/fields';
import { focusAfter, postEnquiry } from '@/components/islands/contact-form/answer';
import { type CaptchaProps, useCaptcha } from '@/components/islands/contact-form/captcha';
import { DRAFT_KEY, draftOf, readDraft, restoreDraft } from '@/contact/draft';

export interface Notice {
  ok: boolean;
  message: string;
}

export interface EnquiryStart {
  action: string;
  /** Shown when the answer cannot be had at all (network down). */
  failed: string;
  captcha: CaptchaProps;
  values: EnquiryValues;
  errors: FieldErrors;
  notice: Notice | null;
}

/** Moves focus to an element by id after the render that shows it (again on every request). */
function useFocusRequest(): (id: string) => void {
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  return (id) => setFocus((previous) => ({ id, n: (previous?.n ?? 0) + 1 }));
}

/** The tab's sessionStorage, or undefined where the browser refuses it (blocked storage). */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * What is typed, kept as a draft in the tab's sessionStorage (src/contact/draft.ts): restored
 * once the form is live (after a language switch or a reload), stored on every change, cleared
 * once the enquiry is sent. Storage refused or full: the form works as before, without a draft.
 */
function useDraft(values: EnquiryValues, setValues: Dispatch<SetStateAction<EnquiryValues>>, sent: boolean) {
  const started = useRef(false);
  useEffect(() => {
    const draft = readDraft(session()?.getItem(DRAFT_KEY) ?? null);
    setValues((current) => restoreDraft(current, draft));
  }, [setValues]);
  useEffect(() => {
    // The first run sees the values before the draft is restored: nothing to store yet.
    if (!started.current) {
      started.current = true;
      return;
    }
    const draft = sent ? null : draftOf(values);
    try {
      if (draft) session()?.setItem(DRAFT_KEY, draft);
      else session()?.removeItem(DRAFT_KEY);
    } catch {
      // Full or refused: nothing is kept, nothing breaks.
    }
  }, [values, sent]);
}

/**
 * The enquiry form's state in the browser: what is typed, the server's last answer, and the
 * post in place (JSON) that replaces the page's own multipart post once hydrated.
 */
export function useEnquiry(start: EnquiryStart, id: (part: string) => string) {
  const [values, setValues] = useState(start.values);
  const [errors, setErrors] = useState(start.errors);
  const [notice, setNotice] = useState(start.notice);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<EnquiryAnswer | null>(null);
  const captcha = useCaptcha(start.captcha);
  const focusOn = useFocusRequest();
  useDraft(values, setValues, sent !== null);

  const onChange =
    (field: FieldName | ChoiceName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const answer = await postEnquiry(start.action, event.currentTarget, start.failed);
    setSending(false);
    setErrors(answer.errors ?? {});
    setNotice({ ok: answer.ok, message: answer.message });
    // Sent: the form gives way to the confirmation (what was typed stays on every failure).
    if (answer.ok) setSent(answer);
    else captcha.reset();
    focusOn(id(focusAfter(answer, start.captcha.kind)));
  };

  return { values, errors, notice, sending, sent, captcha, onChange, onSubmit };
}
