import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import '@/styles/plans.css';
import { requireUser } from '@/server/accounts/auth/require-user';
import { checkoutPageData } from '@/server/money/plans/page-data';
import { CheckoutView } from '@/components/plans/checkout-view';
import { planWords } from '@/components/plans/plan-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('plans.checkout'))('title'), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ orderId: string }> }) {
  const user = await requireUser();
  const id = Number((await params).orderId);
  const order = Number.isInteger(id) && id > 0 ? await checkoutPageData(user.id, id) : null;
  if (!order) notFound();
  // Public keys only (the secrets never leave the server).
  const keys = { razorpay: process.env.RAZORPAY_KEY_ID, stripe: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? process.env.STRIPE_PUBLISHABLE_KEY };
  const [locale, t] = await Promise.all([pageLocale(), getTranslations()]);
  return <div className="container plans-page"><CheckoutView order={order} keys={keys} words={locale === 'en' ? undefined : planWords(t, locale)} /></div>;
}
