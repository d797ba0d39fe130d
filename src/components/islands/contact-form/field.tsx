import type { ChangeEvent } from 'react';
import type { FieldName } from '@/contact/fields';

const INPUT: Record<FieldName, { type?: string; autoComplete?: string; multiline?: boolean }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  subject: { type: 'text' },
  message: { multiline: true },
};

export interface EnquiryFieldProps {
  field: FieldName;
  id: (part: string) => string;
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  describedBy: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** One labelled field of the enquiry form, with its hint and (after an answer) its error. */
export function EnquiryField({
  field,
  id,
  label,
  hint,
  value,
  maxLength,
  error,
  describedBy,
  onChange,
}: EnquiryFieldProps) {
  const input = INPUT[field];
  const common = {
    id: id(field),
    name: field,
    value,
    onChange,
    maxLength,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={error ? 'contact-form__field contact-form__field--invalid' : 'contact-form__field'}>
      <label htmlFor={id(field)}>{label}</label>
      <p id={id(`${field}-hint`)} className="contact-form__hint">
        {hint}
      </p>
      {input.multiline ? (
        <textarea {...common} rows={8} />
      ) : (
        <input {...common} type={input.type} autoComplete={input.autoComplete} />
      )}
      {error ? (
        <p id={id(`${field}-error`)} className="contact-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
