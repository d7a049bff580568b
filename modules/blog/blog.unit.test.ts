// The blog's pure parts: next-page addresses, JSON posts through the template, timeline months.
import { describe, expect, test } from 'vitest';
import { pageAddress } from './page-address';
import { postsOf, renderPost } from './post-template';
import { enhanceMonths, mergeRepeatedMonth } from './timeline-months';

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
    const fromPageThree = pageAddress('https://x.nl/blog/page/4/');
    expect(fromPageThree?.page).toBe(4);
  });

  test('an address without a page number gives nothing (the invalid-page case)', () => {
    expect(pageAddress('https://x.nl/blog/')).toBeUndefined();
    expect(pageAddress('https://x.nl/blog/?paged=twee')).toBeUndefined();
    expect(pageAddress('http://[bad')).toBeUndefined();
  });
});

describe('JSON posts', () => {
  const template = document.createElement('template');
  template.innerHTML =
    '<article class="blog-post"><a data-field="image-link" href="#"><img data-field="image" alt="x" src="#"></a><h2><a data-field="link" href="#">t</a></h2><span data-field="author"></span><time data-field="date"></time><p data-field="excerpt"></p></article>';

  test('fills slots as text and addresses, never as markup', () => {
    const [post] = postsOf({
      posts: [
        {
          title: '<img src=x onerror=alert(1)>Veilig',
          url: '/artikel/?p=1',
          date: '2026-11-20',
          dateLabel: '20 november 2026',
          author: 'Sanne',
          excerpt: 'Tekst',
          image: { src: '/assets/img/a.svg', alt: 'Fiets', width: 640, height: 360 },
        },
      ],
    });
    const element = renderPost(template, post!)!;
    expect(element.querySelector('h2 a')?.textContent).toBe('<img src=x onerror=alert(1)>Veilig');
    expect(element.querySelectorAll('img')).toHaveLength(1);
    expect(element.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20');
    expect(element.querySelector('[data-field]')).toBeNull();
  });

  test('javascript: addresses are dropped, posts without title are skipped, no image removes its slot', () => {
    const posts = postsOf({ posts: [{ title: 'A', url: 'javascript:alert(1)' }, { url: '/x' }, null] });
    expect(posts).toHaveLength(1);
    const element = renderPost(template, posts[0]!)!;
    expect(element.querySelector('h2 a')?.getAttribute('href')).toBe('');
    expect(element.querySelector('img')).toBeNull();
    expect(postsOf('<html>')).toEqual([]);
  });
});

describe('timeline months', () => {
  test('headers become disclosure buttons and a repeated month header is dropped', () => {
    const list = document.createElement('div');
    list.innerHTML =
      '<h2 class="m">november 2026</h2><article>a</article><h2 class="m">oktober 2026</h2><article>b</article>';
    enhanceMonths(list, '.m');
    const buttons = list.querySelectorAll('button');
    expect([...buttons].map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    const next = document.createElement('div');
    next.innerHTML = '<h2 class="m">oktober 2026</h2><article>c</article>';
    const kept = mergeRepeatedMonth(list, [...next.children], '.m');
    expect(kept.map((node) => node.textContent)).toEqual(['c']);
  });
});
