import type { Metadata } from 'next';
import { connection } from 'next/server';
import '@/styles/plans.css';
import { listPlans } from '@/server/money/plans/catalogue';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { PublicPricing } from '@/components/plans/public-pricing';
import { FREE_ALLOWANCE_TEXT } from '@/lib/free-allowance';

const TITLE = 'Plans and prices';
const DESCRIPTION = 'What each plan for owners, agents and builders costs, with GST, and what it gives: live listings, featured listings, project slots.';

export async function generateMetadata(): Promise<Metadata> {
  return { title: TITLE, description: DESCRIPTION, ...(await pageMetadata({ path: '/pricing', title: TITLE, description: DESCRIPTION })) };
}

/** The plan catalogue for everyone: prices are published before login, as the purchase page charges them. */
export default async function PricingPage() {
  // The catalogue is read per request, not at build time (the build has no database of the servers').
  await connection();
  return (
    <div className="page-width py-4">
      <h1 className="h3">{TITLE}</h1>
      <p>{FREE_ALLOWANCE_TEXT} Prices include 18% GST: the first amount is the amount you pay.</p>
      <PublicPricing plans={await listPlans()} />
    </div>
  );
}
