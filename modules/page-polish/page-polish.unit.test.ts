import { describe, expect, test } from 'vitest';
import { focusTargetAfter } from './alert-dismiss';
import { isEmpty, tidySocialLinks, tidyWidgetArea } from './footer-rules';

describe('footer rules', () => {
  test('a column with only whitespace or comments is empty', () => {
    document.body.innerHTML = `<div class="fusion-footer-widget-area">
      <div class="fusion-column" id="a"><p>Tekst</p></div>
      <div class="fusion-column" id="b">   </div>
      <div class="fusion-column" id="c"><!-- weg --></div>
      <div class="fusion-column" id="d">alleen tekst</div>
    </div>`;
    expect(['a', 'b', 'c', 'd'].map((id) => isEmpty(document.getElementById(id)!))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const undo = tidyWidgetArea(document.querySelector('.fusion-footer-widget-area')!);
    expect(document.querySelectorAll('.page-polish-footer-column--empty').length).toBe(2);
    undo();
    expect(document.querySelectorAll('.page-polish-footer-column--empty').length).toBe(0);
  });

  test('a social-links area without links is hidden, one with links is not', () => {
    document.body.innerHTML = `<div id="leeg"><div class="fusion-social-networks"></div></div>
      <div id="vol"><a href="https://example.nl/">Instagram</a></div>`;
    const empty = document.getElementById('leeg')!;
    const full = document.getElementById('vol')!;
    const undo = tidySocialLinks(empty);
    tidySocialLinks(full);
    expect(empty.hidden).toBe(true);
    expect(full.hidden).toBe(false);
    undo();
    expect(empty.hidden).toBe(false);
  });
});

describe('alert focus', () => {
  test('focus goes to the first control after the alert, else the main heading', () => {
    document.body.innerHTML = `<main><h1>Afrekenen</h1>
      <div class="fusion-alert" id="alert"><button class="close">×</button></div>
      <p><a href="/verder/" id="verder">Verder</a></p></main>`;
    expect(focusTargetAfter(document.getElementById('alert')!)?.id).toBe('verder');
    document.getElementById('verder')!.remove();
    const heading = focusTargetAfter(document.getElementById('alert')!);
    expect(heading?.tagName).toBe('H1');
    expect(heading?.tabIndex).toBe(-1);
  });
});

describe("the theme's drop-down switch", () => {
  test('avadaSelectVars.avada_drop_down "0" switches the arrows off; the Voorkant setting wins', async () => {
    const { default: polish } = await import('./index');
    const site = (settings?: unknown) =>
      ({ platform: {}, settings: { 'page-polish': settings }, kernel: {}, editor: false }) as never;
    const win = window as unknown as Record<string, unknown>;
    win.avadaSelectVars = { avada_drop_down: '0' };
    try {
      expect(polish.settings!(site()).dropdownStyle).toBe(false);
      expect(polish.settings!(site({ dropdownStyle: true })).dropdownStyle).toBe(true);
    } finally {
      delete win.avadaSelectVars;
    }
    expect(polish.settings!(site()).dropdownStyle).toBe(true);
  });

  test("the theme's list: contact-form multi-selects and other plug-ins are not on it", async () => {
    const { default: polish } = await import('./index');
    const list = polish.settings!({
      platform: {},
      settings: {},
      kernel: {},
      editor: false,
    } as never).dropdownSelects;
    document.body.innerHTML = `<select id="single" class="wpcf7-select"></select><select id="multi" class="wpcf7-select" multiple></select>
      <div class="gform_wrapper"><select id="gf"></select></div><p id="billing_country_field"><select id="bc" class="country_select"></select></p>`;
    expect(['single', 'multi', 'gf', 'bc'].map((id) => document.getElementById(id)!.matches(list))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
