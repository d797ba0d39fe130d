export interface FilterOption {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * A filter as plain links (works without JavaScript; each choice is its own URL), marked
 * with aria-current for the active one.
 */
export function FilterLinks({ label, options }: { label: string; options: FilterOption[] }) {
  return (
    <nav className="filter-links" aria-label={label}>
      <ul>
        {options.map((o) => (
          <li key={o.key}>
            <a href={o.href} aria-current={o.current ? 'true' : undefined}>
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
