// Timeline layout: each month header becomes a disclosure button (WAI-ARIA disclosure pattern)
// that hides or shows the posts up to the next month header, including posts loaded later.

const toggleClass = 'blog__month-toggle';

/** The posts that belong to a month header: its following siblings up to the next header. */
function postsOf(header: Element, headerSelector: string): HTMLElement[] {
  const posts: HTMLElement[] = [];
  for (
    let node = header.nextElementSibling;
    node && !node.matches(headerSelector);
    node = node.nextElementSibling
  ) {
    if (node instanceof HTMLElement) posts.push(node);
  }
  return posts;
}

function apply(header: Element, headerSelector: string): void {
  const expanded = header.querySelector(`.${toggleClass}`)?.getAttribute('aria-expanded') !== 'false';
  for (const post of postsOf(header, headerSelector)) post.hidden = !expanded;
}

/** Gives every header without one its button, and hides posts of collapsed months. */
export function enhanceMonths(container: HTMLElement, headerSelector: string): void {
  for (const header of container.querySelectorAll(headerSelector)) {
    if (!header.querySelector(`.${toggleClass}`)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = toggleClass;
      button.setAttribute('aria-expanded', 'true');
      button.textContent = header.textContent?.trim() ?? '';
      header.replaceChildren(button);
    }
    apply(header, headerSelector);
  }
}

/** A page that starts with the month the previous page ended with repeats its header: drop it. */
export function mergeRepeatedMonth(
  container: HTMLElement,
  newNodes: Element[],
  headerSelector: string,
): Element[] {
  const first = newNodes[0];
  const headers = container.querySelectorAll(headerSelector);
  const last = headers[headers.length - 1];
  if (first?.matches(headerSelector) && last && first.textContent?.trim() === last.textContent?.trim()) {
    return newNodes.slice(1);
  }
  return newNodes;
}

/** One listener on the container for every month button, present and future. */
export function listenForMonthToggles(
  container: HTMLElement,
  headerSelector: string,
  signal: AbortSignal,
): void {
  container.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest(`.${toggleClass}`);
      const header = button?.closest(headerSelector);
      if (!button || !header) return;
      button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') === 'false'));
      apply(header, headerSelector);
    },
    { signal },
  );
}
