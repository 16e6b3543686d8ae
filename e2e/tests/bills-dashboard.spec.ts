import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { csv, seedKidsSetListing, uploadReport } from '../pages/marketplace.ts';
import { secondPerson } from '../pages/second-person.ts';

// Check Bills (docs/screens.md): the stored lines of a sale file under Sale, found by a part of an order
// id and downloaded whole as CSV; a returned one under Return, where the staff record its claim, kept
// after a reload.

const order = (i: number) => `CB${String(i).padStart(4, '0')}`;

test('Check Bills: the stored sale lines, a return whose claim is recorded and kept', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedKidsSetListing(page, 'CB');

  // Three sales uploaded on the Flipkart sale screen, one of them returned afterwards.
  await uploadReport(
    page,
    'sale',
    csv('cb-orders.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity,Ship to name,City,State,PIN Code,Tracking ID',
      ...[1, 2, 3].map(
        (i) =>
          `"Jul ${10 + i}, 2026",${order(i)},CB-KIDS-SET,499,1,Buyer ${i},Agra,Uttar Pradesh,282001,FMCB${i}`,
      ),
    ]),
    '3 lines stored',
  );
  await uploadReport(
    page,
    'return',
    csv('cb-returns.csv', [
      'Order ID,SKU,Return Type,Return Requested Date',
      `${order(2)},CB-KIDS-SET,courier_return,2026-07-20`,
    ]),
    '1 line stored',
  );

  // The Check Bills tile opens the Flipkart Sale tab: the three lines, newest bill date first.
  await page.goto('/billing/marketplace');
  await page.getByRole('link', { name: /^Check Bills The stored bills/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Flipkart Sale' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sale' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('grid', { name: 'Flipkart Sale' });
  await expect(grid.getByRole('row', { name: `${order(3)} CB-KIDS-SET` })).toContainText('13 Jul 2026');
  await expect(grid.getByRole('row', { name: `${order(1)} CB-KIDS-SET` })).toContainText('₹499.00');
  const firstLines = grid.getByRole('row').filter({ hasText: /CB000/ });
  await expect(firstLines.first()).toContainText(order(3));
  await expect(firstLines.last()).toContainText(order(1));

  // The search box is wide enough at 1440 px for its hint, whole: "…tracking ID or buyer" was cut.
  const search = page.getByRole('searchbox', { name: 'Search' });
  expect(
    await search.evaluate((input: HTMLInputElement) => {
      input.value = input.placeholder;
      const fits = input.scrollWidth <= input.clientWidth;
      input.value = '';
      return fits;
    }),
  ).toBe(true);

  // A search by a part of an order id, any case, asks the server; the CSV is what the grid shows, whole.
  await search.fill('cb0002');
  await expect(page).toHaveURL(/q=cb0002/);
  await expect(firstLines).toHaveCount(1);
  await expect(firstLines.first()).toContainText(order(2));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Flipkart Sale as CSV' }).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.split('\r\n')).toEqual([
    '\uFEFFBill Date,Order ID,SKU,Qty,Invoice Amount,Purchase Cost,Marketplace Fee,Settlement,Profit,Sale Type,Ship To,City,Tracking ID',
    expect.stringMatching(new RegExp(`^2026-07-12,${order(2)},CB-KIDS-SET,1,499,.*,Buyer 2,Agra,FMCB2$`)),
    '',
  ]);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(firstLines).toHaveCount(3);

  // Return: only the returned line; its claim is recorded.
  await page.getByRole('tab', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/dashboard\/return/);
  const returns = page.getByRole('grid', { name: 'Flipkart Return' });
  const returned = returns.getByRole('row', { name: `${order(2)} CB-KIDS-SET` });
  await expect(returned).toContainText('Courier return (RTO)');
  await expect(returns.getByRole('row', { name: `${order(1)} CB-KIDS-SET` })).toHaveCount(0);
  await returned.getByRole('button', { name: `Edit the follow-up of ${order(2)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Return follow-up' });
  await dialog.getByLabel('Physically Received').check();
  await dialog.getByLabel('Claim ID').fill('PF-CB-77');
  await dialog.getByLabel('Claim Result').fill('Approved ₹499');
  // Escape or a click beside it with something typed asks first; Keep editing keeps the typing
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await page.keyboard.press('Escape');
  await expect(question).toContainText(`What you changed in the follow-up of ${order(2)} is not saved.`);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await page.mouse.click(10, 450);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Claim ID')).toHaveValue('PF-CB-77');
  await expect(dialog.getByLabel('Physically Received')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved the follow-up of ${order(2)}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(returned).toContainText('PF-CB-77');

  await page.reload();
  const kept = page
    .getByRole('grid', { name: 'Flipkart Return' })
    .getByRole('row', { name: `${order(2)} CB-KIDS-SET` });
  await expect(kept).toContainText('PF-CB-77');
  await expect(kept).toContainText('Approved ₹499');
  await expect(kept).toContainText('Yes');

  // For an ADMIN, a line's History button opens what happened to it, in a new tab.
  const historyLink = kept.getByRole('link', { name: `History of ${order(2)} CB-KIDS-SET` });
  await expect(historyLink).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: 'test-results/check-bills-return.png' });
  await page.goto((await historyLink.getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const changes = page.getByRole('main').getByRole('row');
  await expect(changes.filter({ hasText: 'Bill line saved' })).toContainText('Claim ID: — → PF-CB-77');
  await expect(changes.filter({ hasText: 'Flipkart return report' })).toContainText('Marked returned');
  await expect(changes.filter({ hasText: 'Flipkart sale report' })).toContainText('Stored from this report');
});

// Two people record one return's follow-up at once, each a different field. The form saved all six
// fields as it had opened them, so the later save put the other person's Claim ID back to empty, unseen.
test('Check Bills: two people recording one return keep each other’s field', async ({
  signedIn: first,
  browser,
}) => {
  await first.setViewportSize({ width: 1440, height: 900 });
  await seedKidsSetListing(first, 'CF');
  await uploadReport(
    first,
    'sale',
    csv('cf-orders.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity,Ship to name,City,State,PIN Code,Tracking ID',
      '"Jul 14, 2026",CF0001,CF-KIDS-SET,499,1,Buyer 1,Agra,Uttar Pradesh,282001,FMCF1',
    ]),
    '1 line stored',
  );
  await uploadReport(
    first,
    'return',
    csv('cf-returns.csv', [
      'Order ID,SKU,Return Type,Return Requested Date',
      'CF0001,CF-KIDS-SET,courier_return,2026-07-22',
    ]),
    '1 line stored',
  );

  const second = await secondPerson(browser);
  const openFollowUp = async (page: typeof first) => {
    await page.goto('/dashboard/return?q=CF0001');
    const row = page
      .getByRole('grid', { name: 'Flipkart Return' })
      .getByRole('row', { name: 'CF0001 CF-KIDS-SET' });
    await row.getByRole('button', { name: 'Edit the follow-up of CF0001' }).click();
    return page.getByRole('dialog', { name: 'Return follow-up' });
  };
  const firstForm = await openFollowUp(first);
  const secondForm = await openFollowUp(second);

  // The second person records the claim; the first, whose form still shows no claim, the return's
  // arrival and condition.
  await secondForm.getByLabel('Claim ID').fill('PF-CF-9');
  await secondForm.getByRole('button', { name: 'Save' }).click();
  await expect(secondForm).toBeHidden();
  // (received, the return leaves the reconciliation screen's returns to claim, which the marketplace walk counts)
  await firstForm.getByLabel('Physically Received').check();
  await firstForm.getByLabel('Condition').fill('Box torn');
  await firstForm.getByRole('button', { name: 'Save' }).click();
  await expect(firstForm).toBeHidden();

  await first.reload();
  const stored = first
    .getByRole('grid', { name: 'Flipkart Return' })
    .getByRole('row', { name: 'CF0001 CF-KIDS-SET' });
  await expect(stored).toContainText('Box torn');
  await expect(stored).toContainText('Yes');
  await expect(stored).toContainText('PF-CF-9');
  await second.context().close();
});

test('Check Bills: a payment recorded by mistake is removed by the ADMIN, saying why', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedKidsSetListing(page, 'CP');
  await uploadReport(
    page,
    'sale',
    csv('cp-orders.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity',
      '"Jul 11, 2026",CP0001,CP-KIDS-SET,499,1',
    ]),
    '1 line stored',
  );
  // CP0001 paid, and a refund of another order booked against it by mistake
  await uploadReport(
    page,
    'payment',
    csv('cp-payments.csv', ['ORDER ID,DATE,BANK', 'CP0001,2026-08-01,325.20', 'CP0001,2026-08-15,-99.00']),
    '1 line stored',
  );

  await page.goto('/dashboard/pay?q=CP0001');
  const paid = page
    .getByRole('grid', { name: 'Flipkart Payment' })
    .getByRole('row', { name: 'CP0001 CP-KIDS-SET' });
  await expect(paid).toContainText('₹226.20');
  await paid.getByRole('button', { name: 'Payments recorded for CP0001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payments recorded' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toContainText('Received in all: ₹226.20');
  await dialog.getByRole('button', { name: 'Remove the payment of -₹99.00 on 15 Aug 2026' }).click();
  await dialog.getByRole('button', { name: 'Remove payment' }).click();
  await expect(dialog.getByText('Say why this payment is removed')).toBeVisible();
  await dialog.getByLabel('Why is it removed?').fill('Refund of another order');
  // a reason typed is not thrown away by Escape without asking
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Keep editing' })
    .click();
  await expect(dialog.getByLabel('Why is it removed?')).toHaveValue('Refund of another order');
  await dialog.getByRole('button', { name: 'Remove payment' }).click();
  await expect(page.getByText('Removed the payment of -₹99.00 from CP0001')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText('Received in all: ₹325.20');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(paid).toContainText('₹325.20');
});

// At desktop widths with the menu open every tab is read without a sideways scroll, with Flipkart's
// 20-character order ids and amounts in crores: the Payment tab's Difference was reached only by
// scrolling at 1440 px (its columns needed 1230 px of the 1150 there), Sale and Return more still.
/** Scrolls to a header and sees it whole, again until it holds while the page above it settles. */
async function scrolledIntoView(header: Locator, where: string) {
  await expect(async () => {
    await header.scrollIntoViewIfNeeded();
    await expect(header, where).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass();
}

test('Check Bills: every tab fits at 1440 and 1280 px, long order ids and amounts in crores whole', async ({
  signedIn: page,
}) => {
  // three uploads, then eight screens (six of them the dashboard with its chart) at three widths and in
  // both themes: about 120 s on the 2-core machine while two other specs run, which its first try and its
  // retry both exceeded at the last screenshot in a fresh-clone run on 8 December 2026
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedKidsSetListing(page, 'CW');
  const id = (i: number) => `OD43123456789012345${i}`;
  // returned today: within the claim window, so not on the reconciliation screen's returns to claim,
  // which the marketplace walk counts
  const today = new Date().toISOString().slice(0, 10);
  await uploadReport(
    page,
    'sale',
    csv('cw-orders.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity,Ship to name,City,State,PIN Code,Tracking ID',
      `"Jul 11, 2026",${id(1)},CW-KIDS-SET,12345678.50,2500,Venkataramanan Subramaniam,Thiruvananthapuram,Kerala,695001,FMPP1234567890123`,
      `"Jul 12, 2026",${id(2)},CW-KIDS-SET,499,1,Buyer 2,Agra,Uttar Pradesh,282001,FMPC2345678901`,
      `"Jul 11, 2026",${id(3)},CW-KIDS-SET,12345678.50,2500,Venkataramanan Subramaniam,Thiruvananthapuram,Kerala,695001,FMPP1234567890124`,
    ]),
    '3 lines stored',
  );
  await uploadReport(
    page,
    'return',
    csv('cw-returns.csv', [
      'Order ID,SKU,Return Type,Return Requested Date',
      `${id(1)},CW-KIDS-SET,customer_return,${today}`,
      `${id(2)},CW-KIDS-SET,courier_return,${today}`,
    ]),
    '2 lines stored',
  );
  await uploadReport(
    page,
    'payment',
    csv('cw-payments.csv', [
      'ORDER ID,DATE,BANK',
      `${id(1)},2026-08-01,-12345678.90`,
      `${id(2)},2026-08-02,325.20`,
      `${id(3)},2026-08-01,-12345678.90`,
    ]),
    '3 lines stored',
  );

  const tabs = [
    ['/dashboard', 'Sale'],
    ['/dashboard/return', 'Return'],
    ['/dashboard/pay', 'Payment'],
  ] as const;
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, tab] of tabs) {
      await page.goto(`${path}?q=OD43123456789012345`);
      const grid = page.getByRole('grid', { name: `Flipkart ${tab}` });
      await expect(grid.getByRole('row', { name: `${id(1)} CW-KIDS-SET` })).toBeVisible();
      const where = `${tab} at ${width} px`;
      // no sideways scroll
      const scroller = grid.locator('.MuiDataGrid-virtualScroller');
      expect(await scroller.evaluate((s) => s.scrollWidth - s.clientWidth), where).toBeLessThanOrEqual(0);
      // every header on the page, the last one (Tracking ID, Claim ID, Difference) too
      // (the dashboard's tiles and chart stand above the grid: it is scrolled to, down the page)
      // (scrolled to again until it holds: the chart, loaded with its own chunk, can push the grid down)
      await scrolledIntoView(grid.getByRole('columnheader').last(), where);
      // and no value cut: the order id, the amounts in crores, the buyer's name wrapped in its cell
      const cut = await grid
        .getByRole('gridcell')
        .evaluateAll((cells) =>
          cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.getAttribute('data-field')),
        );
      expect(cut, where).toEqual([]);
    }
  }
  const payments = page.getByRole('grid', { name: 'Flipkart Payment' });
  await scrolledIntoView(payments.getByRole('columnheader', { name: 'Difference' }), 'Difference');
  await expect(payments.getByRole('row', { name: `${id(1)} CW-KIDS-SET` })).toContainText('-₹1,23,45,678.90');
  // a line not returned is compared as Reconciliation compares it: its TCS (0.5 % of the value without
  // 5 % GST) and TDS (0.1 %) in their own column, taken off the settlement expected (decision 265)
  const kept = payments.getByRole('row', { name: `${id(3)} CW-KIDS-SET` });
  await expect(kept).toContainText('₹58,788.95');
  await expect(kept).toContainText('₹11,757.79');
  await page.screenshot({ path: 'test-results/check-bills-payment-1280.png' });
  // a phone has a card per line, every column of the tab in it, nothing beyond the screen's width; both
  // themes looked at
  await page.setViewportSize({ width: 390, height: 844 });
  const paymentCard = page
    .getByRole('list', { name: 'Flipkart Payment' })
    .getByRole('listitem', { name: `${id(3)} CW-KIDS-SET` });
  await expect(paymentCard).toContainText('Difference');
  const short = paymentCard.locator('.amount-short');
  // received − (settlement − TCS − TDS): −1,23,45,678.90 − (1,21,68,678.50 − 58,788.95 − 11,757.79)
  await expect(short).toHaveText('-₹2,44,43,810.66');
  // in red, as in the grid (the theme's error colour, not the text's)
  await expect(short).not.toHaveCSS(
    'color',
    await paymentCard.getByText('₹1,21,68,678.50').evaluate((e) => getComputedStyle(e).color),
  );
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/check-bills-payment-phone.png', fullPage: true });
  await paymentCard.getByRole('button', { name: `Payments recorded for ${id(3)}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('seller-desk.color-mode', 'dark'));
  await page.goto('/dashboard?q=OD43123456789012345');
  const saleCard = page
    .getByRole('list', { name: 'Flipkart Sale' })
    .getByRole('listitem', { name: `${id(1)} CW-KIDS-SET` });
  await expect(saleCard).toContainText('₹1,23,45,678.50');
  await expect(saleCard.getByRole('link', { name: `History of ${id(1)} CW-KIDS-SET` })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/check-bills-sale-phone-dark.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/check-bills-sale-dark.png' });
  await page.evaluate(() => localStorage.setItem('seller-desk.color-mode', 'light'));
});
