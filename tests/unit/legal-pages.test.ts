// The privacy notice and the terms exist in Hindi and Kannada (DPDP asks for the notice in the
// languages of the Eighth Schedule): complete, in the language's script, with the same figures.
import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '@/lib/static-content';
import { staticPageIn, TRANSLATED_STATIC_SLUGS } from '@/lib/legal/pages';
import { translatedPage } from '@/lib/i18n/translated';
import { NOTICE_VERSION, RETENTION } from '@/lib/consent/purposes';

const SCRIPT = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ } as const;
// Latin words a Hindi or Kannada legal text keeps: the brand only.
const latinWords = (s: string) => (s.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => w !== 'GharBazaar');

describe('legal pages in Hindi and Kannada', () => {
  it('are the privacy notice and the terms, and exactly those are indexable under /hi and /kn', () => {
    expect(TRANSLATED_STATIC_SLUGS.sort()).toEqual(['privacy-policy', 'terms-and-conditions']);
    for (const slug of Object.keys(STATIC_PAGES)) {
      expect(translatedPage(`/static-pages/${slug}`), slug).toBe(TRANSLATED_STATIC_SLUGS.includes(slug));
    }
  });

  for (const locale of ['hi', 'kn'] as const) {
    it(`${locale}: every section and paragraph of the English is there, in the script, with the same figures`, () => {
      for (const slug of TRANSLATED_STATIC_SLUGS) {
        const en = STATIC_PAGES[slug];
        const own = staticPageIn(slug, locale)!;
        expect(own.inLanguage).toBe(true);
        expect(own.page.sections.map((s) => s.body.length), slug).toEqual(en.sections.map((s) => s.body.length));
        const all = [own.page.title, own.page.description, ...own.page.sections.flatMap((s) => [s.heading, ...s.body])];
        for (const text of all) {
          expect(text, text).toMatch(SCRIPT[locale]);
          expect(latinWords(text), text).toEqual([]);
        }
        // Each figure of the English paragraph is in its translation (retention periods, the act's year, the version).
        en.sections.forEach((s, i) => s.body.forEach((p, j) => {
          const figures = (p.match(/\d[\d-]*/g) ?? []).sort();
          expect((own.page.sections[i].body[j].match(/\d[\d-]*/g) ?? []).sort(), `${slug} ${i}.${j}`).toEqual(figures);
        }));
      }
      const notice = staticPageIn('privacy-policy', locale)!.page.sections.flatMap((s) => s.body).join(' ');
      for (const n of [RETENTION.leadMonths, RETENTION.otpDays, RETENTION.otpGuessDays, RETENTION.viewDays, RETENTION.invoiceYears]) {
        expect(notice).toContain(String(n));
      }
      expect(notice).toContain(NOTICE_VERSION);
    });
  }

  it('other static pages stay English under a prefix, and are marked as not in the language', () => {
    expect(staticPageIn('aboutus', 'hi')).toEqual({ page: STATIC_PAGES.aboutus, inLanguage: false });
    expect(staticPageIn('no-such-page', 'kn')).toBeNull();
  });
});
