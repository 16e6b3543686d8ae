import { docsScreenshot, writingScreenshots } from '../fixtures/screenshots.ts';
import { expect, logIn, test } from '../fixtures/test.ts';
import { expectNotice } from '../pages/notices.ts';

// Users (/users, ADMIN only; docs/screens.md, Users): on a phone each account is a card with the
// grid's controls. A USER reaches none of it: not the screen, and not the server's users query.
const staff = { username: 'meera', password: 'a long passphrase for meera' };

test('on a phone an ADMIN adds a USER and disables them from their card; a USER is refused the screen and the query', async ({
  session: page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Username').fill(staff.username);
  await dialog.getByLabel('Password', { exact: true }).fill(staff.password);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectNotice(page, `Created ${staff.username}`);

  const card = page.getByRole('article', { name: staff.username });
  await expect(card.getByLabel(`Role of ${staff.username}`)).toHaveText('USER');
  await expect(card.getByRole('button', { name: `Reset password of ${staff.username}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // the screen as it settles: no notice over the cards, no colour still changing to the theme
  const settled = async () => {
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  };
  for (const theme of writingScreenshots ? (['light', 'dark'] as const) : []) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.mouse.move(200, 700); // the switch's tooltip goes
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await settled();
    await docsScreenshot(page, `users-phone-${theme}`);
  }
  if (writingScreenshots) await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The USER signs in: the menu has no Users, the address leads home, and the server refuses the query.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const user = await context.newPage();
  await logIn(user, staff);
  await expect(
    user.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  await user.goto('/users');
  await expect(user).not.toHaveURL(/\/users$/);
  const asked = await user.request.post('/graphql', {
    headers: { 'X-Requested-With': 'seller-desk' },
    data: { query: '{ users { id } }' },
  });
  expect(
    ((await asked.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
  ).toBe('FORBIDDEN');

  // Disabled from the card, the USER's session ends with it.
  // (the switch follows the account as the server answers it, so it turns once the change is stored)
  await card.getByLabel(`Disable ${staff.username}`).click();
  await expectNotice(page, `${staff.username} can no longer sign in`);
  await expect(card.getByLabel(`Disable ${staff.username}`)).toBeChecked();
  expect((await user.request.get('/auth/me')).status()).toBe(401);
  await context.close();
});
