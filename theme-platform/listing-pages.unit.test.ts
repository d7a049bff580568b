// The listing's next pages in load-more mode (happy-dom, fetch stubbed with the theme's whole
// pages): the items of the same list join after the last, focus goes to the first new one, the
// status says what happened, the last page ends it, a failed page leaves the next link.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { listingPages } from './listing-pages';

const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function listing(page: number, pages: number, titles: string[]): string {
  const next = page < pages ? `<a class="pagination-next" href="/nieuws/page/${page + 1}/">Volgende</a>` : '';
  return `<div class="fusion-post-cards fusion-post-cards-1"><ul class="fusion-grid" data-pages="${pages}">${titles
    .map((title) => `<li class="post-card"><a href="/${title}/">${title}</a></li>`)
    .join(
      '',
    )}</ul><div class="fusion-infinite-scroll-trigger"></div><div class="pagination infinite-scroll" style="display:none;"><span class="current">${page}</span>${next}</div><button class="fusion-load-more-button">Meer</button></div>`;
}

const pages: Record<string, string> = {
  '/nieuws/page/2/': listing(2, 3, ['c', 'd']),
  '/nieuws/page/3/': listing(3, 3, ['e']),
};

function start() {
  document.body.innerHTML = listing(1, 3, ['a', 'b']);
  const element = document.querySelector<HTMLElement>('.fusion-post-cards')!;
  const list = element.querySelector<HTMLElement>('ul')!;
  const button = element.querySelector<HTMLElement>('button')!;
  const pagination = element.querySelector<HTMLElement>('.pagination')!;
  const added = vi.fn();
  const stop = listingPages({
    list,
    itemsOf: (root) => [...root.querySelectorAll<HTMLElement>(':scope > li.post-card')],
    listIn: (page) => page.querySelector('.fusion-post-cards-1 > ul'),
    mode: 'load-more',
    pages: 3,
    pagination,
    trigger: element.querySelector('.fusion-infinite-scroll-trigger'),
    button,
    statusAfter: button,
    texts: {
      loading: '<em>Laden...</em>',
      finished: '<em>Alles getoond.</em>',
      failed: 'Mislukt.',
      loaded: '%d erbij',
    },
    bufferPx: 40,
    revealMs: 0,
    reducedMotion: () => true,
    classPrefix: 'post-cards',
    onAdded: added,
    signal: new AbortController().signal,
    log,
  });
  const titles = () => [...list.querySelectorAll('li')].map((item) => item.textContent);
  const status = () => element.querySelector('.post-cards__status')!;
  return { element, list, button, pagination, added, stop, titles, status };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('listingPages in load-more mode', () => {
  test('each click brings the next page after the last item, focus on its first; the last page ends it', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url).pathname;
      fetched.push(path);
      return new Response(pages[path] ?? '', { status: pages[path] ? 200 : 404 });
    });
    const { button, pagination, added, titles, status } = start();
    expect(pagination.style.display).toBe('none');
    button.click();
    await vi.waitFor(() => expect(titles()).toEqual(['a', 'b', 'c', 'd']));
    expect(document.activeElement?.textContent).toBe('c');
    expect(status().textContent).toBe('2 erbij');
    expect(added).toHaveBeenCalledWith([expect.any(HTMLElement), expect.any(HTMLElement)], 2);
    button.click();
    await vi.waitFor(() => expect(titles()).toEqual(['a', 'b', 'c', 'd', 'e']));
    await settle();
    expect(status().textContent).toBe('Alles getoond.');
    expect(button.hidden).toBe(true);
    expect(fetched).toEqual(['/nieuws/page/2/', '/nieuws/page/3/']);
  });

  test('a failed page: the message, the button gone, the next link shown as the way on', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    const { button, pagination, titles, status } = start();
    button.click();
    await vi.waitFor(() => expect(status().textContent).toBe('Mislukt.'));
    expect(titles()).toEqual(['a', 'b']);
    expect(button.hidden).toBe(true);
    expect(pagination.style.display).toBe('block');
    expect(pagination.classList.contains('post-cards__pagination--next-only')).toBe(true);
  });

  test('stop gives the pagination back and removes the status', () => {
    const { pagination, stop, element } = start();
    stop?.();
    expect(pagination.style.display).toBe('none');
    expect(element.querySelector('.post-cards__status')).toBeNull();
  });
});
