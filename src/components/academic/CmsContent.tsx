import type { SafePage, SafeSection } from './types';
import { Accordion } from '../Accordion';
import { RichText } from '../RichText';

/** The CMS page's own HTML body (already sanitised by the loader); nothing when empty. */
export function CmsBody({ page }: { page: Pick<SafePage, 'body'> }) {
  return page.body.trim() ? <RichText html={page.body} /> : null;
}

/** CMS sections as page sections with their own h2 (main content, e.g. a dean's message). */
export function CmsSections({ sections, idPrefix }: { sections: SafeSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((s, i) => (
        <section className="section" key={`${idPrefix}-${i}`} aria-labelledby={`${idPrefix}-${i}`}>
          <h2 id={`${idPrefix}-${i}`}>{s.title}</h2>
          <RichText html={s.body} />
        </section>
      ))}
    </>
  );
}

/** CMS sections as accordions (SPEC §2), for secondary detail such as FAQs. */
export function CmsAccordion({ sections, idPrefix }: { sections: SafeSection[]; idPrefix: string }) {
  if (!sections.length) return null;
  return (
    <Accordion
      items={sections.map((s, i) => ({ id: `${idPrefix}-${i}`, title: s.title, body: <RichText html={s.body} /> }))}
    />
  );
}
