import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every filled input of a row being edited shows its whole value: the text is no wider than the box
 * (a Stock of 1250 once showed "1", an HSN code 91021100 "91021").
 */
export async function expectEditedValuesWhole(row: Locator): Promise<void> {
  const cut = await row.locator('input').evaluateAll((inputs: HTMLInputElement[]) =>
    inputs
      .filter((input) => input.value !== '' && input.type !== 'checkbox' && input.offsetParent !== null)
      .filter((input) => input.scrollWidth > input.clientWidth)
      .map((input) => `${input.getAttribute('aria-label') ?? input.name}: "${input.value}"`),
  );
  expect(cut, 'inputs whose value is cut off').toEqual([]);
}

/**
 * Whether the page holds back a reload (it has the browser ask first), as it does while something
 * typed is not saved. A grid takes a typed value at once (decision 129): ask straight after typing.
 */
export async function pageHoldsReload(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/**
 * Clicks a grid row's button until what it opens is shown. Right after the viewport changes, the data
 * grid measures its columns again and renders its rows anew; on a loaded machine a click that lands in
 * between only focused the cell, and the dialog or the row's editor never opened.
 */
export async function clickUntilShown(button: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    await button.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
