// The blog's pure parts: next-page addresses, the mode and layout read from the theme's classes, the
// theme's HTML texts built as elements, and the timeline's months merging a later page.
import { describe, expect, test } from 'vitest';
import { pageAddress } from '../../theme-platform/page-address';
import { blogLayout, blogParts, paginationMode } from './blog-parts';
import { themeText } from './theme-text';
import { timelineMonths } from './timeline-months';

function markup(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('.fusion-posts-container')!;
}

describe('pageAddress', () => {
  test('replaces the page number of /page/2/ with any page', () => {
    const address = pageAddress('https://www.example.nl/blog/page/2/');
    expect(address?.page).toBe(2);
    expect(address?.at(3)).toBe('https://www.example.nl/blog/page/3/');
    expect(address?.at(10)).toBe('https://www.example.nl/blog/page/10/');
  });

  test('replaces the paged (or page) parameter and keeps the others', () => {
    expect(pageAddress('/blog/?cat=tips&paged=2', 'https://x.nl/')?.at(4)).toBe(
      'https://x.nl/blog/?cat=tips&paged=4',
    );
    expect(pageAddress('/nieuws/?page=3', 'https://x.nl/')?.page).toBe(3);
  });

  test('a page number as the last path segment, and a link starting beyond page 2', () => {
    expect(pageAddress('https://x.nl/archief/2')?.at(5)).toBe('https://x.nl/archief/5');
    expect(pageAddress('https://x.nl/blog/page/4/')?.page).toBe(4);
  });

  test('an address without a page number gives nothing (the invalid-page case)', () => {
    expect(pageAddress('https://x.nl/blog/')).toBeUndefined();
    expect(pageAddress('https://x.nl/blog/?paged=twee')).toBeUndefined();
    expect(pageAddress('http://[bad')).toBeUndefined();
  });
});

describe('mode and layout from the theme markup', () => {
  const element = (
    classes: string,
    wrapper = 'fusion-blog-shortcode fusion-blog-shortcode-1 fusion-blog-archive',
  ) =>
    markup(
      `<div class="${wrapper}"><div class="fusion-posts-container ${classes}" data-pages="3"></div></div>`,
    );
  const archive = (classes: string) =>
    markup(
      `<div id="posts-container" class="fusion-blog-archive fusion-clearfix"><div class="fusion-posts-container ${classes}"></div></div>`,
    );

  test('the Blog element: infinite, load more (rendered as infinite too) and numbered', () => {
    expect(paginationMode(element('fusion-posts-container-infinite'), '')).toBe('infinite');
    expect(
      paginationMode(element('fusion-posts-container-infinite fusion-posts-container-load-more'), ''),
    ).toBe('load-more');
    expect(paginationMode(element('fusion-posts-container-pagination'), 'load_more_button')).toBe(
      'pagination',
    );
    // The theme's archive setting does not touch an element, even though its wrapper says "archive".
    expect(paginationMode(element('fusion-posts-container-infinite'), 'load_more_button')).toBe('infinite');
  });

  test('archives: blog_pagination_type decides load more', () => {
    expect(paginationMode(archive('fusion-posts-container-infinite'), 'load_more_button')).toBe('load-more');
    expect(paginationMode(archive('fusion-posts-container-infinite'), 'infinite_scroll')).toBe('infinite');
    expect(paginationMode(archive('fusion-blog-pagination'), 'pagination')).toBe('pagination');
  });

  test('masonry is not grid; the timeline is found by its inner list', () => {
    expect(
      blogLayout(
        element('fusion-blog-layout-grid fusion-blog-layout-grid-3 isotope fusion-blog-layout-masonry'),
      ),
    ).toBe('masonry');
    expect(blogLayout(element('fusion-blog-layout-grid fusion-blog-layout-grid-2 isotope'))).toBe('grid');
    const timeline = markup(
      '<div class="fusion-blog-shortcode"><div class="fusion-posts-container fusion-posts-container-infinite"><div class="fusion-timeline-icon"><i class="awb-icon-bubbles"></i></div><div class="fusion-blog-layout-timeline fusion-clearfix"></div></div></div>',
    );
    expect(blogLayout(timeline)).toBe('timeline');
    expect(blogParts(timeline, '', '.pagination').list.className).toContain('fusion-blog-layout-timeline');
    expect(blogLayout(element('fusion-blog-layout-medium'))).toBe('list');
  });

  test('the parts after the list: trigger, pagination, the server’s button and data-pages', () => {
    const container = markup(`<div class="fusion-blog-shortcode fusion-blog-shortcode-1">
      <div class="fusion-posts-container fusion-posts-container-infinite fusion-posts-container-load-more fusion-blog-layout-grid fusion-blog-equal-heights" data-pages="4"></div>
      <div class="fusion-infinite-scroll-trigger"></div>
      <div class="pagination infinite-scroll clearfix"><a class="pagination-next" href="/x/page/2/">Volgende</a></div>
      <button class="fusion-load-more-button fusion-blog-button fusion-clearfix">Meer</button></div>`);
    const parts = blogParts(container, '', '.pagination');
    expect(parts).toMatchObject({ layout: 'grid', equalHeights: true, pagination: 'load-more', pages: 4 });
    expect(parts.trigger?.className).toBe('fusion-infinite-scroll-trigger');
    expect(parts.paginationBlock?.querySelector('a')?.getAttribute('href')).toBe('/x/page/2/');
    expect(parts.button?.tagName).toBe('BUTTON');
  });
});

describe('theme texts', () => {
  const html = (fragment: DocumentFragment) => {
    const box = document.createElement('div');
    box.append(fragment);
    return box.innerHTML;
  };

  test('em and strong become elements built by us; the text stays text', () => {
    const built = themeText('<em>Bezig met het ophalen van berichten...</em>');
    expect(html(built)).toBe('<em>Bezig met het ophalen van berichten...</em>');
    expect(html(themeText('Klaar, <strong>alles</strong> is er &amp; meer'))).toBe(
      'Klaar, <strong>alles</strong> is er &amp; meer',
    );
  });

  test('anything else gives up only its text: no attributes, handlers or other elements', () => {
    const built = html(
      themeText(
        '<em class="x" onclick="alert(1)">Einde</em><img src=x onerror=alert(1)><a href="javascript:x">hier</a><script>alert(1)</script>',
      ),
    );
    expect(built).toBe('<em>Einde</em>hier');
    expect(html(themeText('1 < 2'))).toBe('1 &lt; 2');
  });
});

describe('timeline months', () => {
  const timeline = () => {
    document.body.innerHTML = `<div class="fusion-posts-container"><div class="fusion-timeline-icon"><i class="awb-icon-bubbles"></i></div>
      <div class="fusion-blog-layout-timeline"><div class="fusion-timeline-line"></div>
      <h3 class="fusion-timeline-date">november 2026</h3><div class="fusion-collapse-month"><article id="a">a</article></div>
      <h3 class="fusion-timeline-date">oktober 2026</h3><div class="fusion-collapse-month"><article id="b">b</article></div></div></div>`;
    const list = document.querySelector<HTMLElement>('.fusion-blog-layout-timeline')!;
    const icon = document.querySelector<HTMLElement>('.fusion-timeline-icon > i')!;
    const months = timelineMonths(
      list,
      icon,
      { collapseAll: 'Alle maanden inklappen', expandAll: 'Alle maanden uitklappen' },
      { signal: new AbortController().signal, reducedMotion: () => true },
    );
    return { list, icon, months };
  };

  test('headers become disclosure buttons for their month; the icon closes and opens all', () => {
    const { list, icon } = timeline();
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-expanded')])).toEqual([
      ['november 2026', 'true'],
      ['oktober 2026', 'true'],
    ]);
    expect(
      document.getElementById(buttons[0]!.getAttribute('aria-controls')!)?.querySelector('#a'),
    ).not.toBeNull();
    buttons[0]!.click();
    expect((document.querySelector('#a')!.parentElement as HTMLElement).style.display).toBe('none');
    expect(icon.getAttribute('aria-label')).toBe('Alle maanden inklappen');
    icon.click();
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(icon.getAttribute('aria-label')).toBe('Alle maanden uitklappen');
    icon.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  });

  test('a later page continuing the last month joins it without a second header; new months follow', () => {
    const { list, icon, months } = timeline();
    icon.click();
    const page = document.createElement('div');
    page.innerHTML = `<div class="fusion-timeline-line"></div><h3 class="fusion-timeline-date">oktober 2026</h3><div class="fusion-collapse-month"><article id="c">c</article></div>
      <h3 class="fusion-timeline-date">september 2026</h3><div class="fusion-collapse-month"><article id="d">d</article></div>`;
    const added = months.merge(page);
    expect(added.map((post) => post.id)).toEqual(['c', 'd']);
    expect([...list.querySelectorAll('.fusion-timeline-date')].map((header) => header.textContent)).toEqual([
      'november 2026',
      'oktober 2026',
      'september 2026',
    ]);
    expect(document.querySelector('#c')?.previousElementSibling?.id).toBe('b');
    // All months were closed with the icon: the new month arrives closed too.
    expect(list.querySelectorAll('button')[2]?.getAttribute('aria-expanded')).toBe('false');
    expect((document.querySelector('#d')!.parentElement as HTMLElement).style.display).toBe('none');
  });
});
