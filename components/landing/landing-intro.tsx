import { faqPage, scriptJson } from '@/lib/json-ld';
import { landingFaqs, landingIntro, type LandingWords } from './landing-faq';
import type { SearchFigures } from '@/server/catalog/search/catalog/figures';
import { translatorFor } from '@/server/platform/i18n/translator';

type Props = LandingWords & { figures: SearchFigures };

/** The landing page's opening words, from real figures (above the results). */
export function LandingIntro(props: Props) {
  return <p className="landing-intro" data-testid="landing-intro">{landingIntro(props, props.figures)}</p>;
}

/** Questions people ask about this search, answered from the same figures, with FAQPage JSON-LD. */
export function LandingFaq(props: Props) {
  const faqs = landingFaqs(props, props.figures);
  return (
    <section className="page-width landing-faq" aria-labelledby="landing-faq-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqPage(faqs)) }} />
      <h2 id="landing-faq-title" className="h5">{translatorFor(props.locale ?? 'en')('landing.faqTitle')}</h2>
      <dl className="mb-0">
        {faqs.map((f) => (
          <div key={f.q} className="landing-faq__item">
            <dt>{f.q}</dt>
            <dd>{f.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
