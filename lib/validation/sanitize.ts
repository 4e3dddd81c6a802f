// Only the server imports this (server/platform/http/validate.ts and moderation): sanitize-html
// and its parser are large, so 'server-only' keeps them out of any client bundle.
import 'server-only';
import sanitizeHtml from 'sanitize-html';

// Free text is stored as plain text. React escapes what it renders, but visitors
// would still read raw markup on cards, detail pages, JSON-LD and the sitemap, so
// every string of every request body loses, before its schema sees it
// (server/platform/http/validate.ts, the one validation layer):
// - script, style and similar blocks, with what they hold (not text for people),
//   comments, CDATA, doctypes and processing instructions;
// - every other tag, keeping the text between tags (a tag cut off at the end goes too);
// - control characters (C0 but tab and newline, DEL, C1) and the bidirectional
//   overrides that can disguise text; ZWJ/ZWNJ stay (Indic scripts need them).
// A lone "<" or ">" ("3 < 4", "> 2 acres") is text and stays. Entities are not
// decoded: "&lt;b&gt;" stays those characters, so decoding can never make a tag.
// The parsing is sanitize-html's (htmlparser2), not a regular expression.

const DROPPED_WITH_CONTENT = ['script', 'style', 'noscript', 'iframe', 'textarea', 'template', 'xmp'];
// The quote and ">" that break out of an HTML attribute right before a tag
// ('"><img ...') go with that tag.
const BREAKOUT_END = /["'\x60]\s*\/?>\s*$/;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const UNESCAPE: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The text nodes of the input, as sent, in order. */
function textNodes(input: string): string[] {
  const nodes: string[] = [];
  // Every "&" is escaped first and the parser leaves entities alone, so the three
  // escapes sanitize-html writes into text undo exactly: the node is the input's text.
  sanitizeHtml(input.replace(/&/g, '&amp;'), {
    allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT,
    parser: { decodeEntities: false },
    textFilter: (text) => { nodes.push(text.replace(/&(?:lt|gt|amp);/g, (e) => UNESCAPE[e])); return ''; },
  });
  return nodes;
}

/** The input's text with a space where markup went, and how many characters of markup went. */
function stripMarkup(input: string): { text: string; markup: number } {
  let text = '';
  let kept = 0;
  let at = 0;
  const dropBreakout = () => {
    const cut = text.match(BREAKOUT_END)?.[0].length ?? 0;
    text = text.slice(0, text.length - cut);
    kept -= cut;
  };
  for (const node of textNodes(input)) {
    const found = input.indexOf(node, at);
    // Markup went between the last text and this one: it leaves a space ("a<br>b" reads "a b").
    if (found !== at) { dropBreakout(); text += ' '; }
    text += node;
    kept += node.length;
    if (found >= 0) at = found + node.length;
  }
  if (at < input.length) dropBreakout();
  return { text, markup: input.length - kept };
}

/** The text without markup or control characters, and how many characters of markup went. */
export function cleanText(input: string): { text: string; markup: number } {
  // Without a "<" there is no markup to parse.
  const { text: stripped, markup } = input.includes('<') ? stripMarkup(input) : { text: input, markup: 0 };
  let text = stripped.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  // Runs of spaces that removed tags left are folded.
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
