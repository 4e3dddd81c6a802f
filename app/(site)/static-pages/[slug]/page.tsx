import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { STATIC_PAGES } from '@/lib/static-content';
import { staticPageIn } from '@/lib/legal/pages';
import { StaticArticle } from '@/components/static/static-article';
import { ContactForm } from '@/components/trust/contact-form';
import { FaqSection } from '@/components/trust/faq-section';
import { GrievanceOfficerBlock } from '@/components/grievance/officer-block';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { pageLocale } from '@/server/platform/i18n/locale';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return Object.keys(STATIC_PAGES).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const found = staticPageIn(slug, await pageLocale());
  if (!found) return { title: 'Page not found' };
  const { page, inLanguage } = found;
  const locale = inLanguage ? await pageLocale() : undefined;
  return { title: page.title, description: page.description,
    ...(await pageMetadata({ path: `/static-pages/${slug}`, title: page.title, description: page.description, locale })) };
}

export default async function StaticPageRoute({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale();
  const found = staticPageIn(slug, locale);
  if (!found) notFound();
  // The contact form on contact-us, the FAQ section on every static page.
  // Contact us and the privacy notice name the grievance officer (E-Commerce Rules, DPDP).
  const officer = slug === 'contact-us' || slug === 'privacy-policy';
  // The FAQs are written in English only: a page in Hindi or Kannada leaves them out rather than
  // mixing an English section into its main content.
  const faq = locale === 'en' || !found.inLanguage;
  return (
    <>
      <StaticArticle page={found.page} />
      {officer && <div className="page-width" style={{ maxWidth: 880 }}><GrievanceOfficerBlock /></div>}
      {slug === 'contact-us' && <ContactForm />}
      {faq && <FaqSection />}
    </>
  );
}
