import { join } from 'node:path';
import { test, expect } from '../fixtures/test.ts';
import { expectNotice } from '../pages/notices.ts';
import { clickUntilShown, expectEditedValuesWhole } from '../pages/grid-editing.ts';

const dataDir = join(import.meta.dirname, '..', 'data');

test('a product goes from added to edited, pictured, found and deleted', async ({ signedIn: page }) => {
  // The longest journey of the file (20 s on a quiet machine): on a loaded one it needs more than the
  // config's 120 s.
  test.slow();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();

  // Add a product.
  await page.getByRole('button', { name: 'Add record' }).click();
  const newRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await newRow.locator('[data-field="productName"] input').fill('Wooden Toy Car');
  await newRow.locator('[data-field="purchaseCost"] input').fill('180');
  await newRow.locator('[data-field="stock"] input').fill('12');
  await newRow.locator('[data-field="gst"] input').fill('5');
  await newRow.locator('[data-field="hsnCode"] input').fill('9503');
  await expectEditedValuesWhole(newRow);
  await newRow.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Created successfully');

  const row = page.getByRole('row', { name: /Wooden Toy Car/ });
  await expect(row).toContainText('180');
  await expect(row).toContainText('12');

  // Bad input is refused with a message that names the field, and the row stays in edit mode.
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.locator('[data-field="stock"] input').fill('-3');
  await expectEditedValuesWhole(row);
  // Save is clicked again until the refusal shows: on a loaded machine a click that lands while the grid
  // renders the row anew only focuses the cell. A refused save stores nothing, so a second click is safe.
  await clickUntilShown(
    row.getByRole('button', { name: 'Save' }),
    page.getByRole('alert').filter({ hasText: /Stock/ }),
  );

  // Edit it. Every value typed can be read whole in its box.
  await row.locator('[data-field="stock"] input').fill('1250');
  await row.locator('[data-field="hsnCode"] input').fill('91021100');
  await row.locator('[data-field="rackNo"] input').fill('R-07');
  await row.locator('[data-field="purchaseCost"] input').fill('12500.75');
  await expectEditedValuesWhole(row);
  await row.locator('[data-field="purchaseCost"] input').fill('180');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Updated successfully');
  await expect(row).toContainText('1,250');
  await expect(row).toContainText('91021100');
  await expect(row).toContainText('R-07');

  // Upload a JPEG and see its thumbnail; a PNG renamed .jpg is refused by the server.
  await row.getByRole('button', { name: 'Add image for Wooden Toy Car' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Choose JPEG images').setInputFiles(join(dataDir, 'not-a-jpeg.jpg'));
  await expect(drawer.getByText(/not-a-jpeg\.jpg is not a JPEG/)).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Images (0)' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove not-a-jpeg.jpg from the list' }).click();
  await drawer.getByLabel('Choose JPEG images').setInputFiles(join(dataDir, 'toy-car.jpg'));
  // One step: the uploaded file is one of the images at once.
  await expect(drawer.getByText('Uploaded and added to the images')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Images (1)' })).toBeVisible();
  await drawer.getByLabel('Search Keywords', { exact: true }).fill('wooden car');
  await drawer.getByLabel('Search Keywords', { exact: true }).press('Enter');
  // The upload is kept only by Save: Close and Escape ask before throwing it away.
  await drawer.getByRole('button', { name: 'Close' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toContainText('not saved with Wooden Toy Car yet');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(drawer.getByRole('heading', { name: 'Images (1)' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const thumbnail = row.getByRole('button', { name: 'Images of Wooden Toy Car' }).locator('img');
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /\/files\/thumbs\/[0-9a-f]{64}\.jpg$/);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Nothing changed: Close closes at once.
  await row.getByRole('button', { name: 'Images of Wooden Toy Car' }).click();
  await expect(drawer.getByRole('heading', { name: 'Images (1)' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // A second product, so that the search has something to leave out.
  await page.getByRole('button', { name: 'Add record' }).click();
  const second = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await second.locator('[data-field="productName"] input').fill('Kids Watch');
  await second.locator('[data-field="purchaseCost"] input').fill('95');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Kids Watch/ })).toBeVisible();

  // Search for it.
  await page.getByLabel('Search').fill('toy car');
  await expect(page.getByRole('row', { name: /Wooden Toy Car/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Kids Watch/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('row', { name: /Kids Watch/ })).toBeVisible();

  // Delete it: "Disagree" keeps it, "Delete" removes it.
  await row.getByRole('button', { name: 'Delete' }).click();
  // The question says which listings would lose the product: none here.
  await expect(page.getByRole('dialog', { name: 'Are You Sure?' })).toContainText(
    'will be deleted. No listing is linked to it.',
  );
  await page.getByRole('button', { name: 'Disagree' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /Wooden Toy Car/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /Kids Watch/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Wooden Toy Car/ })).toHaveCount(0);

  // Log out.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/products');
  await expect(page).toHaveURL(/\/login/);
});

// The browser's number box showed text it could not read as a number ("1e", "--2") but reported it
// empty, and the grid saved such a cell as blank while the box still showed the text.
test('a number the browser cannot read is named on Save, never stored as blank', async ({
  session: page,
}) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add record' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await row.locator('[data-field="productName"] input').fill('Brass Bell');
  const cost = row.locator('[data-field="purchaseCost"] input');
  const weight = row.locator('[data-field="weight"] input');
  await cost.pressSequentially('1e');
  await weight.pressSequentially('--2');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not save "Brass Bell": Purchase Cost must be a number of 0 or more; Weight must be a number of 0 or more',
  );
  // Nothing was stored, the row is still being edited and the text typed is still there to correct.
  await expect(row.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(row.locator('[data-field="purchaseCost"]')).toHaveClass(/cell-error/);
  await expect(cost).toHaveValue('1e');
  await expect(weight).toHaveValue('--2');

  // Corrected, it saves with the numbers typed; a box emptied stays unknown.
  await cost.fill('45');
  await weight.fill('');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Created successfully');
  const saved = page.getByRole('row', { name: /Brass Bell/ });
  await expect(saved.locator('[data-field="purchaseCost"]')).toHaveText('₹45.00');
  await expect(saved.locator('[data-field="weight"]')).toHaveText('');
  await saved.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(saved).toHaveCount(0);
});

// An HSN code is 4, 6 or 8 digits, as a tax invoice asks (decision 143): "62O9" (a letter O for a 0)
// or "12" was stored and refused only later, on the invoice.
test('an HSN code that is not 4, 6 or 8 digits is named under its field in the form, and on its row in the grid', async ({
  session: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'New product' })).toBeVisible();
  await form.getByLabel('Product Name').fill('Cotton Frock');
  const hsn = form.getByLabel('HSN Code');
  await hsn.fill('62O9');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(hsn).toHaveAttribute('aria-invalid', 'true');
  await expect(hsn).toHaveAccessibleDescription('HSN Code must be 4, 6 or 8 digits');
  await hsn.fill('620920');
  await expect(hsn).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Created successfully');

  // the grid names the row and the column as it heads it
  await page.setViewportSize({ width: 1440, height: 900 });
  const row = page.getByRole('row', { name: /Cotton Frock/ });
  const hsnInGrid = row.locator('[data-field="hsnCode"] input');
  await clickUntilShown(row.getByRole('button', { name: 'Edit' }), hsnInGrid);
  await hsnInGrid.fill('12');
  await clickUntilShown(row.getByRole('button', { name: 'Save' }), page.getByRole('alert'));
  await expect(page.getByRole('alert')).toHaveText(
    'Could not save "Cotton Frock": HSN Code must be 4, 6 or 8 digits',
  );
  await expect(row.locator('[data-field="hsnCode"]')).toHaveClass(/cell-error/);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('620920');

  // The refusal's notice stays until it is closed, and stands in the way of nothing (decision 383): on a
  // phone, the full-screen form's Cancel, at the foot where the notice lay before, and Add, which it lies
  // over now, each take their tap. A notice that took the tap would keep it from the button until closed,
  // so the click would fail at its timeout.
  const notice = page.getByRole('alert').filter({ hasText: 'Could not save "Cotton Frock"' });
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article', { name: 'Cotton Frock' });
  await card.getByRole('button', { name: 'Edit' }).click({ timeout: 10_000 });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click({ timeout: 10_000 });
  await expect(form).toBeHidden();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  // the band of Add the notice lies over
  const band = async () => {
    const [over, under] = [await notice.boundingBox(), await add.boundingBox()];
    if (!over || !under) return { top: 0, height: 0 };
    const top = Math.max(over.y, under.y);
    return { top: top - under.y, height: Math.min(over.y + over.height, under.y + under.height) - top };
  };
  await expect
    .poll(async () => (await band()).height, { message: 'the notice lies over Add' })
    .toBeGreaterThan(4);
  const [{ width }, { top, height }] = [(await add.boundingBox())!, await band()];
  await add.click({ position: { x: width / 2, y: top + height / 2 }, timeout: 10_000 });
  await expect(form.getByRole('heading', { name: 'New product' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click({ timeout: 10_000 });
  await expect(form).toBeHidden();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click({ timeout: 10_000 });
  await expect(notice).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  await clickUntilShown(
    row.getByRole('button', { name: 'Delete' }),
    page.getByRole('dialog', { name: 'Are You Sure?' }),
  );
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

// A name names one product (decision 172): the Products screen made "Steel Tiffin" beside "STEEL TIFFIN",
// and the Bulk tabs refused both from then on.
test('a name another product has, in any case, is named under Product Name and nothing is stored', async ({
  session: page,
}) => {
  const name = `Steel Tiffin ${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  for (const typed of [name, ` ${name.toUpperCase()} `]) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Product Name').fill(typed);
    await form.getByRole('button', { name: 'Save' }).click();
    if (typed === name) await expectNotice(page, 'Created successfully');
  }
  const form = page.getByRole('dialog');
  const field = form.getByLabel('Product Name');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // the whole sentence above the form, the field's own words under it
  await expect(form.getByRole('alert')).toHaveText(
    `Could not save "${name.toUpperCase()}": A product named “${name.toUpperCase()}” exists already`,
  );
  await expect(field).toHaveAccessibleDescription(`A product named “${name.toUpperCase()}” exists already`);
  await page.screenshot({ path: 'test-results/product-name-taken-phone.png' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('Search').fill(name);
  const rows = page.getByRole('row', { name: new RegExp(name, 'i') });
  await expect(rows).toHaveCount(1);
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await clickUntilShown(rows.getByRole('button', { name: 'Delete' }), confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(0);
});

// The form's measurement and GST fields named their unit twice, "Length (cm)" over a "cm" at the end of
// the box: the label names it, as the grid's column heads do.
test("on a phone the product form names each field's unit once, empty and filled", async ({
  session: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('dialog');
  for (const [label, unit] of [
    ['GST %', '%'],
    ['Length (cm)', 'cm'],
    ['Breadth (cm)', 'cm'],
    ['Height (cm)', 'cm'],
    ['Weight (kg)', 'kg'],
  ] as const) {
    const input = form.getByLabel(label, { exact: true });
    const box = input.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    // what shows of the field: its label and what stands at either end of the box
    const shown = box.locator('label, .MuiInputAdornment-root');
    const times = async () => (await shown.allInnerTexts()).join(' ').split(unit).length - 1;
    expect(await times(), `${label} empty`).toBe(1);
    await input.fill('12');
    expect(await times(), `${label} filled`).toBe(1);
  }
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

// The phone's form has two fields to a row, in pairs that belong together: the Unit added after Stock had
// put the GST choice and its rate on different rows. "By HSN code" has no rate: the choice takes the row.
// The Unit on the card had made five figures share a row too narrow for them.
test('on a phone the product form keeps the stock with its unit and the GST choice with its rate, the card shows each figure whole', async ({
  session: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Product Name').fill('Linen Cushion Cover');
  const box = async (field: string) =>
    (await (
      field === 'Unit'
        ? form.getByRole('combobox', { name: 'Unit' })
        : form.getByLabel(field, { exact: true })
    ).boundingBox())!;
  const sameRow = async (left: string, right: string) => {
    const [a, b] = [await box(left), await box(right)];
    expect(Math.abs(a.y - b.y), `${left} and ${right} on one row`).toBeLessThan(2);
    expect(a.x, `${left} left of ${right}`).toBeLessThan(b.x);
  };
  await sameRow('Purchase Cost', 'HSN Code');
  await sameRow('Stock', 'Unit');
  await sameRow('GST', 'GST %');
  await sameRow('Length (cm)', 'Breadth (cm)');
  await sameRow('Height (cm)', 'Weight (kg)');
  expect((await box('GST')).y).toBeGreaterThan((await box('Stock')).y);

  await form.getByLabel('GST', { exact: true }).selectOption('BY_HSN');
  await expect(form.getByLabel('GST %')).toHaveCount(0);
  const [gst, breadth] = [await box('GST'), await box('Breadth (cm)')];
  expect(gst.x + gst.width, 'the GST choice across the row').toBeGreaterThan(breadth.x + breadth.width / 2);
  await form.getByLabel('HSN Code').fill('62114200');
  await form.getByLabel('Purchase Cost').fill('12500.5');
  await form.getByLabel('Stock').fill('12345');
  await form.getByLabel('Rack No').fill('R-07-B-12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Created successfully');

  // its card shows each figure whole (five to a row, "By HSN" ran into the rack number)
  const card = page.getByRole('article', { name: 'Linen Cushion Cover' });
  await expect(card).toContainText('₹12,500.50');
  // opened again, the form writes the cost in rupees and paise as the card does (it showed "12500.5")
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByLabel('Purchase Cost')).toHaveValue('12500.50');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const cut = await card
    .locator('*')
    .evaluateAll((elements) =>
      elements
        .filter((e) => getComputedStyle(e).whiteSpace === 'nowrap' && e.scrollWidth > e.clientWidth)
        .map((e) => e.textContent),
    );
  expect(cut, 'figures cut or running into the next').toEqual([]);

  // in the grid, a row being edited writes its unit on the line of the GST select beside it (it was
  // 1.5 px higher: the small input's padding)
  await page.setViewportSize({ width: 1440, height: 900 });
  const row = page.getByRole('row', { name: /Linen Cushion Cover/ });
  await clickUntilShown(
    row.getByRole('button', { name: 'Edit' }),
    row.getByRole('combobox', { name: 'Unit' }),
  );
  const textTop = (element: HTMLElement | SVGElement) => {
    const style = getComputedStyle(element);
    return [
      element.getBoundingClientRect().top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop),
      parseFloat(style.lineHeight),
      parseFloat(style.fontSize),
    ] as const;
  };
  const [unitTop, unitLine, unitSize] = await row.getByRole('combobox', { name: 'Unit' }).evaluate(textTop);
  const [gstTop, gstLine, gstSize] = await row.getByLabel('GST', { exact: true }).evaluate(textTop);
  expect([unitLine, unitSize]).toEqual([gstLine, gstSize]);
  expect(Math.abs(unitTop - gstTop), 'the unit and the GST choice on one text line').toBeLessThan(0.5);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
