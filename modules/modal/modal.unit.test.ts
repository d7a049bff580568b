import { describe, expect, test } from 'vitest';
import module from './index';

describe('modal', () => {
  test('is a page-scope module with one control per modal', () => {
    expect(module.id).toBe('modal');
    expect(module.page?.().modals.size).toBe(0);
  });
});
