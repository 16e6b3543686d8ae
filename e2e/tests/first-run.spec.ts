import { test, expect } from '../fixtures/test.ts';
import { join } from 'node:path';
import { admin } from '../fixtures/accounts.ts';

// A fresh installation: the first person to open the app creates the administrator account.
test('an empty installation asks for the first administrator, then signs them in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Create the first administrator' })).toBeVisible();
  // The password rule is said before anything is submitted.
  await expect(page.getByText(/At least \d+ characters/)).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    const dir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => localStorage.setItem('seller-desk.color-mode', m), mode);
      await page.reload();
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await expect(page.getByText(/At least \d+ characters/)).toBeVisible();
        await page.screenshot({ path: join(dir, `setup-${mode}-${viewport.width}.png`) });
      }
    }
    await page.evaluate(() => localStorage.removeItem('seller-desk.color-mode'));
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm password').fill(admin.password);
  await page.getByRole('button', { name: 'Create administrator' }).click();

  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();

  // A new catalogue is empty, and says so.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByText('No products yet — use Add record')).toBeVisible();

  // Setup happens once: signed out, the login form is shown, not the setup screen.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create the first administrator' })).toHaveCount(0);
});
