import { expect, type Locator, type Page } from '@playwright/test';

// Moving through a page as a keyboard user does. The journeys say which control they want to
// reach, not how many stops lie before it: the number of stops follows the layout (the
// sidebar's links, a banner), while being reachable at all is what a keyboard user needs.

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses `key` until `target` has the focus; fails if it does not within `maxPresses`. */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  key: string,
  maxPresses = 60,
): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses && !(await hasFocus(target)); press += 1) {
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} in at most ${maxPresses} presses`).toBeFocused({
    timeout: 1_000,
  });
}

/** Tab until `target` has the focus. */
export function tabTo(page: Page, target: Locator, maxPresses?: number): Promise<void> {
  return pressUntilFocused(page, target, 'Tab', maxPresses);
}

/** Shift+Tab until `target` has the focus. */
export function shiftTabTo(page: Page, target: Locator, maxPresses?: number): Promise<void> {
  return pressUntilFocused(page, target, 'Shift+Tab', maxPresses);
}

/** The focus is somewhere inside `container` (a dialog took it, say). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus is inside',
    })
    .toBe(true);
}

/**
 * Chooses `option` of a select with the keyboard: Enter opens its list, the arrow keys move to
 * the option, Enter picks it, and the focus is back on the select.
 */
export async function chooseWithKeyboard(
  page: Page,
  select: Locator,
  option: string,
  key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown',
): Promise<void> {
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // The list takes the focus (on its chosen option) once it is placed: arrows pressed before
  // that would move nothing.
  await expectFocusWithin(listbox);
  await pressUntilFocused(
    page,
    listbox.getByRole('option', { name: option, exact: true }),
    key,
    20,
  );
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toContainText(option);
}
