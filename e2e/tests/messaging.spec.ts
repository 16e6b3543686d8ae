import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { expectNotice } from '../pages/notices.ts';

const data = (name: string) => path.join(import.meta.dirname, '..', 'data', name);

// Links must never leave this machine: a WhatsApp page the test opens is answered here, and the URL
// it asked for is what the test checks.
async function stubOutsideWorld(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

test('In Transit MSG: one WhatsApp link per order, green until used and red after, kept for the file', async ({
  signedIn: page,
}) => {
  await stubOutsideWorld(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Call WP save' })
    .click();
  await expect(page).toHaveURL(/\/callwp$/);
  await page.getByRole('tab', { name: 'In Transit MSG' }).click();
  await expect(page).toHaveURL(/\/intransitbulkcallwp$/);
  await expect(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Upload CSV').setInputFiles(data('ithink-in-transit.csv'));
  // Two rows of TH-2001 (two SKUs) are one message; TH-2003 has no number and says so.
  await expect(page.getByRole('row', { name: 'TH-2001' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'TH-2002' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'TH-2003' })).toContainText('No link: No phone number');
  await expect(page.getByRole('row')).toHaveCount(4); // header + 3 orders

  const wp = page.getByRole('link', { name: 'WhatsApp TH-2001' });
  await expect(wp).toHaveCSS('background-color', 'rgb(46, 125, 50)'); // success green
  const [opened] = await Promise.all([page.context().waitForEvent('page'), wp.click()]);
  const url = new URL(opened.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919812345678');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(
    'Hello Kiran Rao ji, aapka order TH-2001 (Dancing Cactus Toy, Fleece Blanket Double)',
  );
  expect(text).toContain('Expected delivery: 25 Nov.'); // the file's 25-11-2026, written as planned dates are
  await opened.close();
  await page.mouse.move(0, 0); // the colour at rest, not under the pointer
  await expect(page.getByRole('link', { name: 'WhatsApp TH-2001 (sent)' })).toHaveCSS(
    'background-color',
    'rgb(211, 47, 47)',
  ); // error red

  // The same file after a reload: the row is still marked done.
  await page.reload();
  await page.getByLabel('Upload CSV').setInputFiles(data('ithink-in-transit.csv'));
  await expect(page.getByRole('link', { name: 'WhatsApp TH-2001 (sent)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp TH-2002', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/messaging-in-transit.png', fullPage: true });
});

// The row of an order without links was one line high: its reason was cut after "is not an Indian",
// and only a hover showed the rest.
test('a number that is no Indian mobile is said whole in its row, on a desktop', async ({
  session: page,
}) => {
  await page.goto('/intransitbulkcallwp');
  const header = readFileSync(data('ithink-in-transit.csv'), 'utf8').split('\n')[0]!;
  const row = (order: string, mobile: string) =>
    `${order},2026-11-20,${mobile},Asha,NA,Delhivery,2345678901299,25-11-2026,In Transit,500,2026-11-21,Prepaid,Addr,NA,Pune,Maharashtra,411001,0,500,1,SKU-1,5,Soft Toy,0,,,`;
  await page.getByLabel('Upload CSV').setInputFiles({
    name: 'bad-number.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, row('TH-9001', '12345'), row('TH-9002', '9876543210')].join('\n')),
  });
  const reason = page
    .getByRole('row', { name: 'TH-9001' })
    .getByText('No link: "12345" is not an Indian mobile number (10 digits starting 6–9)');
  await expect(reason).toBeVisible();
  const cell = page.getByRole('row', { name: 'TH-9001' }).locator('[data-field="whatsapp"]');
  const [reasonBox, cellBox] = [await reason.boundingBox(), await cell.boundingBox()];
  expect(reasonBox!.y + reasonBox!.height).toBeLessThanOrEqual(cellBox!.y + cellBox!.height);
  expect(reasonBox!.y).toBeGreaterThanOrEqual(cellBox!.y);
});

// First Message and Bulk NDR have a Call and a WP column: a row without links said "No link: …" in each,
// the same reason twice, each squeezed into its narrow column. It is said once, across both.
test('a row without links says why once, on a desktop and on a phone', async ({ session: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const reason = 'No link: "12345" is not an Indian mobile number (10 digits starting 6–9)';
  for (const path of ['/ndrbulkcallwp', '/bulkcallwp']) {
    await page.goto(path);
    if (path === '/ndrbulkcallwp') {
      await page.getByLabel('Courier').click();
      await page.getByRole('option', { name: 'Shiprocket' }).click();
    }
    await page.getByLabel('Upload CSV').setInputFiles(data('shiprocket-ndr.csv'));
    const row = page.getByRole('row', { name: 'SR-5003' });
    await expect(row.getByText(/No link/), path).toHaveText([reason]);
    // said whole inside its row, and wider than the one column it was squeezed into
    const [text, cell, call] = [
      await row.getByText(reason).boundingBox(),
      await row.boundingBox(),
      await page.getByRole('columnheader', { name: 'Call' }).boundingBox(),
    ];
    expect(text!.y + text!.height).toBeLessThanOrEqual(cell!.y + cell!.height);
    expect(text!.width).toBeGreaterThan(call!.width);
    // the other rows keep a button in each link column
    await expect(page.getByRole('link', { name: 'Call SR-5001' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'WhatsApp SR-5001' })).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem', { name: 'SR-5003' });
  await expect(card.getByText(/No link/)).toHaveText([reason]);
  // First Message: the call script of an order without links reads on a phone too, as on a desktop
  await card.getByRole('button', { name: 'Call script for SR-5003' }).click();
  await expect(page.getByText('Call script — SR-5003')).toBeVisible();
  await page.screenshot({ path: 'test-results/messaging-no-link-script-phone.png' });
  await page.keyboard.press('Escape');
});

// The grid's Export wrote each order's S No., Order Id, Customer and Phone no, and left its Call, WP and
// Message columns empty: the links and texts are made for the screen, not held in the row.
test("Bulk NDR's Export writes each order's message and links, and a row without links its reason", async ({
  session: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ndrbulkcallwp');
  await page.getByLabel('Courier').click();
  await page.getByRole('option', { name: 'Shiprocket' }).click();
  await page.getByLabel('Upload CSV').setInputFiles(data('shiprocket-ndr.csv'));
  const wp = (await page.getByRole('link', { name: 'WhatsApp SR-5001' }).getAttribute('href'))!;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('bulk-ndr.csv');
  const lines = (await readFile(await (await download).path(), 'utf8')).split(/\r?\n/);
  expect(lines[0]).toBe('\ufeffS No.,Order Id,Customer,Phone no,Status,Call,WP,Message');
  const first = lines.find((l) => l.includes('SR-5001'))!;
  expect(first).toContain(',tel:+919123456789,');
  expect(first).toContain(`,${wp},`);
  expect(first).toMatch(/,"?Hello Neha & Sons ji/);
  expect(lines.find((l) => l.includes('SR-5003'))).toContain(
    ',"No link: ""12345"" is not an Indian mobile number (10 digits starting 6–9)",',
  );
});

test('an AWB in scientific notation loads nothing and says why', async ({ session: page }) => {
  await page.goto('/intransitbulkcallwp');
  await page.getByLabel('Upload CSV').setInputFiles(data('ithink-awb-scientific.csv'));
  await expect(page.getByRole('alert')).toContainText('AWB should be a number');
  await expect(page.getByText('Upload an export to see its orders')).toBeVisible();
});

test('Bulk NDR on a phone: Shiprocket export, Call, WP and SMS links in the same tab', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubOutsideWorld(page);
  await page.goto('/ndrbulkcallwp');
  await page.getByLabel('Courier').click();
  await page.getByRole('option', { name: 'Shiprocket' }).click();
  await page.getByLabel('Upload CSV').setInputFiles(data('shiprocket-ndr.csv'));

  await expect(page.getByRole('link', { name: 'Call SR-5001' })).toHaveAttribute('href', 'tel:+919123456789');
  const sms = await page.getByRole('link', { name: 'SMS SR-5002' }).getAttribute('href');
  expect(sms).toMatch(/^sms:\+918765432109\?body=Hello%20%E0%A4%B0%E0%A4%BE%E0%A4%B9%E0%A5%81%E0%A4%B2%20ji/);
  await expect(page.getByRole('listitem', { name: 'SR-5003' })).toContainText('not an Indian mobile number');

  const wp = page.getByRole('link', { name: 'WhatsApp SR-5001' });
  await expect(wp).not.toHaveAttribute('target', '_blank');
  const href = (await wp.getAttribute('href')) ?? '';
  // "&" and "#" are encoded, or WhatsApp would cut the text short.
  expect(href).toContain('Hello%20Neha%20%26%20Sons%20ji');
  expect(href).toContain('(Customer%20not%20reachable%20%232)');
  await page.screenshot({ path: 'test-results/messaging-ndr-phone.png', fullPage: true });
  await wp.click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919123456789\?text=/);
});

test('Custom MSG names a misspelt placeholder and offers no link until the text is fixed', async ({
  session: page,
}) => {
  await page.goto('/customMsgWP');
  await page.getByLabel('Upload CSV').setInputFiles(data('shiprocket-ndr.csv'));
  const text = page.getByRole('textbox', { name: 'Message' });
  await text.fill('Hi {custmerName}, your order {orderId} is on the way');
  await expect(page.getByText('{custmerName} is not a placeholder; use one of {customerName}')).toBeVisible();
  await expect(page.getByRole('row', { name: 'SR-5001' })).toContainText('No link: fix the message first');
  await expect(page.getByRole('link', { name: /^(WhatsApp|SMS) SR-5001/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/messaging-custom-typo.png', fullPage: true });

  await text.fill('Hi {customerName}, your order {orderId} is on the way');
  const href = (await page.getByRole('link', { name: 'WhatsApp SR-5001' }).getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('text')).toBe('Hi Neha & Sons, your order SR-5001 is on the way');

  // An order of two SKUs (two rows of the export) gets one message, naming both products.
  await text.fill('Hi {customerName}, {productName} of order {orderId} is on the way');
  await page.getByLabel('Upload CSV').setInputFiles(data('ithink-in-transit.csv'));
  await expect(page.getByRole('row', { name: 'TH-2002' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'TH-2001' })).toHaveCount(1);
  await expect(page.getByText('1 order has no mobile number and is left out.')).toBeVisible();
  const both = (await page.getByRole('link', { name: 'WhatsApp TH-2001' }).getAttribute('href')) ?? '';
  expect(new URL(both).searchParams.get('text')).toBe(
    'Hi Kiran Rao, Dancing Cactus Toy, Fleece Blanket Double of order TH-2001 is on the way',
  );
});

test('on a phone, a screen of route tabs opened directly shows its selected tab whole', async ({
  session: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/rtobulkcallwp',
    '/bulk/download/image',
    '/listing/category/amazon',
    '/billing/marketplace/upload/trendy-handy-sale',
    '/dashboard/trendy-handy',
  ]) {
    await page.goto(path);
    // (Check Bills has two strips: the channel and, under it, Sale, Return and Payment.)
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected.first()).toBeVisible();
    // A strip settles once its scroll buttons are in: each selected tab then lies inside its strip's
    // visible part.
    await expect
      .poll(async () =>
        selected.evaluateAll((tabs) =>
          tabs.every((tab) => {
            const strip = tab.closest('.MuiTabs-scroller')!.getBoundingClientRect();
            const box = tab.getBoundingClientRect();
            return box.left >= strip.left - 1 && box.right <= strip.right + 1;
          }),
        ),
      )
      .toBe(true);
  }
});

test('Contact helper: links and a contact card QR code made in the browser', async ({ session: page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) outside.push(r.url());
  });
  await page.goto('/callwp');
  await page.getByLabel('Phone number').fill('12345');
  await expect(page.getByText('not an Indian mobile number')).toBeVisible();
  await page.getByLabel('Phone number').fill('+91 98765-43210');
  await page.getByLabel('Name (optional)').fill('Asha Verma');
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
    'href',
    'https://wa.me/919876543210?text=',
  );
  const qr = page.getByRole('img', { name: 'Contact card QR code for Asha Verma' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  expect((await download).suggestedFilename()).toBe('contact-9876543210.png');
  expect(outside).toEqual([]);
  await page.screenshot({ path: 'test-results/messaging-contact-light.png', fullPage: true });
  await page.getByRole('button', { name: /dark theme/i }).click();
  await page.screenshot({ path: 'test-results/messaging-contact-dark.png', fullPage: true });
});

// A QR code holds about 2,300 characters. A name longer than a contact card can hold made the code fail
// unseen, and the previous customer's card stayed on screen to be scanned or downloaded under the new name.
test('Contact helper: a name too long for a contact card says so, and no other card is offered', async ({
  session: page,
}) => {
  await page.goto('/callwp');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Name (optional)').fill('Asha Verma');
  await expect(page.getByRole('img', { name: 'Contact card QR code for Asha Verma' })).toBeVisible();
  await page.getByLabel('Name (optional)').fill(`Ravi ${'Kumar '.repeat(250)}`);
  await expect(page.getByLabel('Name (optional)')).toHaveAccessibleDescription(
    'Too long for a contact card: shorten the name',
  );
  await expect(page.getByRole('img', { name: /Contact card QR code/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download PNG' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
  // the links do not need the card
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await page.getByLabel('Name (optional)').fill('Ravi Kumar');
  await expect(page.getByRole('img', { name: 'Contact card QR code for Ravi Kumar' })).toBeVisible();
});

test('Settings › Customer messages: a live preview, placeholders checked, and the screens use what is saved', async ({
  session: page,
}) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Customer messages' });
  const inTransit = section.getByLabel('In transit', { exact: true });
  await inTransit.fill('Namaste {customerName}, order {orderId} is on its way: {trackingLink} {oops}');
  await expect(section.getByText('{oops} is not a placeholder')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save messages' })).toBeDisabled();
  await inTransit.fill('Namaste {customerName}, order {orderId} is on its way: {trackingLink}');
  await expect(section.getByLabel('In transit preview')).toHaveText(
    'Namaste Asha Verma, order LK-1042 is on its way: https://shiprocket.co/tracking/14344512345678',
  );
  await page.screenshot({ path: 'test-results/messaging-settings.png', fullPage: false });
  await section.getByRole('button', { name: 'Save messages' }).click();
  await expectNotice(page, 'Messages saved');

  await page.goto('/intransitbulkcallwp');
  await page.getByLabel('Upload CSV').setInputFiles(data('ithink-in-transit.csv'));
  const href = (await page.getByRole('link', { name: /^WhatsApp TH-2002/ }).getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('text')).toBe(
    'Namaste Farah Khan, order TH-2002 is on its way: https://www.ithinklogistics.co.in/postship/tracking/3456789012345',
  );
});
