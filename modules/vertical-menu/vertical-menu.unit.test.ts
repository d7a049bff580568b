import { describe, expect, test } from 'vitest';
import { slide } from './slide';

describe('vertical menu slide', () => {
  test('without animation the list shows or hides at once', () => {
    const list = document.createElement('ul');
    document.body.append(list);
    slide(list, false, 400, false);
    expect(list.hidden).toBe(true);
    slide(list, true, 400, false);
    expect(list.hidden).toBe(false);
  });

  test('a zero length means no slide', () => {
    const list = document.createElement('ul');
    document.body.append(list);
    slide(list, false, 0, true);
    expect(list.hidden).toBe(true);
  });
});
