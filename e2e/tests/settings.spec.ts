import { docsScreenshot, writingScreenshots } from '../fixtures/screenshots.ts';
import { expect, test } from '../fixtures/test.ts';

// The Settings screen (ADMIN): the dated fee schedule of each channel and the GST rules by HSN code.
// The versions it adds take effect next April, so that today's prices in the walks that follow do not
// depend on whether this one ran first.
const nextApril = `${new Date().getFullYear() + 1}-04-01`;
test('an ADMIN adds a fee-schedule version and a GST rule; a bad prefix is refused naming its row', async ({
  signedIn: page,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const flipkart = page.getByRole('table', { name: 'Flipkart fee schedule' });
  await expect(flipkart.getByLabel('Effective from, row 1')).toHaveValue('01/09/2022'); // day first (decision 132)

  // a second version of Flipkart's schedule from next April with 12 % GST on fees
  const card = page.locator('.MuiCard-root', { has: flipkart });
  await card.getByRole('button', { name: 'Add row' }).click();
  await flipkart.getByLabel('Effective from, row 2').fill(nextApril);
  await flipkart.getByLabel('GST on fees %, row 2').fill('12');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Flipkart fee schedule saved')).toBeVisible();
  await page.reload();
  await expect(flipkart.getByLabel('GST on fees %, row 2')).toHaveValue('12');

  // the GST rules: the built-in rows of chapters 61-63 with their notifications
  const rules = page.getByRole('table', { name: 'GST rules' });
  await expect(rules.getByLabel('HSN prefix, row 1')).toHaveValue('61');
  await expect(rules.getByLabel('Note, row 2')).toHaveValue(/9\/2025-Central Tax \(Rate\)/);
  const section = page.getByRole('region', { name: 'GST rules' });
  await section.getByRole('button', { name: 'Add row' }).click();
  await rules.getByLabel('HSN prefix, row 7').fill('9');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Rule 7: HSN prefix must be 2 to 8 digits')).toBeVisible();
  await rules.getByLabel('HSN prefix, row 7').fill('9503');
  await rules.getByLabel('Effective from, row 7').fill(nextApril);
  await rules.getByLabel('Rate %, row 7').fill('12');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('GST rules saved')).toBeVisible();

  // On a phone the page fits its width: wide tables scroll inside their own box, previews wrap.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('form', { name: 'Customer messages' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  for (const width of writingScreenshots ? [1440, 390] : []) {
    await page.setViewportSize({ width, height: 900 });
    const name = width === 390 ? 'phone' : 'desktop';
    await docsScreenshot(page, `settings-${name}-light`);
    await page.getByRole('button', { name: /dark theme/i }).click();
    await docsScreenshot(page, `settings-${name}-dark`);
    await page.getByRole('button', { name: /light theme/i }).click();
  }
});
