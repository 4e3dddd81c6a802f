import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// WCAG 2.1 A and AA (GIGW 3.0 builds to it) plus axe's best practices.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe's violations on the page as one line each (rule, impact, the first nodes). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Web fonts in: what axe and the screenshots see is the final text.
  await page.evaluate(async () => { await document.fonts.ready; });
}
