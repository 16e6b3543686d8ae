import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { docsScreenshot } from '../fixtures/screenshots.ts';
import { test, expect } from '../fixtures/test.ts';

// Order DataBase MSG (/orderdatabase, docs/orders.md): both couriers' exports imported through the
// plain route (as an operator's script would), the counts of each tab, a first message sent from New
// (the opened WhatsApp address intercepted), the row turning red and leaving New, newOrder.csv read back,
// and the phone's cards. Screenshots (light and dark, 1440 and 390 px) when E2E_SCREENSHOTS=1.

const data = (name: string) => readFileSync(join(import.meta.dirname, '..', 'data', 'orders', name));

// A local fake of Shiprocket's API for the sync walk. The spec's server is started by this worker after
// the file is loaded, with this process's environment: it reads Shiprocket at the fake. While `paused`,
// each page of GET /orders is held (at most 3 s, within the server's 10 s idle timeout) and says more
// pages follow, so the sync keeps running until the test lets it end.
const fakePort = Number(process.env.E2E_PORT ?? 3100) + 900;
process.env.SHIPROCKET_API_URL = `http://localhost:${fakePort}/sr`;
process.env.OUTBOUND_ALLOW_HOSTS = 'localhost';
let paused = false;
let resume: (() => void) | null = null;
const fake = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const answer = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/sr/auth/login') return answer({ token: 'fake-token' });
      if (url.pathname === '/sr/ndr/all')
        return answer({ data: [], meta: { pagination: { total_pages: 1 } } });
      if (url.pathname !== '/sr/orders') return res.writeHead(404).end();
      const page = Number(url.searchParams.get('page') ?? 1);
      if (paused)
        await new Promise<void>((r) => {
          resume = r;
          setTimeout(r, 3_000);
        });
      answer({
        data: [
          {
            channel_name: 'Store',
            channel_order_id: `SYNC-${page}`,
            customer_name: `Synced customer ${page}`,
            customer_phone: '9876543210',
            total: 400,
            status: 'IN TRANSIT',
            payment_method: 'cod',
            channel_created_at: '20 Nov 2026, 10:00 AM',
            products: [{ name: 'Cactus', channel_sku: 'CA', quantity: 1, price: 400 }],
            shipments: [{ awb: `SYNC${page}`, courier: 'Delhivery', etd: '2026-11-30' }],
          },
        ],
        meta: { pagination: { total_pages: paused ? page + 1 : page } },
      });
    })();
  });
});
/** Switches the theme and moves the pointer off the toggle, so its tooltip is not in a screenshot. */
async function switchTheme(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  await page.mouse.move(600, 600);
  await expect(page.getByRole('tooltip')).toBeHidden();
}

test.beforeAll(() => new Promise<void>((done) => fake.listen(fakePort, 'localhost', done)));
test.afterAll(() => new Promise<void>((done) => fake.close(() => done())));

async function importExport(page: Page, courier: string, file: string) {
  const res = await page.request.post(`/files/orders/import/${courier}`, {
    headers: { 'X-Requested-With': 'seller-desk' },
    multipart: { file: { name: file, mimeType: 'text/csv', buffer: data(file) } },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { added: number; updated: number; unchanged: number };
}

test('Order DataBase MSG: import both exports, send from New, the row leaves New, newOrder.csv', async ({
  signedIn: page,
}) => {
  test.slow(); // the whole walk, a dozen screens: on a loaded machine it outlasts one test's time
  expect(await importExport(page, 'shiprocket', 'shiprocket-sync.csv')).toMatchObject({ added: 8 });
  expect(await importExport(page, 'ithink', 'ithink-sync.csv')).toMatchObject({ added: 4 });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Order Msg' }).click();
  await expect(page).toHaveURL(/\/orderdatabase$/);
  await expect(page.getByRole('heading', { name: 'Order DataBase MSG' })).toBeVisible();
  // every EDD of the files is past by now: each in-transit order is After EDD too
  for (const label of [
    'New (3)',
    'In Transit (3)',
    'Delivered (2)',
    'Undelivered (2)',
    'Rto (1)',
    'After EDD Intransit (3)',
    'All Order (12)',
  ])
    await expect(page.getByRole('tab', { name: label, exact: true })).toBeVisible();
  await docsScreenshot(page, 'order-database-light-1440', { fullPage: true });

  // the link opens only once the flag is claimed on the server; WhatsApp itself is not reached
  await page.context().route(/api\.whatsapp\.com/, (route) => route.fulfill({ body: 'WhatsApp' }));
  const wp = page.getByRole('link', { name: 'WhatsApp order TH-3004' });
  await expect(wp).toHaveCSS('background-color', 'rgb(46, 125, 50)'); // success: not sent yet
  const popup = page.waitForEvent('popup');
  await wp.click();
  const opened = await popup;
  await expect.poll(() => opened.url()).toContain('api.whatsapp.com/send?phone=919812345678');
  await opened.close();
  await expect(page.getByRole('tab', { name: 'New (2)', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp order TH-3004' })).toHaveCount(0);
  // on All Order the row's first-message flag is recorded
  await page.getByRole('tab', { name: /All Order/ }).click();
  await expect(page.getByRole('row', { name: /TH-3004/ })).toBeVisible();

  await page.getByRole('tab', { name: /^New/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download newOrder.csv' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newOrder.csv');
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^orderId,channel,status,/);
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['LK-2001', 'LK-2001']);
  expect(lines.slice(1).every((l) => l.includes(',FALSE,FALSE,FALSE,FALSE,'))).toBe(true);

  await page.getByRole('button', { name: /dark theme/i }).click();
  await page.mouse.move(700, 899); // no tooltip over the header
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await docsScreenshot(page, 'order-database-dark-1440', { fullPage: true });

  // a phone: one card per order, the message readable before it is sent
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/orderdatabase?tab=undelivered');
  await expect(page.getByTestId('shipment-card')).toHaveCount(2);
  await docsScreenshot(page, 'order-database-dark-390', { fullPage: true });
  await page.getByRole('button', { name: /light theme/i }).click();
  await page.getByTestId('shipment-card').first().getByText('Message').click();
  await expect(page.getByTestId('shipment-card').first().locator('details')).toContainText('Track');
  await docsScreenshot(page, 'order-database-light-390', { fullPage: true });

  await page.goto('/orderdatabase/sync');
  await expect(page.getByRole('heading', { name: 'Order sync' })).toBeVisible();
  await page
    .getByLabel('Import Shiprocket export')
    .setInputFiles(join(import.meta.dirname, '..', 'data', 'orders', 'shiprocket-sync.csv'));
  await expect(page.getByRole('status', { name: 'Shiprocket import result' })).toContainText(
    'Added 0, updated 0, unchanged 8, 1 flagged.',
  );
  // a sync from the API without the courier's login says so, and changes nothing
  await page.getByRole('button', { name: 'Sync Shiprocket' }).click();
  await expect(page.getByRole('alert', { name: 'Shiprocket sync failed' })).toContainText(
    'No Shiprocket API login is set',
  );
  await expect(page.getByRole('button', { name: 'Sync Shiprocket' })).toBeEnabled();
  await docsScreenshot(page, 'order-sync-light-390', { fullPage: true });

  // the NDR queue on a phone: both couriers' undelivered orders, "no attempt", our action with who
  await page.goto('/orderdatabase/ndr');
  await expect(page.getByRole('heading', { name: 'NDR queue' })).toBeVisible();
  const cards = page.getByTestId('ndr-card');
  await expect(cards).toHaveCount(2);
  const lk = page.getByRole('listitem', { name: 'NDR LK-2004' });
  await expect(lk.getByText('No attempt')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'NDR TH-3002' }).getByText('No attempt')).toHaveCount(0);
  await lk.getByRole('button', { name: 'Customer contacted: order LK-2004' }).click();
  await expect(lk.getByText('Customer contacted', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Accept RTO: order TH-3002' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the RTO of order TH-3002?' });
  await expect(dialog).toContainText('cannot be undone');
  await docsScreenshot(page, 'ndr-queue-confirm-light-390');
  await dialog.getByRole('button', { name: 'Accept RTO' }).click();
  await expect(page.getByRole('alert')).toContainText('RTO accepted for order TH-3002, recorded here');
  await expect(page.getByRole('listitem', { name: 'NDR TH-3002' })).toContainText('RTO accepted');
  await docsScreenshot(page, 'ndr-queue-light-390', { fullPage: true });
  await page.getByRole('button', { name: /dark theme/i }).click();
  await docsScreenshot(page, 'ndr-queue-dark-390', { fullPage: true });

  // Bulk RTO from the database: the RTO order only, its status shown, the text readable before it is sent
  // it opens on the database, which holds orders (decision 305)
  await page.goto('/rtobulkcallwp');
  await expect(page.getByRole('button', { name: 'From the order database' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText("The orders come from the order database's Rto tab")).toBeVisible();
  await expect(page.getByRole('status', { name: 'Orders from the database' })).toHaveText(
    "1 order on the order database's Rto tab",
  );
  const rto = page.getByRole('listitem', { name: 'LK-2005' });
  await expect(rto).toContainText('Status: RTO DELIVERED');
  await rto.getByText('Message').click();
  await expect(rto.locator('details')).toContainText('LK-2005');
  await docsScreenshot(page, 'bulk-rto-database-dark-390', { fullPage: true });

  // desktop: the queue and the Summary tab
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orderdatabase/ndr');
  await expect(page.getByTestId('ndr-row')).toHaveCount(2);
  await docsScreenshot(page, 'ndr-queue-dark-1440', { fullPage: true });
  await page.getByRole('button', { name: 'Close: order TH-3002' }).click();
  await expect(page.getByTestId('ndr-row')).toHaveCount(1);
  await page.getByRole('button', { name: /light theme/i }).click();
  await page.getByRole('checkbox', { name: 'Show closed' }).check();
  await expect(page.getByTestId('ndr-row')).toHaveCount(2);
  await docsScreenshot(page, 'ndr-queue-light-1440', { fullPage: true });
  await page.goto('/orderdatabase?tab=summary');
  await expect(page.getByRole('table', { name: 'RTO rate by courier' })).toContainText('50.0%');
  await expect(page.getByRole('group', { name: 'Orders' })).toContainText('12');
  await docsScreenshot(page, 'order-database-summary-light-1440', { fullPage: true });
});

/** The cells of one CSV line (quoted cells may hold commas). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, ''));

test('Settings: a courier login is entered and never shown again; a changed keyword cost is used by the next import', async ({
  session: page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings#courier-connections');
  const section = page.getByRole('region', { name: 'Courier connections' });
  const shiprocket = section.getByRole('form', { name: 'Shiprocket API user' });
  // Settings is the heaviest screen to draw (every fee schedule's table): on a loaded machine it has
  // taken more than the usual 20 s to show its sections
  await expect(shiprocket.getByRole('status')).toHaveText(/^Not set/, { timeout: 60_000 });
  await shiprocket.getByLabel('API user email').fill('api@seller.in');
  await shiprocket.getByLabel('API user password').fill('s3cret-pass');
  await shiprocket.getByRole('button', { name: 'Save Shiprocket API user' }).click();
  await expect(shiprocket.getByText('Shiprocket API user saved.')).toBeVisible();
  // the server keeps it; the screen is told only who set it and when, and the fields come back empty
  await expect(shiprocket.getByRole('status')).toHaveText(/^Set by \S+ on .+\. Enter every field again/);
  await expect(shiprocket.getByLabel('API user email')).toHaveValue('');
  await expect(shiprocket.getByLabel('API user password')).toHaveValue('');
  await page.reload();
  await expect(shiprocket.getByRole('status')).toHaveText(/^Set by /, { timeout: 60_000 });
  await expect(shiprocket.getByLabel('API user email')).toHaveValue('');
  await expect(
    section.getByRole('form', { name: 'iThink Logistics API keys' }).getByRole('status'),
  ).toHaveText(/^Not set/);
  await docsScreenshot(section, 'settings-courier-connections-light-1440');
  await page.getByRole('button', { name: /dark theme/i }).click();
  await docsScreenshot(section, 'settings-courier-connections-dark-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await docsScreenshot(section, 'settings-courier-connections-dark-390');
  await page.getByRole('button', { name: /light theme/i }).click();
  await docsScreenshot(section, 'settings-courier-connections-light-390');

  // Order sync costs: Cactus at ₹400 a unit, and the next iThink import costs its order with it
  await page.setViewportSize({ width: 1440, height: 900 });
  const costs = page.getByRole('form', { name: 'Order sync product costs' });
  await costs.scrollIntoViewIfNeeded();
  await expect(costs.getByLabel('Rule 1: Keyword')).toHaveValue('Cactus');
  await costs.getByLabel('Rule 1: Cost per unit (₹)').fill('400');
  await costs.getByRole('button', { name: 'Save order sync costs' }).click();
  await expect(costs.getByText('Order sync product costs saved.')).toBeVisible();
  await page.reload();
  await expect(costs.getByLabel('Rule 1: Cost per unit (₹)')).toHaveValue('400', { timeout: 60_000 });
  await costs.evaluate((form) => form.scrollIntoView({ block: 'center' })); // clear of the app bar
  await docsScreenshot(page, 'settings-order-sync-costs-light-1440');
  await importExport(page, 'ithink', 'ithink-sync.csv');
  const csv = await page.request.get('/files/orders/allOrder.csv');
  expect(csv.status()).toBe(200);
  const [header, ...rows] = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const column = csvCells(header!).indexOf('productCost');
  const th3001 = rows.map(csvCells).find((cells) => cells[0] === 'TH-3001');
  // one Dancing Cactus Toy at ₹400 and two Fleece Blankets at the default ₹142
  expect(th3001?.[column]).toBe('684');
});

test('Order sync: a sync holds its courier, a second start is refused naming it; the panel while it runs and after', async ({
  signedIn: page,
}) => {
  test.slow();
  const login = await page.request.post('/graphql', {
    headers: { 'X-Requested-With': 'seller-desk' },
    data: {
      query:
        'mutation { setCourierLogin(key: "secret.shiprocket", fields: [{ name: "email", value: "api@seller.in" }, { name: "password", value: "s3cret-pass" }]) { set } }',
    },
  });
  expect(((await login.json()) as { data: unknown }).data).toEqual({ setCourierLogin: { set: true } });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orderdatabase/sync');
  await expect(page.getByRole('heading', { name: 'Order sync' })).toBeVisible();
  if (await page.getByRole('button', { name: /dark theme/i }).isVisible())
    await switchTheme(page, /dark theme/i);

  paused = true;
  await page.getByRole('button', { name: 'Sync Shiprocket' }).click();
  await expect(page.getByRole('status', { name: 'Shiprocket sync running' })).toContainText(
    'Shiprocket: syncing… (started by asha at',
  );
  // the courier's other buttons wait; iThink's do not
  await expect(page.getByRole('button', { name: 'Sync Shiprocket' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sync Both' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import Shiprocket export' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sync iThink' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Import iThink export' })).toBeEnabled();
  // the server refuses a second one whatever the screen shows (an operator's script, another tab)
  const refused = await page.request.post('/files/orders/import/shiprocket', {
    headers: { 'X-Requested-With': 'seller-desk' },
    multipart: {
      file: { name: 'shiprocket-sync.csv', mimeType: 'text/csv', buffer: data('shiprocket-sync.csv') },
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
    /^Shiprocket is busy: its sync started by asha at .+ is still running \(job [0-9a-f]{8}\)\. Start again once it has finished/,
  );
  // the pages read so far (the fake holds each one up to 3 s while paused)
  await expect(page.getByRole('status', { name: 'Shiprocket sync running' })).toContainText(
    /[1-9]\d* answers? from Shiprocket so far\./,
  );
  await docsScreenshot(page, 'order-sync-running-dark-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('status', { name: 'Shiprocket sync running' })).toBeVisible();
  await docsScreenshot(page, 'order-sync-running-dark-390', { fullPage: true });
  await switchTheme(page, /light theme/i);
  await docsScreenshot(page, 'order-sync-running-light-390', { fullPage: true });
  await switchTheme(page, /dark theme/i);

  paused = false;
  resume?.();
  await expect(page.getByRole('status', { name: 'Shiprocket sync result' })).toContainText(
    /Shiprocket, synced .+: added \d+, updated 0, unchanged 0\./,
  );
  await expect(page.getByRole('button', { name: 'Sync Shiprocket' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Import Shiprocket export' })).toBeEnabled();
  await docsScreenshot(page, 'order-sync-done-dark-390', { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await docsScreenshot(page, 'order-sync-done-dark-1440', { fullPage: true });
  await switchTheme(page, /light theme/i);
  await docsScreenshot(page, 'order-sync-done-light-1440', { fullPage: true });
});
