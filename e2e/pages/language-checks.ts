import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type Messages from '../../messages/en.json';

// Checks shared by the language journeys (languages.spec.ts, languages-detail.spec.ts).

export const catalogue = (lang: string): typeof Messages =>
  JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8'));
const en = catalogue('en');

/** English sentences of the catalogue (their fixed parts, two words or more) found in the page's text. */
export async function englishLeft(page: Page, namespaces: (keyof typeof en)[]): Promise<string[]> {
  const text = await page.evaluate(() => [
    document.title, document.body.innerText,
    ...[...document.querySelectorAll('[aria-label],[placeholder],[alt],meta[name="description"]')]
      .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('placeholder') ?? ''} ${e.getAttribute('alt') ?? ''} ${e.getAttribute('content') ?? ''}`),
  ].join('\n'));
  const sentences: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      for (const part of v.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) {
        const p = part.trim().replace(/[.:]$/, '');
        if (p.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2) sentences.push(p);
      }
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  namespaces.forEach((n) => walk(en[n]));
  return sentences.filter((s) => text.includes(s));
}

/** What the poster wrote on a detail page (its description): stays as written, so English found there is theirs. */
export async function posterText(page: Page): Promise<string> {
  const description = page.getByTestId('section-description');
  return (await description.count()) ? description.innerText() : '';
}

// The catalogue test's detector (tests/unit/i18n-catalogue.test.ts): words of three or more Latin
// letters, where a Hindi or Kannada text has none but abbreviations kept in Latin.
const KEPT_LATIN = new Set(['BHK', 'IST']);
/** Latin words in the text of `blocks`, less those kept in every language and the `allowed` (names, poster text). */
export async function latinWordsIn(blocks: Locator, allowed: string[] = []): Promise<string[]> {
  const keep = new Set([...KEPT_LATIN, ...allowed.flatMap((a) => a.match(/[A-Za-z]{3,}/g) ?? [])]);
  const texts = await blocks.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
  return texts.flatMap((t) => t.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !keep.has(w));
}

/** Buttons whose text is wider than the button: a clipped label (a longer Hindi or Kannada word). */
export async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('button, a.btn, label.btn')]
    .filter((b) => b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden' && b.scrollWidth > b.clientWidth + 1)
    .map((b) => `${b.textContent?.trim() ?? ''} (${b.scrollWidth} > ${b.clientWidth})`));
}

export async function noOverflowOrClipping(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'no horizontal overflow').toBeLessThanOrEqual(client);
  expect(await clippedButtons(page), 'no clipped button').toEqual([]);
}

/** Selects whose chosen option's text is wider than the room inside them: a clipped choice ("ಯಾವುದೇ BHK"). */
export async function clippedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLSelectElement>('select')].filter((s) => s.getClientRects().length > 0).flatMap((s) => {
      const css = getComputedStyle(s);
      ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
      const text = s.options[s.selectedIndex]?.text ?? '';
      const room = s.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
      return ctx.measureText(text).width > room + 1 ? [`${text} (${Math.round(ctx.measureText(text).width)} > ${Math.round(room)})`] : [];
    });
  });
}

/** The page's canonical and hreflang alternates, as paths. */
export async function canonicalAndAlternates(page: Page): Promise<{ canonical: string | null; alternates: Record<string, string> }> {
  return page.evaluate(() => {
    const path = (href: string | null) => (href ? new URL(href).pathname : null);
    const alternates = Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')]
      .map((l) => [l.getAttribute('hreflang'), path(l.getAttribute('href'))]));
    return { canonical: path(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null), alternates };
  });
}
