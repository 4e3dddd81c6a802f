// GSTIN: 2-digit state code, the holder's 10-character PAN, an entity number
// (1-9, then A-Z), the letter Z, and a check character. The check character is
// GSTN's base-36 Luhn variant: weights alternate 1, 2 from the left; each
// product is folded as quotient + remainder of 36; check = (36 - sum mod 36) mod 36.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

export type GstinProblem = 'format' | 'checksum';

/** null when valid; otherwise what is wrong. Expects upper case without spaces. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum';
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;
