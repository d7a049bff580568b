// The timeline layout (THEME-MARKUP.md, "blog"): each month header `.fusion-timeline-date` is followed
// by its `div.fusion-collapse-month`. A header becomes a disclosure button for its month (WAI-ARIA
// disclosure pattern) and the bubbles icon (`.fusion-timeline-icon > i`) one for all months, as the
// theme's header click and icon click do. Months a later page brings join the list: a page that
// starts with the month the list ends with adds its posts to that month, and its header is dropped.

export interface TimelineTexts {
  /** Label of the bubbles icon while any month is open. */
  collapseAll: string;
  /** Label of the bubbles icon while all months are closed. */
  expandAll: string;
}

export interface TimelineMonths {
  /** Gives every header without one its button and every month its state. */
  enhance(): void;
  /** Adds the months of a fetched page's timeline; returns the posts it added, in order. */
  merge(fetched: Element): HTMLElement[];
}

const headerSelector = '.fusion-timeline-date';
const monthSelector = '.fusion-collapse-month';
const toggleClass = 'blog__month-toggle';
const slideMs = 300;
let monthCount = 0;

function monthOf(header: Element): HTMLElement | null {
  const next = header.nextElementSibling;
  return next instanceof HTMLElement && next.matches(monthSelector) ? next : null;
}

function headerText(header: Element): string {
  return header.textContent?.trim() ?? '';
}

export function timelineMonths(
  list: HTMLElement,
  icon: HTMLElement | null,
  texts: TimelineTexts,
  options: { signal: AbortSignal; reducedMotion: () => boolean },
): TimelineMonths {
  let allCollapsed = false;

  const show = (month: HTMLElement, open: boolean, animate: boolean) => {
    const wasOpen = month.style.display !== 'none';
    month.style.display = open ? '' : 'none';
    if (!animate || wasOpen === open || options.reducedMotion()) return;
    const height = `${month.scrollHeight}px`;
    month.animate(open ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }], {
      duration: slideMs,
      easing: 'ease-out',
    });
  };
  const setOpen = (header: Element, open: boolean, animate: boolean) => {
    const month = monthOf(header);
    header.querySelector(`.${toggleClass}`)?.setAttribute('aria-expanded', String(open));
    if (month) show(month, open, animate);
  };
  const headers = () => [...list.querySelectorAll(`:scope > ${headerSelector}`)];
  const updateIcon = () => {
    if (!icon) return;
    const anyOpen = headers().some(
      (header) => header.querySelector(`.${toggleClass}`)?.getAttribute('aria-expanded') === 'true',
    );
    icon.setAttribute('aria-expanded', String(anyOpen));
    icon.setAttribute('aria-label', anyOpen ? texts.collapseAll : texts.expandAll);
  };

  const enhance = () => {
    for (const header of headers()) {
      if (header.querySelector(`.${toggleClass}`)) continue;
      const month = monthOf(header);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = toggleClass;
      button.textContent = headerText(header);
      if (month) {
        month.id ||= `blog-month-${++monthCount}`;
        button.setAttribute('aria-controls', month.id);
      }
      header.replaceChildren(button);
      setOpen(header, !allCollapsed, false);
    }
    updateIcon();
  };

  list.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest(`.${toggleClass}`);
      const header = button?.closest(headerSelector);
      if (!button || !header) return;
      setOpen(header, button.getAttribute('aria-expanded') === 'false', true);
      updateIcon();
    },
    { signal: options.signal },
  );

  if (icon) {
    // The theme's icon is an `<i>`: it becomes a button for keyboards and screen readers.
    icon.setAttribute('role', 'button');
    icon.tabIndex = 0;
    list.id ||= `blog-timeline-${++monthCount}`;
    icon.setAttribute('aria-controls', list.id);
    const toggleAll = () => {
      allCollapsed = icon.getAttribute('aria-expanded') === 'true';
      for (const header of headers()) setOpen(header, !allCollapsed, true);
      updateIcon();
    };
    icon.addEventListener('click', toggleAll, { signal: options.signal });
    icon.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        toggleAll();
      },
      { signal: options.signal },
    );
  }

  const merge = (fetched: Element) => {
    const added: HTMLElement[] = [];
    for (const header of [...fetched.querySelectorAll(`:scope > ${headerSelector}`)]) {
      const month = monthOf(header);
      if (!month) continue;
      const posts = [...month.children].map((post) => document.importNode(post, true) as HTMLElement);
      added.push(...posts);
      const last = headers().at(-1);
      const lastMonth = last && monthOf(last);
      if (last && lastMonth && headerText(last) === headerText(header)) {
        lastMonth.append(...posts);
        continue;
      }
      const newHeader = document.importNode(header, true);
      const newMonth = document.importNode(month, false) as HTMLElement;
      newMonth.removeAttribute('id');
      newMonth.append(...posts);
      list.append(newHeader, newMonth);
    }
    enhance();
    return added;
  };

  enhance();
  return { enhance, merge };
}
