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
