// Money is kept in paise (integers). GST on plans is 18 %: CGST 9 % + SGST 9 %
// when the buyer is in the seller's state, otherwise IGST 18 % (IGST Act s.12(2):
// place of supply = the recipient's location).
export const GST_RATE_BP = 1800; // basis points

export type GstSplit = {
  taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number;
  taxPaise: number; totalPaise: number; interState: boolean;
};

export function gstSplit(taxablePaise: number, buyerStateCode: string, sellerStateCode: string): GstSplit {
  const interState = buyerStateCode !== sellerStateCode;
  if (interState) {
    const igst = Math.round((taxablePaise * GST_RATE_BP) / 10_000);
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, taxPaise: igst, totalPaise: taxablePaise + igst, interState };
  }
  // Each half rounded on its own, as the invoice prints them.
  const half = Math.round((taxablePaise * GST_RATE_BP) / 20_000);
  return { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half, totalPaise: taxablePaise + 2 * half, interState };
}

/** ₹1,23,456.00 — Indian digit grouping. */
export function formatRupees(paise: number, decimals = 2): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
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
