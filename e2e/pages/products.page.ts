import { expect, type Page } from '@playwright/test';

export interface NewProduct {
  productName: string;
  purchaseCost?: string;
  stock?: string;
  gst?: string;
  hsnCode?: string;
}

/** The Products screen, as a person uses it. */
export class ProductsPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/products');
    await expect(this.page.getByRole('heading', { name: 'Products' })).toBeVisible();
  }

  /** Adds a row with "Add record", types the given cells and saves it. */
  async add(product: NewProduct): Promise<void> {
    await this.page.getByRole('button', { name: 'Add record' }).click();
    const row = this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name: 'Save' }) });
    for (const [field, value] of Object.entries(product)) {
      if (value !== undefined) await row.locator(`[data-field="${field}"] input`).fill(value);
    }
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByRole('row', { name: new RegExp(product.productName) })).toBeVisible();
  }
}
