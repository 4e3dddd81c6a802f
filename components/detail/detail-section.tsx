import type { ReactNode } from 'react';

/** A titled block of the detail page, labelled by its heading for landmarks navigation. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`} className="detail-section__title">{title}</h2>
      {children}
    </section>
  );
}
