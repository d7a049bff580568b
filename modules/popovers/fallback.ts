// The safety net of popovers and image hotspots: their title and text, which only a script shows,
// are written out as plain text after each popover's trigger and in a list after each hotspot image.
// Tooltips are left alone: the browser shows their title.
import type { Fallback } from '../../kernel/contract';

const textOf = (trigger: Element) =>
  [
    trigger.getAttribute('data-title'),
    trigger.getAttribute('data-content') ?? trigger.getAttribute('data-html-content'),
  ]
    .map((part) => new DOMParser().parseFromString(part ?? '', 'text/html').body.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(': ');

const fallback: Fallback = (elements) => {
  for (const trigger of elements) {
    const text = textOf(trigger);
    if (!text || trigger.getAttribute('data-toggle') === 'tooltip') continue;
    const wrapper = trigger.closest('.awb-image-hotspots-wrapper');
    if (!wrapper) {
      const note = document.createElement('span');
      note.textContent = ` (${text})`;
      trigger.after(note);
      continue;
    }
    let list = wrapper.nextElementSibling;
    if (!list?.classList.contains('popovers__fallback-list')) {
      list = document.createElement('ul');
      list.className = 'popovers__fallback-list';
      wrapper.after(list);
    }
    const item = document.createElement('li');
    item.textContent = text;
    list.append(item);
  }
};
export default fallback;
