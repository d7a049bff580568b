// Rotating text (SPEC sections 2, 9): the words of `.fusion-animated-texts` take turns, each shown at
// least the minimum display time. The words share one grid cell, so the box is as wide as the
// longest word and nothing beside it moves. Screen readers get every word once, from a hidden
// copy; the turning words are decoration.

export interface RotatingOptions {
  displayMs: number;
}

export function startRotating(
  words: HTMLElement,
  options: RotatingOptions,
  reducedMotion: boolean,
  signal: AbortSignal,
): void {
  const items = [...words.querySelectorAll<HTMLElement>('.fusion-animated-text')];
  if (items.length === 0) return;
  words.classList.add('animated-titles__rotating');
  const spoken = document.createElement('span');
  spoken.className = 'animated-titles__sr';
  spoken.textContent = items.map((item) => item.textContent?.trim() ?? '').join(', ');
  words.setAttribute('aria-hidden', 'true');
  words.before(spoken);
  let current = 0;
  const show = (index: number) => {
    items.forEach((item, position) => {
      item.classList.toggle('is-active', position === index);
    });
    words.dataset.activeIndex = String(index);
  };
  show(0);
  signal.addEventListener('abort', () => {
    spoken.remove();
    words.removeAttribute('aria-hidden');
    words.classList.remove('animated-titles__rotating');
    for (const item of items) item.classList.remove('is-active');
  });
  // Reduced motion: the first word stays; nothing turns.
  if (reducedMotion || items.length < 2) return;
  const timer = setInterval(() => {
    current = (current + 1) % items.length;
    show(current);
  }, options.displayMs);
  signal.addEventListener('abort', () => clearInterval(timer));
}
