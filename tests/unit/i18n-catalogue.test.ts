import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import kn from '@/messages/kn.json';
import { translatorFor } from '@/server/platform/i18n/translator';
import { englishWords, KEPT_LATIN } from '../helpers/english-words';

// The catalogues (messages/*.json) stay complete: every key in all three, every
// Hindi and Kannada text written in its own script, the placeholders the same.

type Tree = { [k: string]: string | Tree };
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.entries(t).reduce<Record<string, string>>((out, [k, v]) => (
    typeof v === 'string' ? { ...out, [`${prefix}${k}`]: v } : { ...out, ...flatten(v, `${prefix}${k}.`) }
  ), {});

const EN = flatten(en), HI = flatten(hi), KN = flatten(kn);
const VALUES = { n: 2, count: '2', city: 'X', place: 'X', site: 'S', year: 2026, role: 'R', shown: '1', total: '2', value: 'V', label: 'L', name: 'N', range: 'R', rooms: '2', date: 'D', ago: 'A', rate: '9',
  title: 'T', locality: 'L', pct: '5', median: 'M', what: 'W', bhk: '2', search: 'Q', subject: 'J', hours: 48, days: 30, code: '1234', minutes: 15,
  noun: 'N', deal: 'D', named: 'N', min: '1', max: '2', budget: 'B', who: 'W', sharing: 'S', page: '2', pages: '3',
  size: '30x40', heading: 'H', price: 'P', names: 'N', none: 'N', counted: 'C',
  old: 'O', from: 'F', to: 'T', state: 'S', duty: '5', reg: '1', summary: 'S', link: 'L', buy: 'B', ticket: 'GB-G-2026-000001', due: 'D',
  email: 'E' };
/** The values a text uses, as {name} or as a plural/select argument {name, …}. */
const argsOf = (s: string) => Object.keys(VALUES).filter((v) => new RegExp(`\\{\\s*${v}\\s*[,}]`).test(s));
// Words of three or more Latin letters, where nothing but placeholders, brand and units should be
// (the detector of tests/helpers/english-words.ts; ICU's own words 'plural' and 'other' kept).
const foreign = (s: string) => englishWords(s, [], new Set([...KEPT_LATIN, 'plural', 'other']));
/** A text that only orders placeholders ('{deal} {bhk}{noun}'): no words of its own to write in a script. */
const wordless = (s: string) => !s.replace(/\{[a-zA-Z]+\}/g, '').replace(/[\s\p{P}]/gu, '');

describe('message catalogues', () => {
  it('has every key in English, Hindi and Kannada, and no key only in one', () => {
    expect(Object.keys(HI).sort()).toEqual(Object.keys(EN).sort());
    expect(Object.keys(KN).sort()).toEqual(Object.keys(EN).sort());
    expect(Object.keys(EN).length).toBeGreaterThan(100);
  });

  it('uses the same placeholders in each language, and every text formats', () => {
    // A plural may be dropped where the language does not inflect (Hindi 'फ़ोटो'), so 'n' is optional.
    const named = (s: string) => argsOf(s).filter((a) => a !== 'n');
    for (const [key, text] of Object.entries(EN)) {
      for (const [lang, other] of [['hi', HI], ['kn', KN]] as const) {
        expect(named(other[key]), `${lang} ${key}`).toEqual(named(text));
      }
      for (const lang of ['en', 'hi', 'kn'] as const) {
        // Keys from the JSON walk are plain strings: the typed translator is called untyped here.
        const t = translatorFor(lang) as (k: string, v: typeof VALUES) => string;
        const out = t(key, VALUES);
        expect(out, `${lang} ${key}`).not.toMatch(/[{}]/);
        expect(out, `${lang} ${key}`).not.toBe(`${key}`);
      }
    }
  });

  it('writes Hindi in Devanagari and Kannada in Kannada script, not English left in place', () => {
    for (const [key, text] of Object.entries(HI)) {
      expect(foreign(text), `hi ${key}: ${text}`).toEqual([]);
      if (foreign(EN[key]).length && !wordless(text)) expect(text, `hi ${key}`).toMatch(/[\u0900-\u097F]/);
    }
    for (const [key, text] of Object.entries(KN)) {
      expect(foreign(text), `kn ${key}: ${text}`).toEqual([]);
      if (foreign(EN[key]).length && !wordless(text)) expect(text, `kn ${key}`).toMatch(/[\u0C80-\u0CFF]/);
    }
  });

  it('formats with next-intl as the pages do: plurals, values and the SPEC texts in English unchanged', () => {
    expect(translatorFor('en')('results.count', { n: 1, count: '1' })).toBe('1 result');
    expect(translatorFor('en')('results.count', { n: 0, count: '0' })).toBe('0 results');
    expect(translatorFor('hi')('results.count', { n: 0, count: '0' })).toBe('0 नतीजे');
    expect(translatorFor('hi')('results.count', { n: 1, count: '1' })).toBe('1 नतीजा');
    expect(translatorFor('kn')('results.count', { n: 12, count: '12' })).toBe('12 ಫಲಿತಾಂಶಗಳು');
    expect(translatorFor('hi')('home.heroTitle', { city: 'मैसूरु' })).toBe('मैसूरु में अपना अगला घर खोजें');
    expect(translatorFor('en')('home.heroTitle', { city: 'Mysuru' })).toBe('Find your next home in Mysuru');
  });
});
