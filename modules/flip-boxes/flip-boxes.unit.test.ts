import { afterEach, describe, expect, test } from 'vitest';
import { tallestBox } from './equal-heights';
import { turnedBoxes, turnOnTapAndFocus } from './turned-boxes';

const setMarkup = `
  <div class="fusion-flip-boxes">
    <div class="fusion-flip-box-wrapper"><div class="fusion-flip-box" tabindex="0" id="a"><div class="flip-box-inner-wrapper">
      <div class="flip-box-front"><div class="flip-box-front-inner">Voor</div></div>
      <div class="flip-box-back"><div class="flip-box-back-inner"><a href="/x" id="link">Link</a></div></div>
    </div></div></div>
    <div class="fusion-flip-box-wrapper"><div class="fusion-flip-box hover" tabindex="0" id="b"><div class="flip-box-inner-wrapper">
      <div class="flip-box-front"></div><div class="flip-box-back"></div>
    </div></div></div>
  </div>
  <p id="outside">Buiten</p>`;

function page() {
  document.body.innerHTML = setMarkup;
  return document.querySelector<HTMLElement>('.fusion-flip-boxes')!;
}

const tap = (target: Element) =>
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('flip boxes', () => {
  test('an equal-heights set takes its tallest box, 0 when it has none', () => {
    expect(tallestBox([120, 340.5, 200])).toBe(340.5);
    expect(tallestBox([])).toBe(0);
  });

  test('the turned boxes are the tapped one and the one holding focus, inside the set only', () => {
    const set = page();
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect([...turnedBoxes(set, document.getElementById('link'), b)]).toEqual([a, b]);
    expect(turnedBoxes(set, document.getElementById('outside'), null).size).toBe(0);
  });

  test('a tap turns a box until a tap elsewhere; a mouse press does not; focus inside turns it', () => {
    const set = page();
    const controller = new AbortController();
    turnOnTapAndFocus(set, controller.signal);
    const a = document.getElementById('a')!;
    a.querySelector('.flip-box-front-inner')!.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }),
    );
    expect(a.classList.contains('hover')).toBe(false);
    tap(a.querySelector('.flip-box-front-inner')!);
    expect(a.classList.contains('hover')).toBe(true);
    tap(document.getElementById('outside')!);
    expect(a.classList.contains('hover')).toBe(false);
    document.getElementById('link')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(a.classList.contains('hover')).toBe(true);
    document
      .getElementById('link')!
      .dispatchEvent(
        new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('b') }),
      );
    expect(a.classList.contains('hover')).toBe(false);
    // Box b carried the live editor's preview class from the start: it keeps it after the focus left.
    expect(document.getElementById('b')!.classList.contains('hover')).toBe(true);
    controller.abort();
    expect(document.getElementById('b')!.classList.contains('hover')).toBe(true);
  });

  test('ending takes off only the classes it added', () => {
    const set = page();
    const controller = new AbortController();
    turnOnTapAndFocus(set, controller.signal);
    tap(document.getElementById('a')!);
    controller.abort();
    expect(document.getElementById('a')!.classList.contains('hover')).toBe(false);
    expect(document.getElementById('b')!.classList.contains('hover')).toBe(true);
    // After the end a tap changes nothing.
    tap(document.getElementById('a')!);
    expect(document.getElementById('a')!.classList.contains('hover')).toBe(false);
  });
});
