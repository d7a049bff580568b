// The checkout page as a shopper uses it: closing alerts (slide, focus), the drop-down arrow on the
// checkout selects, state fields gaining and losing it on a country change, the run-time switch,
// selects loaded in the background, and the footer tidying.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, pageAnimationCount, withSite } from '../../test/browser/harness';

const site = withSite();

async function polished(page: Page): Promise<void> {
  await page.locator('select.page-polish-select').first().waitFor({ state: 'attached' });
}

const hasArrow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.classList.contains('page-polish-select'));

const arrowImage = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundImage);

describe('page polish in Chromium', () => {
  test('the close button slides the alert up in 400 ms, hides it and moves focus to the next alert', async () => {
    const { page } = await site.visit('/afrekenen/', {
      // The slide as it starts, whenever the test gets to look (a loaded machine is slow to).
      initScript: `const animate = Element.prototype.animate;
        Element.prototype.animate = function (frames, options) {
          if (this.matches('.fusion-alert')) window.__slide = { duration: options.duration, endHeight: frames.at(-1).height };
          return animate.call(this, frames, options);
        };`,
    });
    await polished(page);
    const close = page.getByRole('button', { name: 'Melding sluiten', exact: true });
    const alert = page.locator('[data-alert="korting"]');
    await close.focus();
    await page.keyboard.press('Enter');
    // A 400 ms slide of height to nothing.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __slide?: unknown }).__slide))
      .toEqual({ duration: 400, endHeight: '0px' });
    await expect.poll(() => alert.isVisible()).toBe(false);
    expect(await alert.getAttribute('hidden')).toBe('');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Verzendmelding sluiten');

    // The last alert: focus goes on to the first field of the form.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-alert="verzending"]').isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('billing_first_name');
  });

  test('with reduced motion the alert goes at once', async () => {
    const { page } = await site.visit('/afrekenen/', { context: { reducedMotion: 'reduce' } });
    await polished(page);
    await page.getByRole('button', { name: 'Melding sluiten', exact: true }).click();
    expect(await page.locator('[data-alert="korting"]').isVisible()).toBe(false);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('checkout selects get the drawn arrow; it is decoration only', async () => {
    const { page } = await site.visit('/afrekenen/');
    await polished(page);
    // Each select is an element of its own: the kernel may start the later ones in later time slices.
    for (const selector of [
      '#billing_country',
      '#billing_state',
      '#shipping_country',
      '#calc_shipping_country',
    ])
      await expect.poll(() => hasArrow(page, selector), { message: selector }).toBe(true);
    expect(await arrowImage(page, '#billing_country')).toContain('linear-gradient');
    // The address areas carry the theme's class while its drop-down style is on.
    expect(await page.locator('.woocommerce-billing-fields.avada-select').count()).toBe(1);
    // No extra element, nothing for a screen reader: the select keeps its name and role.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Land' }).first().getAttribute('id'))
      .toBe('billing_country');
    // Not wrapped: WooCommerce's own wrapper is still its parent.
    expect(
      await page.locator('#billing_country').evaluate((element) => element.parentElement?.className),
    ).toBe('woocommerce-input-wrapper');
  });

  test('state fields gain and lose the arrow when the country changes', async () => {
    const { page } = await site.visit('/afrekenen/');
    await polished(page);
    await expect.poll(() => hasArrow(page, '#billing_state')).toBe(true);
    await page.getByRole('combobox', { name: 'Land' }).first().selectOption('DE');
    // Germany: a text input, no arrow.
    await expect
      .poll(() => page.locator('#billing_state').evaluate((element) => element.tagName))
      .toBe('INPUT');
    expect(await arrowImage(page, '#billing_state')).toBe('none');

    // Shipping goes from text input (Germany) to a select (Belgium) and gains the arrow.
    expect(await page.locator('#shipping_state').evaluate((element) => element.tagName)).toBe('INPUT');
    await page.locator('#shipping_country').selectOption('BE');
    await expect.poll(() => hasArrow(page, '#shipping_state')).toBe(true);
    expect(await page.locator('#shipping_state option').first().textContent()).toBe('Antwerpen');

    // And back: Netherlands gives billing a select with the arrow again.
    await page.locator('#billing_country').selectOption('NL');
    await expect.poll(() => hasArrow(page, '#billing_state')).toBe(true);
  });

  test('the drop-down style can be switched off and on at run time through the bus', async () => {
    const { page } = await site.visit('/afrekenen/');
    await polished(page);
    await page.evaluate(() => window.voorkant!.bus.emit('page-polish:dropdown-style', { enabled: false }));
    await expect.poll(() => page.locator('select.page-polish-select').count()).toBe(0);
    expect(await arrowImage(page, '#billing_country')).toBe('none');
    // A state select that arrives while off stays plain.
    await page.locator('#shipping_country').selectOption('NL');
    await expect
      .poll(() => page.locator('#shipping_state').evaluate((element) => element.tagName))
      .toBe('SELECT');
    await page.waitForTimeout(100);
    expect(await hasArrow(page, '#shipping_state')).toBe(false);

    await page.evaluate(() => window.voorkant!.bus.emit('page-polish:dropdown-style', { enabled: true }));
    await expect.poll(() => hasArrow(page, '#billing_country')).toBe(true);
    expect(await hasArrow(page, '#shipping_state')).toBe(true);
  });

  test('with the drop-down style off in the settings there are no arrows; contact form selects get one when on', async () => {
    const off = await site.visit('/afrekenen/', { settings: { 'page-polish': { dropdownStyle: '0' } } });
    await off.page.locator('[data-social-links][hidden]').waitFor({ state: 'attached' });
    expect(await off.page.locator('select.page-polish-select').count()).toBe(0);

    const contact = await site.visit('/contact/');
    await contact.page.locator('#cf-onderwerp.page-polish-select').waitFor({ state: 'attached' });
  });

  test("the theme's list of selects gets the arrow: tickets, shop widgets, variations and add-ons, contact forms, forum and sermons; other selects not", async () => {
    const { page } = await site.visit('/afrekenen/');
    await polished(page);
    // The markup each add-on prints around its selects, added as a background request would.
    await page.evaluate(() => {
      const areas = {
        'ticket-status':
          '<table class="tribe-tickets-table"><tr class="tribe-tickets-order_status-row"><td><select id="ticket-status"><option>Ja</option></select></td></tr></table>',
        attendee:
          '<div class="tribe-block__tickets__item__attendee__fields__form"><select id="attendee"><option>M</option></select></div>',
        category:
          '<section class="widget woocommerce widget_product_categories"><select id="category"><option>Fietsen</option></select></section>',
        'layered-nav':
          '<section class="widget widget_layered_nav"><select id="layered-nav"><option>Rood</option></select></section>',
        variation:
          '<form class="variations_form"><table class="variations"><tr><td><select id="variation"><option>Rood</option></select></td></tr></table></form>',
        addon: '<div class="product-addon"><select id="addon"><option>Cadeaupapier</option></select></div>',
        cf7: '<div class="wpcf7"><select id="cf7" class="wpcf7-form-control wpcf7-select"><option>Vraag</option></select></div>',
        forum:
          '<form class="bbp-form"><select id="bbp_topic_status_select"><option>Open</option></select></form>',
        sermon: '<div id="wpfc_sermon_sorting"><select id="sermon"><option>2026</option></select></div>',
        'cf7-multiple':
          '<div class="wpcf7"><select id="cf7-multiple" class="wpcf7-form-control wpcf7-select" multiple><option>a</option></select></div>',
        gform: '<div class="gform_wrapper"><form><select id="gform"><option>1</option></select></form></div>',
        plain: '<form class="zoek-op-datum"><select id="plain"><option>2026</option></select></form>',
      };
      const holder = document.createElement('div');
      holder.innerHTML = Object.values(areas).join('');
      document.querySelector('main')!.append(holder);
    });
    for (const id of [
      'ticket-status',
      'attendee',
      'category',
      'layered-nav',
      'variation',
      'addon',
      'cf7',
      'bbp_topic_status_select',
      'sermon',
    ]) {
      await expect.poll(() => hasArrow(page, `#${id}`), { message: id }).toBe(true);
      expect(await arrowImage(page, `#${id}`)).toContain('gradient');
    }
    // Contact Form 7's multi-selects, other form plug-ins and plain selects are not on the theme's list.
    for (const id of ['cf7-multiple', 'gform', 'plain'])
      expect(await hasArrow(page, `#${id}`), id).toBe(false);
  });

  test('selects loaded in the background get the arrow', async () => {
    const { page } = await site.visit('/afrekenen/');
    await polished(page);
    await page.getByRole('button', { name: 'Levertijden tonen' }).click();
    await expect.poll(() => page.locator('#calc_shipping_state').count()).toBe(1);
    await expect.poll(() => hasArrow(page, '#calc_shipping_state')).toBe(true);
    expect(site.backend.receivedAt(/^\/afrekenen\/levertijden\/$/)).toHaveLength(1);
  });

  test('footer: empty widget columns lose their bottom margin, the empty social-links area is hidden and the copyright notice its padding', async () => {
    const { page } = await site.visit('/afrekenen/');
    await page.locator('[data-social-links][hidden]').waitFor({ state: 'attached' });
    const margins = await page
      .locator('.fusion-footer-widget-area .fusion-column')
      .evaluateAll((columns) => columns.map((column) => getComputedStyle(column).marginBottom));
    expect(margins).toEqual(['32px', '0px', '32px', '0px']);
    expect(await page.locator('[data-social-links]').isVisible()).toBe(false);
    // Without social links the copyright notice loses its bottom padding, as the theme's script does.
    expect(
      await page
        .locator('.fusion-footer-copyright-area .fusion-copyright-notice')
        .evaluate((notice) => getComputedStyle(notice).paddingBottom),
    ).toBe('0px');
  });

  test('an invalid selector setting is harmless: no arrows, alerts still close', async () => {
    const visit = await site.visit('/afrekenen/', {
      settings: { 'page-polish': { dropdownSelects: '[[kapot' } },
    });
    await visit.page.getByRole('button', { name: 'Melding sluiten', exact: true }).click();
    await expect.poll(() => visit.page.locator('[data-alert="korting"]').isVisible()).toBe(false);
    expect(await visit.page.locator('select.page-polish-select').count()).toBe(0);
    expect(visit.errors).toEqual([]);
  });

  test('axe finds no violations on the checkout', async () => {
    const { page } = await site.visit('/afrekenen/');
    await polished(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  /** The rates Button, focused, with the keys' part in (it comes with the first focus). */
  async function focusedRatesButton(page: Page) {
    const button = page.getByRole('button', { name: 'Bekijk de tarieven' });
    await button.scrollIntoViewIfNeeded();
    await modulesReady(page, 'page-polish');
    const part = page.waitForResponse(/\/button-keys\.js$/);
    await button.focus();
    await part;
    await page.waitForTimeout(50);
    return button;
  }

  test('a Button with the button role opens its dialog with Space (the page does not scroll) and with Enter', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    const dialog = page.getByRole('dialog', { name: 'Tarieven van de werkplaats' });
    const button = await focusedRatesButton(page);
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
  });

  test('Space held down and the focus moved away: nothing is activated', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    await focusedRatesButton(page);
    await page.keyboard.down(' ');
    await page.keyboard.press('Tab');
    await page.keyboard.up(' ');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Tarieven van de werkplaats' }).isVisible()).toBe(false);
  });

  for (const on of [true, false])
    test(`a lifted column background ${on ? 'rises over its neighbours while the pointer is on it' : "without the module keeps the theme stylesheet's levels only"}`, async () => {
      const { page } = await site.visit('/verhuur/', {
        settings: on ? {} : { modules: { 'page-polish': false } },
      });
      const column = page.locator('.fusion-builder-column-2');
      const levels = () =>
        column.evaluate((element) => [
          getComputedStyle(element.querySelector('.fusion-column-inner-bg')!).zIndex,
          getComputedStyle(element.querySelector('.fusion-column-wrapper')!).zIndex,
        ]);
      await column.scrollIntoViewIfNeeded();
      if (on) await modulesReady(page, 'page-polish');
      const box = (await column.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height - 8);
      await expect.poll(levels).toEqual(on ? ['4', '5'] : ['2', '3']);
      await page.mouse.move(5, 5);
      await expect.poll(levels).toEqual(['auto', '3']);
    });
});
