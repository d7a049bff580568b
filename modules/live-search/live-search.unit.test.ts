import { describe, expect, test } from 'vitest';
import { plainText } from '../../theme-platform/plain-text';
import { countText, readAnswer, safeUrl } from './search-answer';
import { formFields, searchBody } from './search-request';

const base = 'https://fietsen.example/blog/overzicht/';

function form(hidden: string): HTMLFormElement {
  document.body.innerHTML = `<form class="searchform fusion-search-form fusion-live-search"><input type="search" name="s" class="s fusion-live-search-input">${hidden}</form>`;
  return document.querySelector('form')!;
}

describe('live-search request', () => {
  test("the Search element's hidden fields", () => {
    const fields = formFields(
      form(
        '<input type="hidden" name="post_type[]" value="post"><input type="hidden" name="post_type[]" value="page"><input type="hidden" name="search_limit_to_post_titles" value="1"><input type="hidden" name="add_woo_product_skus" value="0"><input type="hidden" name="live_min_character" value="3"><input type="hidden" name="live_posts_per_page" value="6"><input type="hidden" name="live_search_display_featured_image" value="0"><input type="hidden" name="live_search_display_post_type" value="1"><input type="hidden" name="include_terms" value="category|onderhoud"><input type="hidden" name="live_results_scrollbar" value="custom"><input type="hidden" name="fs" value="1">',
      ),
    );
    expect(fields).toEqual({
      postTypes: ['post', 'page'],
      minChars: 3,
      perPage: 6,
      showImage: false,
      showType: true,
      titlesOnly: '1',
      productSkus: '0',
      includeTerms: 'category|onderhoud',
      scrollbar: 'custom',
    });
  });

  test("the theme's header and widget form print none: nothing of the form's own", () => {
    expect(formFields(form(''))).toEqual({ postTypes: [] });
  });

  test('a bad number in a hidden field is left to the settings', () => {
    const fields = formFields(
      form(
        '<input type="hidden" name="live_min_character" value="vier"><input type="hidden" name="live_posts_per_page" value="-2">',
      ),
    );
    expect(fields.minChars).toBeUndefined();
    expect(fields.perPage).toBeUndefined();
  });

  test("the body the theme's PHP reads, post types as a list; absent fields are not sent", () => {
    const options = { action: 'live_search_retrieve_posts', perPage: 6, showImage: true, showType: false };
    const body = searchBody('band plakken', { postTypes: ['post', 'page'], titlesOnly: '0' }, options);
    expect(body.toString()).toBe(
      'action=live_search_retrieve_posts&search=band+plakken&per_page=6&show_feat_img=1&display_post_type=0&post_type%5B%5D=post&post_type%5B%5D=page&search_limit_to_post_titles=0',
    );
    const plain = searchBody('ketting', { postTypes: [] }, options);
    expect([...plain.keys()]).toEqual(['action', 'search', 'per_page', 'show_feat_img', 'display_post_type']);
  });
});

describe('live-search answer', () => {
  test("the theme's list becomes text and checked addresses", () => {
    const results = readAnswer(
      JSON.stringify([
        {
          id: '12',
          type: 'Bericht',
          title: 'Werkplaats &#8211; <em>open</em> op zaterdag',
          post_url: '/werkplaats/',
          image_url: '/assets/img/stadsfiets.svg',
        },
        {
          id: '13',
          type: '',
          title: 'Geen foto',
          post_url: 'https://fietsen.example/p/13/',
          image_url: false,
        },
      ]),
      base,
    );
    expect(results).toEqual([
      {
        title: 'Werkplaats – open op zaterdag',
        url: 'https://fietsen.example/werkplaats/',
        type: 'Bericht',
        image: 'https://fietsen.example/assets/img/stadsfiets.svg',
      },
      { title: 'Geen foto', url: 'https://fietsen.example/p/13/', type: '', image: '' },
    ]);
  });

  test('markup in a title stays text: no element is made of it', () => {
    const [result] = readAnswer(
      JSON.stringify([{ title: '&lt;img src=x onerror=alert(1)&gt;', post_url: '/p/1/' }]),
      base,
    )!;
    expect(result!.title).toBe('<img src=x onerror=alert(1)>');
  });

  test('entries without a title or a safe address are dropped', () => {
    const results = readAnswer(
      JSON.stringify([
        { title: 'Klik', post_url: 'javascript:alert(1)' },
        { title: '', post_url: '/p/2/' },
        { title: 'Zonder adres' },
        null,
        'tekst',
        { title: 'Goed', post_url: '/p/3/', image_url: 'data:image/svg+xml,<svg/>' },
      ]),
      base,
    );
    expect(results).toEqual([{ title: 'Goed', url: 'https://fietsen.example/p/3/', type: '', image: '' }]);
  });

  test("what is not the theme's answer is no answer (not an empty one)", () => {
    expect(readAnswer('0', base)).toBeUndefined();
    expect(readAnswer('-1', base)).toBeUndefined();
    expect(readAnswer('<html><body>Fout</body></html>', base)).toBeUndefined();
    expect(readAnswer('{"success":false,"data":"nee"}', base)).toBeUndefined();
    expect(readAnswer('<<garbage>> {"not json', base)).toBeUndefined();
    expect(readAnswer('[]', base)).toEqual([]);
  });

  test('helpers: plain text, safe addresses, the count', () => {
    expect(plainText('Geen resultaten &amp; geen suggesties')).toBe('Geen resultaten & geen suggesties');
    expect(plainText('gewoon')).toBe('gewoon');
    expect(safeUrl('  ', base)).toBe('');
    expect(safeUrl(42, base)).toBe('');
    expect(safeUrl('//cdn.example/a.jpg', base)).toBe('https://cdn.example/a.jpg');
    const texts = { results: '%d resultaten', oneResult: '1 resultaat' };
    expect(countText(3, texts)).toBe('3 resultaten');
    expect(countText(1, texts)).toBe('1 resultaat');
  });
});
