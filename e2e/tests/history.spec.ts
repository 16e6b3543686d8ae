import { mkdirSync } from 'node:fs';
import { csv, gql, seedKidsSetListing, uploadReport } from '../pages/marketplace.ts';
import { admin } from '../fixtures/accounts.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { docsScreenshot } from '../fixtures/screenshots.ts';
import { test, expect } from '../fixtures/test.ts';
import { expectNotice } from '../pages/notices.ts';

// History (/history, ADMIN only; decision 122): an ADMIN changes a listing's price in the listing form
// on a phone, opens the listing's History from the form and reads who changed the price, from what to
// what; an order line's history holds the uploads that stored and paid it (decision 130). Ad-hoc
// screenshots of the screen go to HISTORY_SHOTS when it is set.

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
  await expectNotice(page, 'Updated successfully');

  await page.goto(historyUrl);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Listing: ${sku} (Flipkart)` })).toBeVisible();
  const changed = page.getByRole('article', { name: `Changed ${sku} (Flipkart)` });
  await expect(changed.getByText('Listing Price: ₹449.00 → ₹459.00')).toBeVisible();
  await expect(changed).toContainText(admin.username);
  await expect(page.getByRole('article', { name: `Created ${sku} (Flipkart)` })).toBeVisible();
  // the page keeps a phone's width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // From and To, two to a row, show their placeholder whole (it was clipped by a letter)
  for (const name of ['From', 'To']) {
    const room = await page
      .getByRole('textbox', { name, exact: true })
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const width = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return width - context.measureText(input.placeholder).width;
      });
    expect(room, `room left beside dd/mm/yyyy in ${name}`).toBeGreaterThanOrEqual(0);
  }
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
  await expect(row.getByText('Listing Price: ₹449.00 → ₹459.00')).toBeVisible();
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
    await page.setViewportSize({ width: 1440, height: 900 });
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

test('History: an order line’s history holds the uploads that stored and paid it, with its own changes', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const order = `HL${Date.now()}`;
  const line = `Order ${order} · HL-KIDS-SET (Flipkart)`;
  await seedKidsSetListing(page, 'HL');
  await uploadReport(
    page,
    'sale',
    csv('history-sale.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity,Ship to name,City',
      `"Jul 11, 2026",${order},HL-KIDS-SET,499,1,Buyer,Agra`,
      `"Jul 11, 2026",${order}-2,HL-KIDS-SET,499,1,Buyer,Agra`,
    ]),
    '2 lines stored',
  );
  await gql(
    page,
    `mutation($data: BillInput!) { updateBill(where: {billDate: "2026-07-11"}, data: $data) { id } }`,
    {
      data: { flipkart: [{ orderId: order, sku: 'HL-KIDS-SET', claimId: 'CLAIM-HL-1' }] },
    },
  );
  await uploadReport(
    page,
    'payment',
    csv('history-payment.csv', [
      'ORDER ID,DATE,BANK',
      `${order},2026-08-25,325.20`,
      `${order}-2,2026-08-25,300.00`,
    ]),
    '2 lines stored',
  );

  // The log of order lines names the line whose claim was saved; its name opens the line's history.
  await page.goto('/history?entity=order_line');
  await page
    .getByRole('row', { name: `Bill line saved ${line}` })
    .getByRole('link', { name: line })
    .click();
  await expect(page.getByRole('button', { name: `Order line: ${line}` })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Changes' }).getByRole('row');
  await expect(entries).toHaveCount(4); // the header and three entries, newest first
  const paid = entries.nth(1);
  await expect(paid).toHaveAccessibleName('Report uploaded Flipkart payment report');
  await expect(paid.getByText('This line: Payment recorded')).toBeVisible();
  await expect(paid).toContainText(admin.username);
  await expect(entries.nth(2)).toHaveAccessibleName(`Bill line saved ${line}`);
  await expect(entries.nth(2).getByText('Claim ID: CLAIM-HL-1')).toBeVisible();
  const stored = entries.nth(3);
  await expect(stored).toHaveAccessibleName('Report uploaded Flipkart sale report');
  await expect(stored.getByText('This line: Stored from this report')).toBeVisible();
  // an upload's entry says what it did to this line: the other line of the file is not listed
  await expect(page.getByRole('table', { name: 'Changes' })).not.toContainText(`${order}-2`);
  await expect(page.getByText('All 3 changes')).toBeVisible();
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/history-line-light-1440.png` });

  // On a phone each entry is a card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: 'Report uploaded Flipkart payment report' })).toContainText(
    'This line: Payment recorded',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) {
    await page.screenshot({ path: `${shots}/history-line-light-390.png`, fullPage: true });
    await page.getByRole('button', { name: /dark theme/i }).click();
    await page.screenshot({ path: `${shots}/history-line-dark-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${shots}/history-line-dark-1440.png` });
    await page.getByRole('button', { name: /light theme/i }).click();
  }

  // A line whose every entry is an upload's is named all the same (on a desktop: a table again).
  await page.setViewportSize({ width: 1440, height: 900 });
  const { billOrders } = (await gql(
    page,
    `query($where: BillOrderWhereInput!) { billOrders(where: $where, first: 5) { id orderId } }`,
    {
      where: {
        channel: 'flipkart',
        tab: 'SALE',
        billDate_gte: '2026-07-11',
        billDate_lte: '2026-07-11',
        search: `${order}-2`,
      },
    },
  )) as { billOrders: { id: string; orderId: string }[] };
  await page.goto(`/history?entity=order_line&entityId=${billOrders[0]!.id}`);
  await expect(
    page.getByRole('button', { name: `Order line: Order ${order}-2 · HL-KIDS-SET (Flipkart)` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: 'Report uploaded Flipkart sale report' })).toBeVisible();
});
