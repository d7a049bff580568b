// The two modes of SPEC section 6, across the registry: inside the page-builder live editor only
// the modules whose registry entry says `"editor": true` run, and they re-attach to content the
// editor re-renders; in the admin context the kernel reports it and nothing else changes.
import { describe, expect, it } from 'vitest';
import { withSite } from '../harness';
import { scrollAndSettle, scrollThrough, settledStates } from './fault-checks';
import { demoRoutes, registryEntries } from './site-walk';

interface EditorEntry {
  id: string;
  editor?: boolean;
}

const editorFlags = new Map(
  (registryEntries() as EditorEntry[]).map((entry) => [entry.id, entry.editor === true]),
);

describe('live-editor and admin modes', () => {
  const site = withSite();

  it.each(demoRoutes())('%s in the live editor runs only the editor modules', async (route) => {
    const visit = await site.visit(route, { query: { editor: '1' } });
    expect(await visit.page.evaluate(() => window.voorkant?.site.editor)).toBe(true);
    await scrollThrough(visit.page);
    await settledStates(visit.page);
    const entries = registryEntries();
    const states = await visit.page.evaluate(
      (list) =>
        list
          // Matched by its selector, and its `when` condition (a dotted path in the site) holds.
          .filter(
            (entry) =>
              document.querySelector(entry.selector) &&
              (!entry.when ||
                entry.when
                  .split('.')
                  .reduce<unknown>(
                    (value, key) => (value as Record<string, unknown> | undefined)?.[key],
                    window.voorkant?.site,
                  )),
          )
          .map((entry) => ({
            id: entry.id,
            state: window.voorkant?.status().find((status) => status.id === entry.id)?.state,
          })),
      entries.map(({ id, selector, when }) => ({ id, selector, when })),
    );
    for (const { id, state } of states) {
      if (editorFlags.get(id)) expect(state, id).not.toBe('off');
      else expect(state, `${id} must stay off in the editor`).toBe('off');
    }
    for (const chunk of visit.chunks()) {
      if (editorFlags.has(chunk))
        expect(editorFlags.get(chunk), `${chunk} downloaded in the editor`).toBe(true);
    }
    expect(visit.errors).toEqual([]);
  });

  it('modules re-attach to content the editor re-renders, once per element', async () => {
    const visit = await site.visit('/winkel/product/', { query: { editor: '1' } });
    const { page } = visit;
    const box = page.locator('.quantity').first();
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => box.locator('.quantity-stepper__button').count()).toBe(2);
    // The editor replaces an element with freshly rendered markup, as it does after every edit.
    await page.evaluate(() => {
      const old = document.querySelector('.quantity')!;
      const fresh = document.createElement('div');
      fresh.className = 'quantity';
      fresh.innerHTML =
        '<label for="qty-opnieuw">Aantal</label><input id="qty-opnieuw" class="qty" type="number" value="2" min="1" max="5" step="1">';
      old.replaceWith(fresh);
    });
    const fresh = page.locator('.quantity').first();
    await expect.poll(() => fresh.locator('.quantity-stepper__button').count()).toBe(2);
    await fresh.getByRole('button', { name: /verhogen/ }).click();
    // The field by its role: the stepper's buttons are inputs too (type=button, as the theme's).
    expect(await fresh.getByRole('spinbutton', { name: 'Aantal' }).inputValue()).toBe('3');
    await page.waitForTimeout(200);
    expect(await fresh.locator('.quantity-stepper__button').count()).toBe(2);
  });

  it('the admin context is detected from the admin globals and changes nothing else', async () => {
    const admin = await site.visit('/winkel/product/', { query: { admin: '1' } });
    expect(await admin.page.evaluate(() => window.voorkant?.site.platform.admin)).toBe(true);
    const adminStates = await scrollAndSettle(admin.page);
    const visitor = await site.visit('/winkel/product/');
    expect(await visitor.page.evaluate(() => window.voorkant?.site.platform.admin)).toBe(false);
    expect(await scrollAndSettle(visitor.page)).toEqual(adminStates);
  });
});
