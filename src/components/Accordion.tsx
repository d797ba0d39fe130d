import type { ReactNode } from 'react';
import { Island } from '@/components/Island';

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * docs/REQUIREMENTS.md §2 accordion blocks as <details>/<summary>: they open and close without JavaScript;
 * the island adds the height animation and the inner-header toggle.
 */
export function Accordion({ items, openFirst = false }: { items: AccordionItem[]; openFirst?: boolean }) {
  return (
    <Island name="accordion" className="accordion-group">
      {items.map((item, i) => (
        <details className="accordion" key={item.id} id={item.id} open={openFirst && i === 0}>
          <summary className="accordion__header">
            <span className="accordion__title">{item.title}</span>
          </summary>
          <div className="accordion__body">{item.body}</div>
        </details>
      ))}
    </Island>
  );
}
