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

// Amounts in figures (formatRupees) and in words (rupeesInWords) are the formatter module's: lib/format/money.ts.
