import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { STATIC_PAGES } from '@/lib/static-content';
import { StaticArticle } from '@/components/static/static-article';
import { ContactForm } from '@/components/trust/contact-form';
import { FaqSection } from '@/components/trust/faq-section';
import { GrievanceOfficerBlock } from '@/components/grievance/officer-block';
import { pageMetadata } from '@/server/catalog/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return Object.keys(STATIC_PAGES).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = STATIC_PAGES[slug];
  if (!page) return { title: 'Page not found' };
  return { title: page.title, description: page.description,
    ...(await pageMetadata({ path: `/static-pages/${slug}`, title: page.title, description: page.description })) };
}

export default async function StaticPageRoute({ params }: Props) {
  const { slug } = await params;
  const page = STATIC_PAGES[slug];
  if (!page) notFound();
  // The contact form on contact-us, the FAQ section on every static page.
  // Contact us and the privacy notice name the grievance officer (E-Commerce Rules, DPDP).
  const officer = slug === 'contact-us' || slug === 'privacy-policy';
  return (
    <>
      <StaticArticle page={page} />
      {officer && <div className="page-width" style={{ maxWidth: 880 }}><GrievanceOfficerBlock /></div>}
      {slug === 'contact-us' && <ContactForm />}
      <FaqSection />
    </>
  );
}
