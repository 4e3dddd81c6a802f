// Rupee amounts in figures and in words. Property prices (₹ 55 Lac) are ./price.ts.
import { numberFormat } from './intl';

const wholeRupees = numberFormat();

/**
 * A rate in whole rupees ("₹6,200" per sq ft, "₹17,000" a month): medians and rates,
 * where Lac and Cr would hide the difference a comparison is about.
 */
export const inr = (rupees: number): string => `₹${wholeRupees(Math.round(rupees))}`;

const byDecimals = new Map<number, (n: number) => string>();

/** ₹1,23,456.00 from paise: Indian digit grouping, `decimals` places (invoices, receipts). */
export function formatRupees(paise: number, decimals = 2): string {
  let format = byDecimals.get(decimals);
  if (!format) byDecimals.set(decimals, (format = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return `₹${format(paise / 100)}`;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven',
  'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function below100(n: number): string {
  return n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
}

function below1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', r ? below100(r) : ''].filter(Boolean).join(' ');
}

/** Whole number in words with the Indian scale (thousand, lakh, crore). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${below100(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${below100(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** "Rupees One Thousand Seven Hundred Sixty Eight and Eighty Two Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${numberInWords(rupees)}${p ? ` and ${below100(p)} Paise` : ''} Only`;
}
