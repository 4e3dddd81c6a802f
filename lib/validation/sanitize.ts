// Free text is stored as plain text (issue 21 item 3). React escapes what it
// renders, but visitors would still read raw markup on cards, detail pages,
// JSON-LD and the sitemap, so every string of every request body loses, before
// its schema sees it (server/http/validate.ts, the one validation layer):
// - script, style and comment blocks, with what they hold (not text for people);
// - every other tag, keeping the text between tags;
// - control characters (C0 but tab and newline, DEL, C1) and the bidirectional
//   overrides that can disguise text; ZWJ/ZWNJ stay (Indic scripts need them).
// A lone "<" or ">" ("3 < 4", "> 2 acres") is text and stays.

// The quote and ">" that break out of an HTML attribute right before a tag ('"><img ...')
// go with that tag. Inside a real tag ('<p style="x">') the tag's own match, which
// starts earlier, takes them.
const BREAKOUT = String.raw`(?:["'\x60]\s*\/?>\s*)?`;
// One left-to-right pass, so a real tag takes its own quotes before a block could:
// a script/style/... block with its content, a comment, or a tag ("<" then a letter,
// "/", "!" or "?" and anything up to ">" that is not another "<").
const MARKUP = new RegExp(String.raw`${BREAKOUT}(?:<(script|style|noscript|iframe|textarea|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)|<\/?[a-z!?][^<>]*>)`, 'gi');
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text without markup or control characters, and how many characters of markup went. */
export function cleanText(input: string): { text: string; markup: number } {
  let markup = 0;
  // A removed tag leaves a space ("a<br>b" reads "a b"); runs of spaces are folded below.
  const drop = (m: string) => { markup += m.length; return ' '; };
  let text = input.replace(MARKUP, drop).replace(/\r\n?/g, '\n').replace(CONTROL, '');
  if (markup) text = text.replace(/[ \t]{2,}/g, ' ').replace(/ +\n/g, '\n').replace(/\n +/g, '\n').trim();
  return { text, markup };
}

/** True when more than half of what was sent was markup: the text needs a person's look. */
export function mostlyMarkup(input: string, markup: number): boolean {
  const sent = input.trim().length;
  return sent > 0 && markup * 2 > sent;
}

/** The fields (dotted paths) of a cleaned body that were mostly markup. */
export const MARKUP_HEAVY: unique symbol = Symbol('markupHeavy');

type Clean = { value: unknown; heavy: string[] };

/** A cleaned copy of a JSON body and the paths of the strings that were mostly markup. */
export function sanitizeBody(value: unknown, path: string[] = []): Clean {
  if (typeof value === 'string') {
    const { text, markup } = cleanText(value);
    return { value: text, heavy: markup && mostlyMarkup(value, markup) ? [path.join('.')] : [] };
  }
  if (value === null || typeof value !== 'object') return { value, heavy: [] };
  const heavy: string[] = [];
  const take = (v: unknown, key: string) => {
    const c = sanitizeBody(v, [...path, key]);
    heavy.push(...c.heavy);
    return c.value;
  };
  if (Array.isArray(value)) return { value: value.map((v, i) => take(v, String(i))), heavy };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = take(v, k);
  return { value: out, heavy };
}

/** The mostly-markup fields validate() found in this body (empty for bodies it did not clean). */
export function markupHeavyFields(body: object): string[] {
  return (body as { [MARKUP_HEAVY]?: string[] })[MARKUP_HEAVY] ?? [];
}
