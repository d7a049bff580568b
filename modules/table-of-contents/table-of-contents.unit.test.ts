import { describe, expect, test } from 'vitest';
import { containerSelector, generatedId, headingTree, keptHeadings } from './heading-tree';
import { printedTree, tocList } from './toc-list';
import { parseTocOptions } from './toc-options';

const builderOptions = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    allowed_heading_tags: { h2: 0, h3: 1, h4: 2 },
    ignore_headings: '',
    ignore_headings_words: '',
    enable_cache: 'yes',
    highlight_current_heading: 'no',
    hide_hidden_titles: 'no',
    limit_container: 'all',
    select_custom_headings: '',
    icon: '',
    counter_type: 'none',
    ...extra,
  });

const page = (html: string) => {
  document.body.innerHTML = html;
  return [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
};

describe('table-of-contents options (data-awb-toc-options)', () => {
  test("the builder's JSON, with its default ignore selector when it prints an empty one", () => {
    const options = parseTocOptions(
      builderOptions({ highlight_current_heading: 'yes', ignore_headings_words: 'Reclame| Advertentie |' }),
    )!;
    expect(options.levels).toEqual({ h2: 0, h3: 1, h4: 2 });
    expect(options.highlight).toBe(true);
    expect(options.ignoreHeadings).toBe('.awb-exclude-from-toc, .awb-exclude-from-toc *');
    expect(options.ignoreWords).toEqual(['reclame', 'advertentie']);
  });

  test('JSON that does not parse, or is no object, is no options; bad keys take the defaults', () => {
    expect(parseTocOptions('{"allowed_heading_tags":')).toBeNull();
    expect(parseTocOptions('[1,2]')).toBeNull();
    expect(parseTocOptions(null)).toBeNull();
    const options = parseTocOptions('{"allowed_heading_tags":{"script":0,"h2":"x"},"limit_container":7}')!;
    expect(options.levels).toEqual({ h2: 0, h3: 1, h4: 2 });
    expect(options.limitContainer).toBe('all');
  });

  test('limit_container names where headings must be', () => {
    expect(containerSelector({ limitContainer: 'page_content', customHeadings: '' })).toBe('#content *');
    expect(containerSelector({ limitContainer: 'post_content', customHeadings: '' })).toBe(
      '.fusion-content-tb *',
    );
    expect(containerSelector({ limitContainer: 'custom', customHeadings: '.route h2' })).toBe('.route h2');
    expect(containerSelector({ limitContainer: 'all', customHeadings: '' })).toBe('');
  });
});

describe('table-of-contents headings', () => {
  test('kept by tag, container, ignore selector and words; never from an off-canvas or the element itself', () => {
    const headings = page(`
      <h1>Titel</h1>
      <div id="content">
        <h2>Langs de Vecht</h2>
        <h3 class="awb-exclude-from-toc">Niet deze</h3>
        <div class="awb-exclude-from-toc"><h3>Ook niet</h3></div>
        <h3>Reclame: fietsbel</h3>
        <h5>Te diep</h5>
        <div class="awb-off-canvas"><h2>Menu</h2></div>
        <div class="awb-toc-el"><h2>Inhoud</h2></div>
      </div>
      <h2>Buiten de inhoud</h2>`);
    const options = parseTocOptions(
      builderOptions({ limit_container: 'page_content', ignore_headings_words: 'reclame' }),
    )!;
    expect(keptHeadings(headings, options, () => true).map((h) => h.textContent)).toEqual(['Langs de Vecht']);
    const all = parseTocOptions(builderOptions())!;
    expect(keptHeadings(headings, all, () => true).map((h) => h.textContent)).toEqual([
      'Langs de Vecht',
      'Reclame: fietsbel',
      'Buiten de inhoud',
    ]);
    // A custom selector that is no selector keeps nothing in rather than throwing.
    const broken = parseTocOptions(
      builderOptions({ limit_container: 'custom', select_custom_headings: 'h2[' }),
    )!;
    expect(keptHeadings(headings, broken, () => true)).toEqual([]);
  });

  test('hidden headings are left out only when the element says so', () => {
    const headings = page('<h2>Zichtbaar</h2><h2 hidden>Verborgen</h2>');
    const visible = (heading: HTMLElement) => !heading.hidden;
    expect(
      keptHeadings(headings, parseTocOptions(builderOptions({ hide_hidden_titles: 'yes' }))!, visible),
    ).toHaveLength(1);
    expect(keptHeadings(headings, parseTocOptions(builderOptions())!, visible)).toHaveLength(2);
  });

  test('nested by level, a stand-in item where a level is skipped', () => {
    const headings = page(
      '<h3>Eerst een h3</h3><h2>Routes</h2><h3>Vecht</h3><h4>Koffie</h4><h2>Tips</h2><h4>Diep</h4>',
    );
    const tree = headingTree(headings, { h2: 0, h3: 1, h4: 2 }, (h) => h.textContent!.toLowerCase());
    expect(tree).toEqual([
      { title: '', id: '', children: [{ title: 'Eerst een h3', id: 'eerst een h3', children: [] }] },
      {
        title: 'Routes',
        id: 'routes',
        children: [
          { title: 'Vecht', id: 'vecht', children: [{ title: 'Koffie', id: 'koffie', children: [] }] },
        ],
      },
      {
        title: 'Tips',
        id: 'tips',
        children: [{ title: '', id: '', children: [{ title: 'Diep', id: 'diep', children: [] }] }],
      },
    ]);
  });

  test("generated ids as the builder's: toc_ and eight words in ASCII, __1 after a taken one", () => {
    const taken = new Set<string>();
    const give = (text: string) => {
      const id = generatedId(text, (candidate) => taken.has(candidate));
      taken.add(id);
      return id;
    };
    expect(give('Over de Heuvelrug')).toBe('toc_Over_de_Heuvelrug');
    expect(give('Over de Heuvelrug')).toBe('toc_Over_de_Heuvelrug__1');
    expect(give('Over de Heuvelrug')).toBe('toc_Over_de_Heuvelrug__2');
    expect(give('Café & ijsjes: één rondje!')).toBe('toc_Cafe_ijsjes_een_rondje');
    expect(give('een twee drie vier vijf zes zeven acht negen tien')).toBe(
      'toc_een_twee_drie_vier_vijf_zes_zeven_acht',
    );
    expect(give('???')).toBe('toc');
  });
});

describe('table-of-contents list', () => {
  test("the builder's list markup, heading text as text, and read back as the same tree", () => {
    const tree = [
      { title: 'Routes <b>vet</b>', id: 'routes', children: [{ title: 'Vecht', id: 'vecht', children: [] }] },
      { title: '', id: '', children: [{ title: 'Diep', id: 'diep', children: [] }] },
    ];
    const list = tocList(tree, 'fa-bicycle fas');
    expect(list.className).toBe('awb-toc-el__list awb-toc-el__list--0');
    const first = list.querySelector('.awb-toc-el__item-anchor')!;
    expect(first.getAttribute('href')).toBe('#routes');
    expect(first.textContent).toBe('Routes <b>vet</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('.awb-toc-el__item-icon')?.className).toBe(
      'awb-toc-el__item-icon fa-bicycle fas',
    );
    expect(list.querySelector('.awb-toc-el__list--1 .awb-toc-el__item-anchor')?.getAttribute('href')).toBe(
      '#vecht',
    );
    expect(list.children[1]!.querySelector(':scope > a')).toBeNull();
    expect(printedTree(tocList(tree, ''))).toEqual(tree);
  });
});
