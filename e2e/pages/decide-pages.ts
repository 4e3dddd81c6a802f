import { expect, type Page } from '@playwright/test';

/** Issue 20's deciding tools on a sale detail page: history, safety note, EMI, compare. */
export class DecidePanel {
  constructor(readonly page: Page) {}

  history() { return this.page.getByRole('region', { name: 'Listing history' }); }
  safetyNote() { return this.page.getByTestId('safety-note'); }
  emiSection() { return this.page.getByRole('region', { name: 'EMI and cost of buying' }); }
  openEmi() { return this.emiSection().getByRole('button', { name: 'Calculate EMI and cost of buying' }); }
  monthlyEmi() { return this.page.getByTestId('emi-monthly'); }
  addToCompare() { return this.page.getByRole('button', { name: 'Add to compare' }); }
  compareLink() { return this.page.getByRole('link', { name: /^Compare \(\d\)$/ }); }
}

/** /compare: the table, one column per listing. */
export class ComparePage {
  constructor(readonly page: Page) {}

  table() { return this.page.getByRole('table', { name: 'Listings compared side by side' }); }
  columns() { return this.table().getByRole('columnheader'); }
  row(label: string) { return this.table().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) }); }
  problem() { return this.page.getByRole('alert').filter({ hasText: 'Compare holds' }); }

  async expectIds(n: number) {
    await expect(this.page).toHaveURL(new RegExp(`/compare\\?ids=\\d+(,\\d+){${n - 1}}$`));
  }
}
