/**
 * What a number box stores: '' when empty, a number when complete, and the
 * typed text while it is a number in progress ("12." or "0.50") so the caret
 * is not fought. Anything else is kept as typed and fails the yup number rule.
 */
export function parseNumberInput(text: string): number | string {
  const raw = text.replace(/,/g, '').trim();
  if (raw === '') return '';
  if (/^-?\d+$/.test(raw) || /^-?\d*\.\d*[1-9]$/.test(raw)) return Number(raw);
  return raw;
}
