// The stepper as a shopper uses it: click, keyboard, bounds, the shop's own script reacting, and
// fields without buttons.
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

describe('quantity stepper in Chromium', () => {
  test('plus and minus change the value within bounds, and the shop script hears each change', async () => {
    const { page } = await site.visit('/winkelwagen/');
    const plus = page.getByRole('button', { name: 'Aantal verhogen van Binnenband 28 inch aantal' });
    const minus = page.getByRole('button', { name: 'Aantal verlagen van Binnenband 28 inch aantal' });
    const field = page.getByRole('spinbutton', { name: 'Binnenband 28 inch aantal' });
    await plus.click();
    await expect.poll(() => field.inputValue()).toBe('4');
    await expect
      .poll(() => page.locator('[data-cart-status]').textContent())
      .toBe('Aantal gewijzigd: Binnenband 28 inch → 4');
    for (let i = 0; i < 6; i++) await plus.click();
    expect(await field.inputValue()).toBe('10');
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    // The button stays clickable (aria-disabled keeps it focusable); a click past max changes nothing.
    await plus.click({ force: true });
    expect(await field.inputValue()).toBe('10');
    for (let i = 0; i < 10; i++) await minus.click();
    expect(await field.inputValue()).toBe('0');
    expect(await minus.getAttribute('aria-disabled')).toBe('true');
    await minus.click({ force: true });
    expect(await field.inputValue()).toBe('0');
  });

  test('decimal step, min and "any" step', async () => {
    const { page } = await site.visit('/winkelwagen/');
    const oil = page.getByRole('spinbutton', { name: 'Kettingolie (per 0,5 liter) aantal' });
    const oilMinus = page.getByRole('button', {
      name: 'Aantal verlagen van Kettingolie (per 0,5 liter) aantal',
    });
    await oilMinus.click();
    expect(await oil.inputValue()).toBe('1');
    await oilMinus.click();
    expect(await oil.inputValue()).toBe('0.5');
    await oilMinus.click({ force: true });
    expect(await oil.inputValue()).toBe('0.5');
    const bag = page.getByRole('spinbutton', { name: 'Fietstas waterdicht aantal' });
    await page.getByRole('button', { name: 'Aantal verhogen van Fietstas waterdicht aantal' }).click();
    expect(await bag.inputValue()).toBe('2');
  });

  test('an empty value counts as 0; keyboard users operate the buttons', async () => {
    const { page } = await site.visit('/winkelwagen/');
    const bell = page.getByRole('spinbutton', { name: 'Fietsbel messing aantal' });
    await bell.fill('');
    await page.getByRole('button', { name: 'Aantal verlagen van Fietsbel messing aantal' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Aantal verhogen van Fietsbel messing aantal');
    await page.keyboard.press('Enter');
    expect(await bell.inputValue()).toBe('1');
    await page.keyboard.press('Space');
    expect(await bell.inputValue()).toBe('2');
  });

  test('a value below a positive min is raised on creation; no buttons on date, hidden or ticket fields', async () => {
    const { page } = await site.visit('/winkel/product/');
    const bike = page.getByRole('spinbutton', { name: 'Stadsfiets N7 aantal' });
    await page.getByRole('button', { name: 'Aantal verhogen van Stadsfiets N7 aantal' }).waitFor();
    expect(await bike.inputValue()).toBe('1');
    expect(await page.locator('.quantity-stepper__button').count()).toBe(2);
    expect(
      await page.locator('.tribe-tickets__tickets-item-quantity .quantity-stepper__button').count(),
    ).toBe(0);
  });

  test('the quantity the shopper chose is what the shop receives', async () => {
    const { page } = await site.visit('/winkel/product/');
    await page.getByRole('button', { name: 'Aantal verhogen van Stadsfiets N7 aantal' }).click();
    await Promise.all([
      page.waitForURL('**/winkelwagen/'),
      page.getByRole('button', { name: 'In winkelwagen' }).click(),
    ]);
    const order = site.backend.receivedAt(/^\/winkelwagen\/$/).find((request) => request.method === 'POST');
    expect(order?.form.quantity).toBe('2');
  });

  test("the buttons as the theme's script leaves them: input buttons around the field, buttons_added on the wrapper; never a second pair", async () => {
    const { page } = await site.visit('/winkel/product/');
    await page.getByRole('button', { name: 'Aantal verhogen van Stadsfiets N7 aantal' }).waitFor();
    const wrapper = page.locator('.quantity:has(#quantity_n7)');
    expect(await wrapper.getAttribute('class')).toContain('buttons_added');
    // minus first in the wrapper (before the label), plus right after the field: the theme's order,
    // and its post-card styles target input[type=button].
    expect(
      await wrapper.evaluate((element) =>
        [...element.children].map(
          (child) =>
            `${child.localName}${child.getAttribute('type') ? `[${child.getAttribute('type')}]` : ''}.${child.classList.contains('minus') ? 'minus' : child.classList.contains('plus') ? 'plus' : child.className.split(' ')[0]}`,
        ),
      ),
    ).toEqual([
      'input[button].minus',
      'label.screen-reader-text',
      'input[number].input-text',
      'input[button].plus',
    ]);
    // A quantity the theme's script (or a cached copy) already gave buttons gets no second pair.
    await page.evaluate(() => {
      const row = document.createElement('div');
      row.className = 'quantity buttons_added';
      row.innerHTML =
        '<input type="button" value="-" class="minus"><label class="screen-reader-text" for="extra">Extra aantal</label><input type="number" id="extra" class="input-text qty text" value="1"><input type="button" value="+" class="plus">';
      document.querySelector('form.cart')!.append(row);
    });
    await page.waitForTimeout(500);
    expect(await page.locator('.quantity:has(#extra) input[type="button"]').count()).toBe(2);
    expect(await page.locator('.quantity:has(#extra) .quantity-stepper__button').count()).toBe(0);
  });

  test('axe finds no violations on the cart with steppers', async () => {
    const { page } = await site.visit('/winkelwagen/');
    await page.locator('.quantity-stepper__button').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
