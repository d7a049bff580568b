import { describe, expect, test } from 'vitest';
import { slide } from '../../theme-platform/slide-toggle';

describe('vertical menu slide', () => {
  test('opens with an inline display (the theme’s display:none outranks a removed hidden) and closes with one', () => {
    const list = document.createElement('ul');
    document.body.append(list);
    slide(list, true, 0, 'none');
    expect(list.style.display).toBe('block');
    slide(list, false, 0, 'none');
    expect(list.style.display).toBe('none');
  });
});
