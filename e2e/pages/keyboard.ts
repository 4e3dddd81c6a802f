import type { Locator, Page } from '@playwright/test';

/**
 * Drives the page with the keyboard only (Tab, Shift+Tab, Enter, Space, arrow keys and typing):
 * no clicks, no fill(). Each step Tabs until the wanted control has focus, so a control that
 * cannot be reached by Tab fails the journey.
 */
export class KeyboardUser {
  constructor(readonly page: Page) {}

  private async holds(target: Locator) {
    return target.evaluateAll((els) => els.some((el) => el === document.activeElement || el.contains(document.activeElement))).catch(() => false);
  }

  /** Tabs forward until focus is on (or inside) one of `target`'s elements. */
  async tabTo(target: Locator, max = 200) {
    for (let i = 0; i < max; i++) {
      if (await this.holds(target)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target}`);
  }

  async press(target: Locator, key: 'Enter' | 'Space' = 'Enter') {
    await this.tabTo(target);
    await this.page.keyboard.press(key);
  }

  async type(target: Locator, text: string) {
    await this.tabTo(target);
    await this.page.keyboard.type(text, { delay: 20 });
  }

  /** A radio group: Tab lands on one radio of the group, the arrow keys move to (and check) the wanted one. */
  async choose(radios: Locator, wanted: Locator) {
    await this.tabTo(radios);
    for (let i = 0; i < 15; i++) {
      if (await wanted.isChecked()) return;
      await this.page.keyboard.press('ArrowRight');
    }
    throw new Error(`the arrow keys never checked ${wanted}`);
  }

  /** A checkbox: Tab to it, Space. */
  async check(box: Locator) {
    await this.tabTo(box);
    if (!(await box.isChecked())) await this.page.keyboard.press('Space');
  }
}
