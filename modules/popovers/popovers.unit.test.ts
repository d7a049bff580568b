import { describe, expect, test } from 'vitest';
import { appendLimitedHtml, readBubbleText } from './bubble-text';
import { placeBubble, requestedSide } from './placement';

const viewport = { width: 375, height: 800 };
const bubble = { width: 200, height: 100 };

describe('popovers: placement and text', () => {
  test('the requested side comes from data-placement, also after auto', () => {
    expect(requestedSide('auto bottom', 'top')).toBe('bottom');
    expect(requestedSide('left', 'top')).toBe('left');
    expect(requestedSide('auto', 'top')).toBe('top');
    expect(requestedSide(undefined, 'right')).toBe('right');
  });

  test('a bubble goes on its side, flips when there is no room, and stays inside the viewport', () => {
    const middle = { left: 150, top: 400, width: 60, height: 20 };
    expect(placeBubble(middle, bubble, viewport, 'top', 10, 8)).toEqual({
      side: 'top',
      left: 80,
      top: 290,
      arrow: 100,
    });
    const nearTop = { left: 150, top: 40, width: 60, height: 20 };
    expect(placeBubble(nearTop, bubble, viewport, 'top', 10, 8).side).toBe('bottom');
    const nearRightEdge = { left: 330, top: 400, width: 40, height: 20 };
    const placed = placeBubble(nearRightEdge, bubble, viewport, 'top', 10, 8);
    expect(placed.left).toBe(375 - 8 - 200);
    expect(placed.arrow).toBe(350 - placed.left);
    // Neither side has room on a phone: above or below, where there is more space.
    const upperHalf = { left: 150, top: 300, width: 60, height: 20 };
    expect(placeBubble(upperHalf, bubble, viewport, 'left', 10, 8).side).toBe('bottom');
    expect(placeBubble(middle, bubble, viewport, 'right', 10, 8).side).toBe('top');
  });

  test('HTML text keeps only em and strong, built anew; nothing else survives, nothing runs', () => {
    const target = document.createElement('div');
    appendLimitedHtml(
      target,
      'Rond <strong class="x" onclick="alert(1)">4 bar</strong>, <i>soms</i> <a href="javascript:alert(1)">meer</a><script>window.ran = 1</script><img src=x onerror="window.ran = 2">.',
    );
    expect(target.innerHTML).toBe('Rond <strong>4 bar</strong>, <em>soms</em> meer.');
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();
  });

  test('a hotspot and a data-html-content popover are HTML, a plain popover is text', () => {
    document.body.innerHTML = `<span data-toggle="popover" data-title=" Titel " data-content="a &lt;b&gt;"></span>
      <span data-toggle="popover" data-html-content="&lt;em&gt;x&lt;/em&gt;"></span>
      <a data-awb-toggle-image-hotspot-popover="true" data-content="y"></a>`;
    const [plain, html, hotspot] = [...document.querySelectorAll<HTMLElement>('span, a')];
    expect(readBubbleText(plain!)).toEqual({ title: 'Titel', content: 'a <b>', html: false });
    expect(readBubbleText(html!)).toEqual({ title: '', content: '<em>x</em>', html: true });
    expect(readBubbleText(hotspot!).html).toBe(true);
  });
});
