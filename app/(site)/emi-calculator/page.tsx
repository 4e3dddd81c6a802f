import type { Metadata } from 'next';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { EmiCalculator } from '@/components/emi/emi-calculator';

const TITLE = 'Home loan EMI calculator';
const DESCRIPTION = 'Your home loan EMI, total interest, a year-by-year repayment table, and the stamp duty and registration of your state.';

export async function generateMetadata(): Promise<Metadata> {
  return { title: TITLE, description: DESCRIPTION, ...(await pageMetadata({ path: '/emi-calculator', title: TITLE, description: DESCRIPTION })) };
}

export default function EmiCalculatorPage() {
  return (
    <div className="page-width py-4" style={{ maxWidth: 880 }}>
      <h1 className="h3">Home loan EMI calculator</h1>
      <p>The loan is the price less your down payment. Figures are estimates; your bank and the sub-registrar give the final ones.</p>
      <EmiCalculator />
    </div>
  );
}
