import 'server-only';
import { contextWords } from '@/components/detail/detail-words';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { amenitiesOf } from '@/lib/posting/amenities';
import { AREA_UNITS } from '@/lib/posting/area-units';
import type { PostingCategory } from '@/lib/posting/categories';
import { labelsOf } from '@/lib/posting/labels';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, POSTING_MESSAGES as M } from '@/lib/posting/schemas';
import { labelled, LOCATION_LABELS } from '@/lib/validation/field-labels';
import { SITE_NAME } from '@/lib/site';
import { MESSAGES } from '@/server/platform/i18n/messages';
import type { Translator } from '@/server/platform/i18n/translator';
import type { LiveWords } from '@/components/location/location-select';
import type { PostingText, PostingWords } from './posting-words';

type Catalogue = PostingText & {
  fields: Record<string, string>; rentFields: Record<string, string>; options: Record<string, Record<string, string>>;
  units: Record<string, string>; amenities: Record<string, string>; validation: Record<string, string>; live: LiveWords;
};

/**
 * The catalogue's terms keyed by the English the field catalogue writes. A term is taken only where
 * the English catalogue names the same English, so a key another category labels differently
 * ("floor_no" of a house) keeps its English rather than a wrong word.
 */
function termsOf(c: PostingCategory, en: Catalogue, lang: Catalogue): Record<string, string> {
  const terms: Record<string, string> = {};
  const take = (english: string | undefined, enText: string | undefined, text: string | undefined) => {
    if (english && text && english === enText) terms[english] = text;
  };
  for (const [k, label] of Object.entries(LOCATION_LABELS)) take(label, en.fields[k], lang.fields[k]);
  for (const f of [...c.fields, ...c.priceFields]) {
    take(f.label, en.fields[f.key], lang.fields[f.key]);
    take(f.rentLabel, en.rentFields[f.key], lang.rentFields[f.key]);
    for (const o of f.options ?? []) take(o.label, en.options[f.key]?.[o.value], lang.options[f.key]?.[o.value]);
  }
  for (const u of AREA_UNITS) take(u.label, en.units[u.value], lang.units[u.value]);
  for (const a of amenitiesOf(c)) take(a, en.amenities[a], lang.amenities[a]);
  return terms;
}

/** Every validation message the wizard can show for this category, its English (as checkStep words it) to the language. */
function errorsOf(c: PostingCategory, v: Record<string, string>, terms: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const postType of c.postTypes) {
    const labels = labelsOf(c, postType);
    const name = (k: string) => terms[labels[k] ?? k] ?? labels[k] ?? k;
    const add = (message: string, template: string, values: Record<string, string | number>) => {
      out[labelled(message, labels)] = fill(template, values);
    };
    for (const f of [...c.fields, ...c.priceFields]) {
      const label = name(f.key);
      add(M.required(f.key), v.required!, { label });
      if (f.kind === 'int' || f.kind === 'number' || f.kind === 'area') {
        add(M.number(f.key), v.number!, { label });
        if (f.kind === 'int') add(M.whole(f.key), v.whole!, { label });
        if (f.min !== undefined) add(M.min(f.key, f.min), v.min!, { label, n: f.min });
        if (f.max !== undefined) add(M.max(f.key, f.max), v.max!, { label, n: f.max });
      }
      if (f.kind === 'text') add(M.max(`${f.key} length`, f.max ?? 500), v.lengthMax!, { label, n: f.max ?? 500 });
    }
    const groups = [...new Set(c.fields.filter((f) => f.oneOf).map((f) => f.oneOf!))];
    for (const g of groups) {
      const keys = c.fields.filter((f) => f.oneOf === g).map((f) => f.key);
      add(`${keys.join(', ')}: one of them is required`, v.oneOf!, { names: keys.map(name).join(', ') });
    }
    add('floor_no must not be above total_floors', v.floor!, { label: name('floor_no'), value: name('total_floors') });
    for (const k of ['address', 'city', 'area', 'description']) add(M.required(k), v.required!, { label: name(k) });
    add(M.min('address length', 3), v.lengthMin!, { label: name('address'), n: 3 });
    add(M.max('address length', 300), v.lengthMax!, { label: name('address'), n: 300 });
    add(M.max('name length', 120), v.lengthMax!, { label: name('name'), n: 120 });
    add('postCode must be 6 digits', v.digits!, { label: name('postCode'), n: 6 });
    add(M.min('description length', DESCRIPTION_MIN), v.lengthMin!, { label: name('description'), n: DESCRIPTION_MIN });
    add(M.max('description length', DESCRIPTION_MAX), v.lengthMax!, { label: name('description'), n: DESCRIPTION_MAX });
  }
  return out;
}

/**
 * The property wizard's words in `locale` (messages: posting.*, auth.unsaved, auth.saved,
 * serverMessages.*, detail.context.*), for the category being posted. Texts are taken raw,
 * so their {placeholders} reach the browser's `fill`.
 */
export function postingWords(t: Translator, locale: Locale, c: PostingCategory): PostingWords {
  const raw = t.raw as unknown as (key: string) => unknown;
  const lang = raw('posting') as Catalogue;
  const { fields: _f, rentFields: _r, options: _o, units: _u, amenities: _a, validation, live, ...text } = lang;
  const help = fill(text.description.help, { site: SITE_NAME });
  const terms = termsOf(c, MESSAGES.en.posting as unknown as Catalogue, lang);
  return {
    text: { ...text, description: { ...text.description, help } },
    terms,
    errors: errorsOf(c, validation, terms),
    server: raw('serverMessages') as Record<string, string>,
    dialogs: { unsaved: raw('auth.unsaved') as PostingWords['dialogs']['unsaved'], close: t('auth.close'), saved: t('auth.saved') },
    noun: locale === 'en' ? undefined : t(`propTypes.${c.category}`),
    live: locale === 'en' ? undefined : live,
    ownPicker: locale !== 'en',
    context: locale === 'en' ? undefined : contextWords(t as unknown as Parameters<typeof contextWords>[0]),
  };
}
