import { mkdirSync } from 'node:fs';
import { gql } from '../pages/marketplace.ts';
import { admin } from '../fixtures/accounts.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { docsScreenshot } from '../fixtures/screenshots.ts';
import { test, expect } from '../fixtures/test.ts';

// History (/history, ADMIN only; decision 122): an ADMIN changes a listing's price in the listing form
// on a phone, opens the listing's History from the form and reads who changed the price, from what to
// what. Ad-hoc screenshots of the screen go to HISTORY_SHOTS when it is set.

const shots = process.env.HISTORY_SHOTS;

// axe-core is injected as a script: the test lets it past the page's Content-Security-Policy.
test.use({ bypassCSP: true });

test('History: a listing price changed in the form reads in the listing’s history', async ({
  signedIn: page,
}) => {
  const sku = `HIST-${Date.now()}`;
  await gql(page, `mutation($data: FlipkartListingInput!) { createFlipkartListing(data: $data) { id } }`, {
    data: { skuid: sku, listingPrice: 449 },
  });

  // On a phone the listing's form edits it; for an ADMIN it links to the listing's history.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listing');
  await page.getByLabel('Search').fill(sku);
  await page.getByRole('article', { name: sku }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog');
  const historyLink = form.getByRole('link', { name: `History of SKU ${sku}` });
  await expect(historyLink).toHaveAttribute('target', '_blank');
  const historyUrl = (await historyLink.getAttribute('href'))!;
  await form.getByLabel('Listing Price', { exact: true }).fill('459');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  await page.goto(historyUrl);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Listing: ${sku} (Flipkart)` })).toBeVisible();
  const changed = page.getByRole('article', { name: `Changed ${sku} (Flipkart)` });
  await expect(changed.getByText('Listing price: ₹449.00 → ₹459.00')).toBeVisible();
  await expect(changed).toContainText(admin.username);
  await expect(page.getByRole('article', { name: `Created ${sku} (Flipkart)` })).toBeVisible();
  // the page keeps a phone's width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/history-record-light-390.png`, fullPage: true });
  }

  // On a desktop the menu leads there; the whole log is a table, filtered by kind.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await page.getByRole('option', { name: 'Listing', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  const row = page.getByRole('row', { name: `Changed ${sku} (Flipkart)` });
  await expect(row.getByText('Listing price: ₹449.00 → ₹459.00')).toBeVisible();
  await expectAccessible(page);
  // dates that end before they start are not asked for: the screen says to fix them, no empty table
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-06-02');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-06-01');
  await expect(page.getByText('From must not be after To')).toBeVisible();
  await expect(page.getByText('Fix the dates above to see the changes.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('');
  await expect(row).toBeVisible();
  await docsScreenshot(page, 'history-light-1440');
  if (shots) {
    await page.screenshot({ path: `${shots}/history-light-1440.png` });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.screenshot({ path: `${shots}/history-all-light-1440.png`, fullPage: true });
    await page.getByRole('button', { name: /dark theme/i }).click();
    await page.screenshot({ path: `${shots}/history-dark-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/history-dark-390.png`, fullPage: true });
    await page.getByRole('button', { name: /light theme/i }).click();
  }

  // a record with one entry says so, not "All 1 changes"
  const { createFlipkartListing: only } = (await gql(
    page,
    `mutation($data: FlipkartListingInput!) { createFlipkartListing(data: $data) { id } }`,
    { data: { skuid: `${sku}-B`, listingPrice: 449 } },
  )) as { createFlipkartListing: { id: string } };
  await page.goto(`/history?entity=listing&entityId=${only.id}`);
  await expect(page.getByRole('row', { name: `Created ${sku}-B (Flipkart)` })).toBeVisible();
  await expect(page.getByText('The only change')).toBeVisible();
});
