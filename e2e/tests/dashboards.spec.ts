import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { docsScreenshot } from '../fixtures/screenshots.ts';
import { test, expect } from '../fixtures/test.ts';
import { csv, seedKidsSetListing, uploadReport } from '../pages/marketplace.ts';

// The dashboards (docs/dashboards.md): a month of Flipkart sales, a return and a payment uploaded on the
// upload screens; the tiles and the chart of a channel summed by the server for the range in the
// address, changing with it; the Payment tab's figures; the overview across channels; profit per SKU
// and its CSV read back. Its lines are dated May 2026, a month no other walk uses.

const order = (i: number) => `DB${String(i).padStart(4, '0')}`;
const MAY = '?from=2026-05-01&to=2026-05-31';

const tile = (page: Page, list: string, title: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title });

test('Dashboards: a month uploaded, the tiles and chart of a range, the overview and profit per SKU', async ({
  signedIn: page,
}) => {
  // three uploads, then the screens at two widths in two themes
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedKidsSetListing(page, 'DB');
  await uploadReport(
    page,
    'sale',
    csv('db-orders.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity,Ship to name,City,State,PIN Code,Tracking ID',
      ...[4, 5, 12, 20].map(
        (day, i) =>
          `"May ${day}, 2026",${order(i + 1)},DB-KIDS-SET,499,1,Buyer ${i},Agra,Uttar Pradesh,282001,FMDB${i}`,
      ),
    ]),
    '4 lines stored',
  );
  await uploadReport(
    page,
    'return',
    csv('db-returns.csv', [
      'Order ID,SKU,Return Type,Return Requested Date',
      `${order(2)},DB-KIDS-SET,courier_return,2026-05-10`,
    ]),
    '1 line stored',
  );
  await uploadReport(
    page,
    'payment',
    csv('db-payments.csv', ['ORDER ID,DATE,BANK', `${order(1)},2026-05-25,300.00`]),
    '1 line stored',
  );

  // The drawer's Dashboard opens Flipkart's Sale tab; May in the address.
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Dashboard/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard${MAY}`);
  const sale = 'Flipkart sale figures';
  await expect(tile(page, sale, 'Orders')).toContainText('4');
  await expect(tile(page, sale, 'Revenue')).toContainText('₹1,996.00');
  await expect(tile(page, sale, 'RTO')).toContainText('1');
  await expect(tile(page, sale, 'Return Rate')).toContainText('25 %');
  // what a tile counts, on hover
  await tile(page, sale, 'Revenue').hover();
  await expect(page.getByRole('tooltip')).toContainText('Invoice amounts of every line sold');
  // the chart's numbers as a table: a point a day, 4 May's sale in it
  await page.getByText('Numbers as a table').click();
  const numbers = page.getByRole('table', { name: /Flipkart: revenue and net profit per day/ });
  await expect(numbers.getByRole('row', { name: /^4 May/ })).toContainText('₹499.00');
  await docsScreenshot(page, 'dashboard-flipkart-light-1440', { fullPage: true });

  // From 5 May: three orders, and 4 May's revenue gone from the chart
  await page.getByLabel('From').fill('05-05-2026');
  await expect(page).toHaveURL(/from=2026-05-05/);
  await expect(tile(page, sale, 'Orders')).toContainText('3');
  await expect(tile(page, sale, 'Revenue')).toContainText('₹1,497.00');
  await expect(numbers.getByRole('row', { name: /^4 May/ })).toHaveCount(0);

  // A range the wrong way round in the address: the default range, and why
  await page.goto('/dashboard?from=2026-05-31&to=2026-05-01');
  await expect(page.getByRole('alert')).toContainText(
    'From 2026-05-31 is after To 2026-05-01: showing 1 Sep 2022 to today',
  );

  // Payment: one line paid ₹300, its difference against the expected payout (TCS and TDS deducted)
  await page.goto(`/dashboard/pay${MAY}`);
  const pay = 'Flipkart payment figures';
  await expect(tile(page, pay, 'Paid Lines')).toContainText('1');
  await expect(tile(page, pay, 'Received')).toContainText('₹300.00');
  await expect(page.getByText(/on each line below, is received − \(settlement − TCS − TDS\)/)).toBeVisible();
  // each line's own TCS and TDS in a column of their own, beside its Difference
  await expect(page.getByRole('columnheader', { name: /^TCS/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(order(1)) })).toContainText('₹300.00');

  // The overview: Flipkart's column and the total across channels
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview\?from=2026-05-01&to=2026-05-31/);
  const revenue = page
    .getByRole('table', { name: 'Channels side by side' })
    .getByRole('row', { name: /^Revenue/ });
  await expect(revenue.getByRole('cell').nth(0)).toHaveText('₹1,996.00');
  await expect(revenue.getByRole('cell').last()).toHaveText('₹1,996.00');
  await expect(page.getByText('Revenue per channel')).toBeVisible();

  // Profit per SKU, and its CSV, whole from the server
  await page.getByRole('tab', { name: 'Profit per SKU' }).click();
  const grid = page.getByRole('grid', { name: 'Profit per SKU' });
  await expect(grid.getByRole('row').filter({ hasText: 'DB-KIDS-SET' })).toContainText('Flipkart');
  // its columns name the figures as the tiles and the CSV do, in Title Case (decision 381)
  for (const name of ['Units Sold', 'Units Returned', 'Marketplace Fees'])
    await expect(grid.getByRole('columnheader', { name, exact: true })).toBeVisible();
  // the business's net: no document of ours in May, so the marketplaces' net profit alone
  const net = "The business's net";
  await expect(tile(page, net, 'Own-Store Sales')).toContainText('₹0.00');
  const marketplaceNet = (await tile(page, net, 'Marketplace Net').innerText()).split('\n').at(-1);
  await expect(tile(page, net, 'Business Net')).toContainText(marketplaceNet!);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download profit per SKU as CSV' }).click(),
  ]);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(
    'SKU,Channel,Units Sold,Units Returned,Revenue,Marketplace Fees,Settlement,Purchase Cost,Return Cost,Net Profit',
  );
  expect(lines.find((l) => l.startsWith('DB-KIDS-SET,'))).toMatch(/^DB-KIDS-SET,Flipkart,4,1,1996,/);

  // Screenshots: the overview, a channel and profit per SKU, light and dark, at 1440 and 390 px; and a
  // channel's day with a negative net profit at 390 px
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await page.getByRole('button', { name: /dark theme/i }).click();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [path, name] of [
        ['/dashboard/overview', 'overview'],
        ['/dashboard', 'flipkart'],
        ['/dashboard/profit', 'profit'],
      ] as const) {
        if (mode === 'light' && width === 1440 && name === 'flipkart') continue;
        await page.goto(`${path}${MAY}`);
        await expect(page.getByText('Revenue').first()).toBeVisible();
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        await docsScreenshot(page, `dashboard-${name}-${mode}-${width}`, { fullPage: true });
      }
    }
    // 5 May alone: its one line came back, so its net profit is the Return Cost taken off, in red
    await page.goto('/dashboard?from=2026-05-05&to=2026-05-05');
    await expect(tile(page, sale, 'Net Profit')).toContainText('-₹15.00');
    await expect(tile(page, sale, 'Return Cost')).toContainText('₹15.00');
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await docsScreenshot(page, `dashboard-negative-${mode}-390`, { fullPage: true });
  }
});
