// Settings → Voorkant for everyone: operable by keyboard with the WAI-ARIA switch and disclosure
// patterns, no axe violations, and in Dutch for an administrator whose language is Dutch.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../browser/harness';
import { antispamStandIn, voorkant, withWordPress } from './wp-harness';

const screen = '/wp-admin/options-general.php?page=voorkant';

describe("the administrators' screen for keyboard, screen reader and Dutch users", () => {
  const site = withWordPress([voorkant, antispamStandIn]);

  it('is keyboard operable and has no axe violations', async () => {
    const admin = await site.visit(screen, { login: 'administrator' });
    const toggle = admin.page.getByRole('switch', { name: 'Quantity stepper' });
    await toggle.focus();
    await admin.page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await admin.page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const disclosure = admin.page.getByRole('button', { name: 'Settings Quantity stepper' });
    await disclosure.focus();
    await admin.page.keyboard.press('Enter');
    expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => admin.page.getByLabel('texts.decrease').isVisible()).toBe(true);
    expect(await axeViolations(admin.page, '#voorkant-admin')).toEqual([]);
  });

  it('speaks Dutch to an administrator whose language is Dutch', async () => {
    site.wp.evalPhp(
      `update_user_meta(get_user_by('login', 'beheerder')->ID, 'locale', 'nl_NL'); return true;`,
    );
    try {
      const admin = await site.visit(screen, { login: 'administrator' });
      await expect
        .poll(() => admin.page.getByRole('switch', { name: 'E-mailontsleutelaar' }).count())
        .toBe(1);
      expect(await admin.page.getByRole('button', { name: 'Wijzigingen opslaan' }).count()).toBe(1);
      expect(await admin.page.getByText('Min- en plusknoppen bij aantalvelden in de winkel.').count()).toBe(
        1,
      );
    } finally {
      site.wp.evalPhp(`delete_user_meta(get_user_by('login', 'beheerder')->ID, 'locale'); return true;`);
    }
  });
});
