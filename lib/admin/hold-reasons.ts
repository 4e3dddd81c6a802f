// The moderation desk's reason filter. Items keep their hold reasons as the
// checks wrote them (a list of sentences, shown to the desk as given); the
// filter only sorts those sentences into kinds by their wording. A sentence no
// kind recognises (a check added later, say "formatting removed") is "other",
// as is an item held with no reason recorded.

export type HoldReasonKind = { value: string; label: string; pattern: string };

/** Postgres regular expressions (case-insensitive, `~*`), also used on the client via `matchesKind`. */
export const HOLD_REASON_KINDS: readonly HoldReasonKind[] = [
  { value: 'phone', label: 'Phone number in the text', pattern: 'phone number' },
  { value: 'email', label: 'E-mail address in the text', pattern: 'e-mail' },
  { value: 'link', label: 'Link in the text', pattern: '\\mlink' },
  { value: 'price', label: 'Price out of range', pattern: '\\mprice' },
  { value: 'photo', label: 'Same photo as another listing', pattern: '\\mphoto' },
];

export const OTHER_REASON = { value: 'other', label: 'Other or none recorded' } as const;

export const REASON_FILTERS = [...HOLD_REASON_KINDS.map(({ value, label }) => ({ value, label })), OTHER_REASON];

/** The same test in JavaScript (\m, the start of a word in Postgres, is \b here). */
export function reasonKind(reason: string): string {
  const k = HOLD_REASON_KINDS.find((x) => new RegExp(x.pattern.replace(/\\m/g, '\\b'), 'i').test(reason));
  return k?.value ?? OTHER_REASON.value;
}
