import { admin } from '../fixtures/accounts.ts';
import { docsScreenshot, writingScreenshots } from '../fixtures/screenshots.ts';
import { expect, logIn, test } from '../fixtures/test.ts';

// The Settings screen (ADMIN): the dated fee schedule of each channel and the GST rules by HSN code.
// The versions it adds take effect next April, so that today's prices in the walks that follow do not
// depend on whether this one ran first.
const nextApril = `${new Date().getFullYear() + 1}-04-01`;
test('an ADMIN adds a fee-schedule version and a GST rule; a bad prefix is refused naming its row', async ({
  session: page,
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
  // a rate that is no number is named before anything is sent, and stays as typed
  await rules.getByLabel('Rate %, row 7').fill('12 %');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Rule 7: Rate % is not a number; write a percent from 0 to 100',
  );
  await expect(rules.getByLabel('Rate %, row 7')).toHaveValue('12 %');
  await rules.getByLabel('Rate %, row 7').fill('12');
  await expect(section.getByRole('alert')).toHaveCount(0);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('GST rules saved')).toBeVisible();

  // On a phone the page fits its width: wide tables scroll inside their own box, previews wrap.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('form', { name: 'Customer messages' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // a settings table's rows are cards of labelled fields there, every column in view (issue 40 #6)
  const flatAbove = page
    .getByRole('list', { name: 'Flipkart fee schedule' })
    .getByLabel('Collection fee: flat amount above, row 1');
  await flatAbove.scrollIntoViewIfNeeded();
  const box = await flatAbove.boundingBox();
  expect(box!.x + box!.width, 'the last fee column in view').toBeLessThanOrEqual(390);
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

// A cell keeps what is typed as typed while it has focus (the caret stays put) and shows the value
// formatted once left: Amazon's closing-fee bands, typed key by key, are stored as they were read. A band
// without a fee, or text that is no number, is named by Save (core's check) and nothing is sent.
test("Amazon's closing-fee bands: a band without a fee is refused naming the version; bands typed are stored", async ({
  session: page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('updateFeeSchedule')) sent.push(request.postData()!);
  });
  await page.goto('/settings');
  const amazon = page.getByRole('table', { name: 'Amazon fee schedule' });
  const card = page.locator('.MuiCard-root', { has: amazon });
  await card.getByRole('button', { name: 'Add row' }).click();
  await amazon.getByLabel('Effective from, row 2').fill(nextApril);
  const bands = amazon.getByLabel('Closing fee bands (up to ₹: fee), row 2');
  await expect(bands).toHaveValue('250: 8, 500: 12, 1000: 30, above: 56');
  // the bands are read whole in their cell, the top band too, on a laptop and a desktop
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const [scrollWidth, clientWidth] = await bands.evaluate((f: HTMLTextAreaElement) => [
      f.scrollWidth,
      f.clientWidth,
    ]);
    expect(scrollWidth, `bands shown whole at ${width} px`).toBeLessThanOrEqual(clientWidth!);
  }

  // "250" is no fee of 0: Save names the version and the field, and says how a band is written
  await bands.fill('250, above: 56');
  await card.getByRole('button', { name: 'Save' }).click();
  const alert = card.getByRole('alert');
  await expect(alert).toHaveText(
    'Version 2: Closing fee bands (up to ₹: fee): "250" has no fee; write each band as up-to: fee, e.g. 300: 9',
  );
  await expect(bands).toHaveAttribute('aria-invalid', 'true');
  // a fee that is no number, and a number cell that is none, stay as typed and are named
  await bands.fill('250: x, above: 56');
  await amazon.getByLabel('GST on fees %, row 2').fill('18%');
  await amazon.getByLabel('GST on fees %, row 2').press('Tab');
  await expect(bands).toHaveValue('250: x, above: 56');
  await expect(amazon.getByLabel('GST on fees %, row 2')).toHaveValue('18%');
  await expect(alert).toHaveText(
    [
      'Version 2: GST on fees % is not a number; write a percent from 0 to 100',
      'Version 2: Closing fee bands (up to ₹: fee): band 1 (up to 250): the fee is not a number; write each band as up-to: fee, e.g. 300: 9',
    ].join(''),
  );
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(alert).toBeVisible();
  expect(sent).toEqual([]);

  await amazon.getByLabel('GST on fees %, row 2').fill('18');
  await bands.press('ControlOrMeta+a');
  await bands.pressSequentially('300:9,600: 14,above:60');
  await expect(bands).toHaveValue('300:9,600: 14,above:60');
  await expect(alert).toHaveCount(0);
  await bands.press('Tab');
  await expect(bands).toHaveValue('300: 9, 600: 14, above: 60');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Amazon fee schedule saved')).toBeVisible();
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(bands).toHaveValue('300: 9, 600: 14, above: 60');
});

// Typed settings are not thrown away without a word (decision 129): leaving the page with a section
// changed asks "Discard unsaved changes?", as a drawer does (decision 125); with nothing changed it goes.
test('a changed settings section asks before the page is left; Keep editing stays, Discard leaves', async ({
  signedIn: page,
}) => {
  // Reached through the menu, so that the page before is the app's: the app can hold Back then.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  const phone = page.getByRole('region', { name: 'Seller profile' }).getByLabel('Phone', { exact: true });
  const stored = await phone.inputValue();

  // Nothing changed (a field typed and typed back is no change): the menu leaves at once.
  await phone.fill(`${stored}9`);
  await phone.fill(stored);
  await menu.getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(question).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/settings$/);

  // The phone changed: the menu asks, naming the section; Keep editing stays with the typing.
  await phone.fill('98765 43210');
  await menu.getByRole('link', { name: 'Product' }).click();
  await expect(question).toContainText('What you changed in the seller profile is not saved.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(phone).toHaveValue('98765 43210');

  // A reload: the browser asks in its own words; staying keeps the typing.
  const browserQuestions: string[] = [];
  page.on('dialog', (dialog) => {
    browserQuestions.push(dialog.type());
    void dialog.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  expect(browserQuestions).toEqual(['beforeunload']);
  await expect(phone).toHaveValue('98765 43210');

  // A second section changed too: one question names both; the browser's Back asks the same.
  const rules = page.getByRole('table', { name: 'GST rules' });
  await rules.getByLabel('Note, row 1').fill('checked with the accountant');
  await page.goBack();
  await expect(question).toContainText('What you changed in the seller profile is not saved.');
  await expect(question).toContainText('What you changed in the GST rules is not saved.');
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(1);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // Logout asks first too; Keep editing stays signed in with the typing.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(question).toContainText('What you changed in the seller profile is not saved.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(phone).toHaveValue('98765 43210');
  expect((await page.request.get('/auth/me')).status()).toBe(200);

  // Discard leaves, and nothing typed was stored.
  await menu.getByRole('link', { name: 'Product' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.goBack();
  await expect(phone).toHaveValue(stored);
  await expect(rules.getByLabel('Note, row 1')).not.toHaveValue('checked with the accountant');
  // With nothing changed a reload does not ask.
  await page.reload();
  await expect(phone).toHaveValue(stored);
  expect(browserQuestions).toEqual(['beforeunload']);
});

// Two ADMINs edit the GST rules at once (decision 134): the second one's typing is not replaced by the
// first one's Save loaded behind it; their Save is refused and says so, the section then takes the first
// one's change where the second typed nothing, and the next Save stores both (decision 150).
test('a GST rule saved by someone else while the rules are being edited: the typing stays, Save is refused, then stores both', async ({
  signedIn: first,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await context.newPage();
  await logIn(second);
  const note = (page: typeof first, row = 7) =>
    page.getByRole('table', { name: 'GST rules' }).getByLabel(`Note, row ${row}`);
  const section = (page: typeof first) => page.getByRole('region', { name: 'GST rules' });
  for (const page of [first, second]) {
    await page.goto('/settings');
    await expect(page.getByRole('table', { name: 'GST rules' }).getByLabel('HSN prefix, row 7')).toHaveValue(
      '9503',
    );
  }
  await note(second).fill('Toys: checked by Ravi');
  await note(first).fill('Toys: checked by Asha');
  await note(first, 1).fill('Apparel: checked by Asha');
  await section(first).getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('GST rules saved')).toBeVisible();

  await section(second).getByRole('button', { name: 'Save' }).click();
  // the refusal says who saved and when, and what their Save changed, each rule by its HSN prefix and
  // date (decisions 145 and 149); where both changed a cell, the list says the next Save keeps this one's
  const refused = section(second).getByRole('alert');
  await expect(refused).toContainText(new RegExp(`^${admin.username} saved this setting at `));
  const april = `1 Apr ${nextApril.slice(0, 4)}`;
  await expect(refused.getByRole('list', { name: 'Their change' }).getByRole('listitem')).toHaveText([
    /^Rule for HSN prefix 61 from 1 Jul 2017: Note: .* → Apparel: checked by Asha$/,
    `Rule for HSN prefix 9503 from ${april}: Note: — → Toys: checked by Asha; Save keeps yours: Toys: checked by Ravi`,
  ]);
  await expect(note(second)).toHaveValue('Toys: checked by Ravi');
  await expect(note(second, 1)).toHaveValue('Apparel: checked by Asha');
  // taking their version asks first; keeping their own typing leaves it
  await refused.getByRole('button', { name: 'Take their version' }).click();
  await second
    .getByRole('dialog', { name: 'Take their version?' })
    .getByRole('button', { name: 'Keep mine' })
    .click();
  await expect(note(second)).toHaveValue('Toys: checked by Ravi');
  await section(second).getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('GST rules saved')).toBeVisible();
  await expect(section(second).getByRole('alert')).toHaveCount(0);

  // both changes are stored: the cell both changed as the second saved it, the other as the first did
  await first.reload();
  await expect(note(first)).toHaveValue('Toys: checked by Ravi');
  await expect(note(first, 1)).toHaveValue('Apparel: checked by Asha');
  await context.close();

  // History names the setting and the rule as the Settings screen does (decisions 144 and 149)
  await first.goto('/history?entity=setting');
  const entry = first.getByRole('row', { name: 'Changed GST rules', exact: true }).first();
  await expect(
    entry.getByText(
      `Rule for HSN prefix 9503 from ${april}: Note: Toys: checked by Asha → Toys: checked by Ravi`,
    ),
  ).toBeVisible();
});

// A Save is there for a change (decision 168): every section's Save is disabled while it holds what is
// stored, is enabled once something differs, and is disabled again when the change is typed back by hand
// or has been saved. The version this walk adds takes effect years ahead and is removed again, so no
// price of another walk moves.
test("each Settings section's Save is enabled only while the section differs from what is stored", async ({
  session: page,
}) => {
  await page.goto('/settings');
  const flipkart = page.getByRole('table', { name: 'Flipkart fee schedule' });
  const card = page.locator('.MuiCard-root', { has: flipkart });
  const save = card.getByRole('button', { name: 'Save' });
  await expect(flipkart.getByLabel('Effective from, row 1')).toBeVisible();
  const sections: [string, string][] = [
    ['Seller profile', 'Save'],
    ['GST rules', 'Save'],
    ['Customer messages', 'Save messages'],
    ['Reconciliation', 'Save reconciliation settings'],
  ];
  for (const [region, button] of sections) {
    await expect(
      page.getByRole('region', { name: region }).getByRole('button', { name: button }),
      `${region}: nothing changed`,
    ).toBeDisabled();
  }
  const feeSaves = page.getByRole('region', { name: 'Fee schedules' }).getByRole('button', { name: 'Save' });
  expect(await feeSaves.count()).toBeGreaterThan(1);
  for (const feeSave of await feeSaves.all()) await expect(feeSave).toBeDisabled();

  // a cell changed and typed back: Save follows it, and the page is left without a question
  const gst = flipkart.getByLabel('GST on fees %, row 1');
  const stored = await gst.inputValue();
  await gst.fill('17');
  await expect(save).toBeEnabled();
  await gst.fill(stored);
  await expect(save).toBeDisabled();
  const template = page.getByRole('textbox', { name: 'In transit', exact: true });
  const messagesSave = page.getByRole('button', { name: 'Save messages' });
  await template.press('End');
  await template.pressSequentially('!');
  await expect(messagesSave).toBeEnabled();
  await template.press('Backspace');
  await expect(messagesSave).toBeDisabled();

  // a row added is a change; once saved, Save is disabled again and leaving the page does not ask
  const rows = await flipkart.getByRole('row').count();
  const later = `${new Date().getFullYear() + 5}-04-01`;
  await card.getByRole('button', { name: 'Add row' }).click();
  await expect(save).toBeEnabled();
  await flipkart.getByLabel(`Effective from, row ${rows}`).fill(later);
  await save.click();
  await expect(page.getByText('Flipkart fee schedule saved')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);

  // the version removed again: stored as it was, and Save disabled once more
  await page.goBack();
  await expect(flipkart.getByLabel(`Effective from, row ${rows}`)).toBeVisible();
  await expect(save).toBeDisabled();
  await card.getByRole('button', { name: `Remove row ${rows}` }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(flipkart.getByLabel('Effective from, row 1')).toBeVisible();
  await expect(flipkart.getByLabel(`Effective from, row ${rows}`)).toHaveCount(0);
});
