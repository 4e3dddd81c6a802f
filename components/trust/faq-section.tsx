'use client';
import { useEffect, useState } from 'react';
import { DEFAULT_FAQS } from '@/lib/trust/faqs';
import { get } from '@/services/http';
import type { FaqApi } from '@/lib/contract';

/** The fields of the server's FAQ (lib/contract/faq.ts) this section shows; the seeded ones have no id. */
type Faq = Pick<FaqApi, 'question' | 'answer'>;

/**
 * FAQ section of the static pages, answers collapsible (<details>). The seeded
 * FAQs render with the page (static, so search engines read them); the live
 * list from /api/faq/find-all-faq replaces them once loaded.
 */
export function FaqSection() {
  const [faqs, setFaqs] = useState<Faq[]>(DEFAULT_FAQS);
  useEffect(() => {
    let live = true;
    get<FaqApi[]>('/api/faq/find-all-faq').then((r) => { if (live && r.data?.length) setFaqs(r.data); }).catch(() => undefined);
    return () => { live = false; };
  }, []);
  return (
    <section className="page-width pb-4" style={{ maxWidth: 880 }} aria-labelledby="faq-title">
      <h2 id="faq-title" className="h4">Frequently asked questions</h2>
      {faqs.map((f) => (
        <details key={f.question} className="border rounded p-2 mb-2" data-testid="faq">
          <summary className="fw-semibold">{f.question}</summary>
          <p className="mb-0 mt-2">{f.answer}</p>
        </details>
      ))}
    </section>
  );
}
