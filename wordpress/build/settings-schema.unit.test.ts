// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './settings-schema';

describe('settings schema fields', () => {
  it("flattens a module's defaults into typed fields with dotted keys and the theme's sources", () => {
    const fields = fieldsOf(
      'blog',
      {
        texts: { loading: 'Laden…' },
        bufferPx: 200,
        animate: true,
        hashes: ['#top'],
        sizes: [1, 2],
        providers: [{ name: 'a' }],
      },
      { 'texts.loading': 'fusionBlogVars.infinite_blog_text' },
    );
    expect(fields).toEqual([
      { key: 'texts.loading', type: 'text', default: 'Laden…', theme: 'fusionBlogVars.infinite_blog_text' },
      { key: 'bufferPx', type: 'number', default: 200 },
      { key: 'animate', type: 'flag', default: true },
      { key: 'hashes', type: 'list', items: 'text', default: ['#top'] },
      { key: 'sizes', type: 'list', items: 'number', default: [1, 2] },
      { key: 'providers', type: 'list', items: 'record', default: [{ name: 'a' }] },
    ]);
  });

  it('fails naming the module and key for a default no field can hold', () => {
    expect(() => fieldsOf('odd', { mixed: [1, 'a'] })).toThrow(/module "odd": setting "mixed"/);
    expect(() => fieldsOf('odd', { nothing: null })).toThrow(/setting "nothing"/);
  });
});
