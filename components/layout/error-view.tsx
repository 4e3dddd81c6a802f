import type { ReactNode } from 'react';
import { SupportBlock } from './support-block';

/** The error page body: a message, an action, and the footer's support block only. */
export function ErrorView({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <section className="page-width py-5 text-center">
        <h1 className="h3">{title}</h1>
        <p className="text-muted">Please try again. If it keeps happening, our support team can help.</p>
        {children}
      </section>
      <footer className="site-footer"><div className="site-footer__inner"><SupportBlock /></div></footer>
    </>
  );
}
