// The listing filters' logic on the theme's markup (happy-dom): which items a filter takes, the bar
// shown and marked, the categories with items revealed, new items following the active filter.
import { afterEach, describe, expect, test } from 'vitest';
import { inFilter, listingFilters } from './listing-filters';
import { readPages } from './listing-pages';

function listing(): { bar: HTMLElement; list: HTMLElement; status: HTMLElement } {
  document.body.innerHTML = `
    <ul class="fusion-filters" role="menu" aria-label="Post Filters">
      <li role="presentation" class="fusion-filter fusion-filter-all fusion-active"><a href="#" data-filter="*" role="menuitem">Alle</a></li>
      <li role="presentation" class="fusion-filter fusion-hidden"><a href="#" data-filter=".toertochten" role="menuitem">Toertochten</a></li>
      <li role="presentation" class="fusion-filter fusion-hidden"><a href="#" data-filter=".2024" role="menuitem">2024</a></li>
      <li role="presentation" class="fusion-filter fusion-hidden"><a href="#" data-filter=".jeugd" role="menuitem">Jeugd</a></li>
    </ul>
    <ul class="list">
      <li class="card toertochten">A</li><li class="card 2024">B</li><li class="card toertochten 2024">C</li>
    </ul>
    <div class="status"></div>`;
  return {
    bar: document.querySelector('.fusion-filters')!,
    list: document.querySelector('.list')!,
    status: document.querySelector('.status')!,
  };
}

const controller = new AbortController();
afterEach(() => {
  document.body.innerHTML = '';
});

function start() {
  const parts = listing();
  const items = () => [...parts.list.querySelectorAll<HTMLElement>('.card')];
  const filters = listingFilters({
    bar: parts.bar,
    items,
    texts: { filtered: '%s: %d berichten' },
    status: parts.status,
    animate: () => false,
    signal: controller.signal,
  });
  const shown = () =>
    items()
      .filter((item) => item.style.display !== 'none')
      .map((item) => item.textContent);
  const link = (name: string) =>
    [...parts.bar.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === name)!;
  return { ...parts, filters, shown, link };
}

describe('inFilter', () => {
  test('* takes all; .slug compares the class, also slugs no selector could name', () => {
    const item = document.createElement('li');
    item.className = 'card 2024 a+b';
    expect(inFilter(item, '*')).toBe(true);
    expect(inFilter(item, '.2024')).toBe(true);
    expect(inFilter(item, '.a+b')).toBe(true);
    expect(inFilter(item, '.toertochten')).toBe(false);
  });
});

describe('listingFilters', () => {
  test('shows the bar as a group of toggle buttons; only categories with items appear', () => {
    const { bar, link } = start();
    expect(bar.style.display).toBe('flex');
    expect(bar.getAttribute('role')).toBe('group');
    expect(link('Alle').getAttribute('role')).toBe('button');
    expect(link('Alle').getAttribute('aria-pressed')).toBe('true');
    expect(link('Toertochten').getAttribute('aria-pressed')).toBe('false');
    expect(link('Toertochten').parentElement!.classList.contains('fusion-hidden')).toBe(false);
    expect(link('2024').parentElement!.classList.contains('fusion-hidden')).toBe(false);
    expect(link('Jeugd').parentElement!.classList.contains('fusion-hidden')).toBe(true);
  });

  test('a click shows its category, marks it and says how many; Space chooses too', () => {
    const { shown, link, status, filters } = start();
    link('Toertochten').click();
    expect(shown()).toEqual(['A', 'C']);
    expect(filters.active).toBe('.toertochten');
    expect(link('Toertochten').parentElement!.classList.contains('fusion-active')).toBe(true);
    expect(link('Alle').parentElement!.classList.contains('fusion-active')).toBe(false);
    expect(status.textContent).toBe('Toertochten: 2 berichten');
    link('2024').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(shown()).toEqual(['B', 'C']);
    expect(link('2024').getAttribute('aria-pressed')).toBe('true');
  });

  test('new items follow the active filter and reveal their category', () => {
    const { list, shown, link, filters } = start();
    link('Toertochten').click();
    const late = document.createElement('li');
    late.className = 'card jeugd';
    late.textContent = 'D';
    list.append(late);
    filters.apply([late]);
    expect(shown()).toEqual(['A', 'C']);
    expect(link('Jeugd').parentElement!.classList.contains('fusion-hidden')).toBe(false);
  });

  test('stop gives the theme its markup back, every item shown', () => {
    const { bar, shown, link, filters } = start();
    link('Toertochten').click();
    filters.stop();
    expect(bar.getAttribute('role')).toBe('menu');
    expect(bar.style.display).toBe('');
    expect(link('Alle').getAttribute('role')).toBe('menuitem');
    expect(link('Alle').hasAttribute('aria-pressed')).toBe(false);
    expect(shown()).toEqual(['A', 'B', 'C']);
  });
});

describe('readPages', () => {
  test('a positive whole number, or undefined', () => {
    expect(readPages('3')).toBe(3);
    expect(readPages(' 12 ')).toBe(12);
    expect(readPages('0')).toBeUndefined();
    expect(readPages('')).toBeUndefined();
    expect(readPages('drie')).toBeUndefined();
    expect(readPages(null)).toBeUndefined();
  });
});
