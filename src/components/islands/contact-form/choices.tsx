import type { ChangeEvent } from 'react';
import type { ChoiceName } from '@/contact/fields';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceGroup {
  /** An <optgroup>'s label; none: the options stand alone. */
  label?: string;
  options: ChoiceOption[];
}

/** One optional choice of the enquiry form (a select): its label, and its first option meaning "none". */
export function EnquiryChoice({
  name,
  id,
  label,
  none,
  groups,
  value,
  onChange,
}: {
  name: ChoiceName;
  id: (part: string) => string;
  label: string;
  /** The first option's text (value ''): no particular choice. */
  none: string;
  groups: ChoiceGroup[];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  if (!groups.some((g) => g.options.length)) return null;
  return (
    <div className="contact-form__field">
      <label htmlFor={id(name)}>{label}</label>
      <select id={id(name)} name={name} value={value} onChange={onChange}>
        <option value="">{none}</option>
        {groups.map((g, i) =>
          g.label ? (
            <optgroup key={i} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ) : (
            g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          ),
        )}
      </select>
    </div>
  );
}
