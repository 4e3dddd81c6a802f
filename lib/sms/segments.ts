// How many SMS parts a text takes. Texts in the GSM 03.38 alphabet go 160 characters
// to a part (153 each when split); one character outside it (₹, curly quotes, Hindi)
// switches the whole text to UCS-2: 70 (67 when split). Operators bill per part.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Extension characters cost two septets (an escape plus the character).
const GSM_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!GSM_BASIC.includes(ch) && !GSM_EXTENDED.includes(ch)) return 'UCS-2';
  return 'GSM-7';
}

/** Length in the units the encoding counts: septets for GSM-7, UTF-16 code units for UCS-2. */
export function smsUnits(text: string): number {
  if (smsEncoding(text) === 'UCS-2') return text.length;
  let n = 0;
  for (const ch of text) n += GSM_EXTENDED.includes(ch) ? 2 : 1;
  return n;
}

export function smsSegments(text: string): number {
  const ucs = smsEncoding(text) === 'UCS-2';
  const units = smsUnits(text);
  const single = ucs ? 70 : 160;
  const part = ucs ? 67 : 153;
  return units <= single ? 1 : Math.ceil(units / part);
}
