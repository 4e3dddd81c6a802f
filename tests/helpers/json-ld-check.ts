// A structured-data checker for the schema.org types the site emits: each
// object's @type must be one of them and carry what Google's rich-result rules
// and schema.org ask of it. Returns the problems found (empty = valid).

type Json = Record<string, unknown>;

const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/.test(v);
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));

type Rule = (o: Json, at: string, out: string[]) => void;
const need = (o: Json, at: string, out: string[], key: string, test: (v: unknown) => boolean, what: string) => {
  if (!test(o[key])) out.push(`${at}.${key}: expected ${what}, got ${JSON.stringify(o[key])}`);
};

function offer(o: Json, at: string, out: string[]) {
  const t = o['@type'];
  if (t === 'AggregateOffer') {
    need(o, at, out, 'lowPrice', isNum, 'a number');
    need(o, at, out, 'highPrice', isNum, 'a number');
    if (isNum(o.lowPrice) && isNum(o.highPrice) && (o.lowPrice as number) > (o.highPrice as number)) out.push(`${at}: lowPrice above highPrice`);
  } else if (t === 'Offer') {
    need(o, at, out, 'price', isNum, 'a number');
  } else out.push(`${at}: an offer must be Offer or AggregateOffer, not ${String(t)}`);
  need(o, at, out, 'priceCurrency', (v) => v === 'INR', "'INR'");
  const spec = o.priceSpecification as Json | undefined;
  if (spec) {
    if (spec['@type'] !== 'UnitPriceSpecification') out.push(`${at}.priceSpecification: expected UnitPriceSpecification`);
    need(spec, `${at}.priceSpecification`, out, 'price', isNum, 'a number');
    need(spec, `${at}.priceSpecification`, out, 'unitCode', (v) => v === 'MON', "'MON' (per month)");
  }
}

function listItems(o: Json, at: string, out: string[], itemKey: 'url' | 'item') {
  const items = o.itemListElement;
  if (!Array.isArray(items) || !items.length) { out.push(`${at}.itemListElement: expected a non-empty list`); return; }
  items.forEach((it: Json, i) => {
    if (it['@type'] !== 'ListItem') out.push(`${at}.itemListElement[${i}]: expected ListItem`);
    if (it.position !== i + 1) out.push(`${at}.itemListElement[${i}].position: expected ${i + 1}`);
    need(it, `${at}.itemListElement[${i}]`, out, itemKey, isUrl, 'an absolute URL');
    if (itemKey === 'item') need(it, `${at}.itemListElement[${i}]`, out, 'name', isText, 'a name');
  });
}

const RULES: Record<string, Rule> = {
  RealEstateListing: (o, at, out) => {
    need(o, at, out, 'name', isText, 'a name');
    need(o, at, out, 'url', isUrl, 'an absolute URL');
    need(o, at, out, 'datePosted', isDate, 'an ISO date');
    if (o.offers) offer(o.offers as Json, `${at}.offers`, out);
    const addr = (o.contentLocation as Json | undefined)?.address as Json | undefined;
    if (!addr || addr['@type'] !== 'PostalAddress') out.push(`${at}.contentLocation.address: expected a PostalAddress`);
    else need(addr, `${at}.contentLocation.address`, out, 'addressCountry', (v) => v === 'IN', "'IN'");
    if (Array.isArray(o.image) && o.image.some((u) => !isUrl(u))) out.push(`${at}.image: expected absolute URLs`);
  },
  ItemList: (o, at, out) => listItems(o, at, out, 'url'),
  BreadcrumbList: (o, at, out) => listItems(o, at, out, 'item'),
  Organization: (o, at, out) => {
    need(o, at, out, 'name', isText, 'a name');
    need(o, at, out, 'url', isUrl, 'an absolute URL');
    need(o, at, out, 'logo', isUrl, 'an absolute URL');
  },
  WebSite: (o, at, out) => {
    need(o, at, out, 'name', isText, 'a name');
    need(o, at, out, 'url', isUrl, 'an absolute URL');
  },
  FAQPage: (o, at, out) => {
    const qs = o.mainEntity;
    if (!Array.isArray(qs) || !qs.length) { out.push(`${at}.mainEntity: expected questions`); return; }
    qs.forEach((q: Json, i) => {
      if (q['@type'] !== 'Question' || !isText(q.name)) out.push(`${at}.mainEntity[${i}]: expected a named Question`);
      const a = q.acceptedAnswer as Json | undefined;
      if (!a || a['@type'] !== 'Answer' || !isText(a.text)) out.push(`${at}.mainEntity[${i}].acceptedAnswer: expected an Answer with text`);
    });
  },
};

/** Problems in one JSON-LD block (an object or a list of objects). */
export function checkJsonLd(block: unknown): string[] {
  const out: string[] = [];
  const list = Array.isArray(block) ? block : [block];
  list.forEach((o: Json, i) => {
    const at = `[${i}]`;
    if (o?.['@context'] !== 'https://schema.org') out.push(`${at}: @context must be https://schema.org`);
    const rule = RULES[String(o?.['@type'])];
    if (!rule) out.push(`${at}: unexpected @type ${String(o?.['@type'])}`);
    else rule(o, at, out);
  });
  return out;
}

/** The @type of each object in a block. */
export const jsonLdTypes = (block: unknown): string[] => (Array.isArray(block) ? block : [block]).map((o: Json) => String(o['@type']));
