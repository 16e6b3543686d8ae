import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe.ts';
import { logIn, test, expect } from '../fixtures/test.ts';

// /imp-links: an ADMIN adds, edits, orders and removes the important links; a USER only opens them.
// Screenshots (light and dark, 1440 and 390 px) go to docs/screenshots/ when E2E_SCREENSHOTS=1.

// axe-core is injected as a script: the test lets it past the page's Content-Security-Policy.
test.use({ bypassCSP: true });

const screenshotDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const staff = { username: 'links-staff', password: 'links-staff-password-1' };

async function addLink(page: Page, title: string, url: string, group: string) {
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Address').fill(url);
  await dialog.getByLabel('Group').fill(group);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('Important links: an ADMIN adds, edits, orders and removes; everyone opens them in a new tab', async ({
  session: page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Important links/ }).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Important links' })
    .click();
  await expect(page).toHaveURL(/\/imp-links$/);
  await expect(page.getByRole('heading', { name: 'Important links' })).toBeVisible();

  // A bad address is refused with the rule's message before anything is sent.
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByLabel('Title').fill('Bad one');
  await dialog.getByLabel('Address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Only http and https addresses can be links, not javascript');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await addLink(page, 'Flipkart Seller Hub', 'https://seller.flipkart.com/', 'Seller panels');
  await addLink(page, 'Amazon Seller Central', 'https://sellercentral.amazon.in/', 'Seller panels');
  await addLink(page, 'Meesho Supplier Panel', 'https://supplier.meesho.com/', 'Seller panels');
  await addLink(page, 'Shiprocket', 'https://app.shiprocket.in/', 'Courier panels');
  await addLink(page, 'Delhivery One', 'https://one.delhivery.com/', 'Courier panels');

  const sellers = page.getByRole('region', { name: 'Seller panels' });
  await expect(sellers.getByRole('listitem')).toHaveText([/Flipkart/, /Amazon/, /Meesho/]);
  await sellers.getByRole('button', { name: 'Move Meesho Supplier Panel up' }).click();
  await expect(sellers.getByRole('listitem')).toHaveText([/Flipkart/, /Meesho/, /Amazon/]);

  const couriers = page.getByRole('region', { name: 'Courier panels' });
  await couriers.getByRole('button', { name: 'Edit Delhivery One' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await edit.getByLabel('Title').fill('Delhivery');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(couriers.getByRole('link', { name: /^Delhivery/ })).toBeVisible();

  await addLink(page, 'Old panel', 'http://old.example.in/', 'Other');
  await page.getByRole('button', { name: 'Remove Old panel' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Old panel?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('region', { name: 'Other' })).toHaveCount(0);

  const flipkart = sellers.getByRole('link', { name: /Flipkart Seller Hub/ });
  await expect(flipkart).toHaveAttribute('href', 'https://seller.flipkart.com/');
  await expect(flipkart).toHaveAttribute('target', '_blank');
  await expect(flipkart).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);

  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(screenshotDir, { recursive: true });
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(screenshotDir, `imp-links-light-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: /dark theme/i }).click();
      await page.mouse.move(0, height - 1); // no tooltip over the header
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await page.screenshot({ path: join(screenshotDir, `imp-links-dark-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: /light theme/i }).click();
      await page.mouse.move(0, height - 1);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    }
  }

  // A USER sees the same links and none of the ADMIN's buttons.
  const res = await page.request.post('/graphql', {
    headers: { 'X-Requested-With': 'seller-desk', 'Content-Type': 'application/json' },
    data: {
      query: 'mutation($data: UserCreateInput!) { createUser(data: $data) { id } }',
      variables: { data: { ...staff, role: 'USER' } },
    },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  const context = await browser.newContext();
  const user = await context.newPage();
  await logIn(user, staff);
  await user.goto('/imp-links');
  await expect(user.getByRole('region', { name: 'Seller panels' }).getByRole('link')).toHaveText([
    /Flipkart/,
    /Meesho/,
    /Amazon/,
  ]);
  await expect(user.getByRole('button', { name: 'Add link' })).toHaveCount(0);
  await expect(user.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await context.close();
});
