import { describe, expect, test } from 'vitest';
import { findFilters, inCategory } from './faq-filters';
import { findPanels, panelForFragment } from './panels';

describe('toggles: panels and FAQ filters from the theme markup', () => {
  test('titles find their collapse by data-target or href, ids starting with a digit included; nested accordions are left out', () => {
    document.body.innerHTML = `<div class="accordian fusion-accordian" id="outer"><div class="panel-group" id="accordion-9-1">
      <div class="fusion-panel"><h4 class="panel-title toggle"><a data-toggle="collapse" data-parent="#accordion-9-1" data-target="#3c1e8f0a9b2d47e65" href="#3c1e8f0a9b2d47e65">Een</a></h4>
        <div id="3c1e8f0a9b2d47e65" class="panel-collapse collapse in"><div class="panel-body">
          <div class="accordian fusion-accordian"><div class="panel-group"><div class="fusion-panel"><h4 class="panel-title"><a data-toggle="collapse" href="#genest">Genest</a></h4><div id="genest" class="panel-collapse collapse"></div></div></div></div>
        </div></div></div>
      <div class="fusion-panel"><h4 class="panel-title toggle"><a data-toggle="collapse" href="#collapse-1-7">Twee</a></h4><div id="collapse-1-7" class="panel-collapse collapse"></div></div>
      <div class="fusion-panel"><h4 class="panel-title toggle"><a data-toggle="collapse" href="#bestaat-niet">Drie</a></h4></div>
    </div></div>`;
    const panels = findPanels(document.getElementById('outer')!);
    expect(panels.map((panel) => [panel.title.textContent, panel.collapse.id, panel.group])).toEqual([
      ['Een', '3c1e8f0a9b2d47e65', 'accordion-9-1'],
      ['Twee', 'collapse-1-7', undefined],
    ]);
    expect(panelForFragment(panels, '#collapse-1-7')?.title.textContent).toBe('Twee');
    expect(panelForFragment(panels, '#_3c1e8f0a9b2d47e65')?.title.textContent).toBe('Een');
    expect(panelForFragment(panels, '#genest')).toBeUndefined();
  });

  test('a FAQ filter names a category class, or all questions with *', () => {
    document.body.innerHTML = `<div class="fusion-faq-shortcode"><ul class="fusion-filters">
      <li class="fusion-filter fusion-active"><a data-filter="*" href="#">Alle</a></li>
      <li class="fusion-filter fusion-hidden"><a data-filter=".garantie" href="#">Garantie</a></li></ul>
      <div class="fusion-faq-post garantie onderhoud"></div></div>`;
    const filters = findFilters(document.body);
    expect(filters.map((filter) => filter.category)).toEqual(['*', 'garantie']);
    const post = document.querySelector('.fusion-faq-post')!;
    expect(inCategory(post, '*')).toBe(true);
    expect(inCategory(post, 'onderhoud')).toBe(true);
    expect(inCategory(post, 'bestellen')).toBe(false);
  });
});
