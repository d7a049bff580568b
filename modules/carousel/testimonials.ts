// The Testimonials element (`.fusion-testimonials > .reviews > .review`, docs/theme-markup/
// carousels.md): one review at a time, the theme's `active-testimonial` class moved by a rotation
// every `data-speed` ms (rotation.ts: pausable, off screen and under the pointer paused, never under
// reduced motion), the theme's pagination links as buttons, a random first review with
// `data-random`. The reviews not shown leave the accessibility tree and the focus order.
import { numbered } from '../../theme-platform/item-carousel';
import { type RotationTexts, startRotation } from '../../theme-platform/rotation';

export interface TestimonialTexts extends RotationTexts {
  /** Name of one pagination link: %1 is the review's number, %2 the count. */
  goTo: string;
}

export interface TestimonialOptions {
  root: HTMLElement;
  /** Rotation delay where the element names none (`data-speed`), in ms; 0: none. */
  delay: number;
  rotates: boolean;
  texts: TestimonialTexts;
  signal: AbortSignal;
}

const activeClass = 'active-testimonial';
const activeLink = 'activeSlide';

export function startTestimonials(options: TestimonialOptions): () => void {
  const { root, texts, signal } = options;
  const list = root.querySelector<HTMLElement>(':scope > .reviews');
  const reviews = list ? [...list.children].filter((child) => child.classList.contains('review')) : [];
  const first = reviews.findIndex((review) => review.classList.contains(activeClass));
  const printed = first >= 0 ? first : 0;
  const links = [...root.querySelectorAll<HTMLAnchorElement>(':scope > .testimonial-pagination > a')];
  let index = printed;

  const show = (to: number) => {
    index = to;
    reviews.forEach((review, at) => {
      review.classList.toggle(activeClass, at === to);
      (review as HTMLElement).inert = at !== to;
    });
    links.forEach((link, at) => {
      link.classList.toggle(activeLink, at === to);
      if (at === to) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  };
  /** Back to the review the server marked, with nothing of Voorkant's left. */
  const restore = () => {
    show(printed);
    for (const review of reviews) (review as HTMLElement).inert = false;
    for (const link of links)
      for (const name of ['role', 'aria-label', 'aria-current']) link.removeAttribute(name);
  };
  if (!list || reviews.length < 2) {
    // One review: it is plain content (the 7.1 stylesheet hides every review until a script acts).
    reviews[0]?.classList.add(activeClass);
    return () => {
      if (first < 0) reviews[0]?.classList.remove(activeClass);
    };
  }

  const own = Number.parseInt(root.dataset.speed ?? '', 10);
  const delay = Number.isNaN(own) ? options.delay : own;
  const rotation =
    options.rotates && delay > 0
      ? startRotation({
          root,
          delay,
          className: 'carousel__rotation',
          texts,
          advance: () => show((index + 1) % reviews.length),
          onRunning: (running) => list.setAttribute('aria-live', running ? 'off' : 'polite'),
          signal,
        })
      : undefined;
  if (rotation) {
    const pagination = root.querySelector(':scope > .testimonial-pagination');
    if (pagination) pagination.append(rotation.button);
    else root.prepend(rotation.button);
    root.classList.add('carousel--rotating');
  } else list.setAttribute('aria-live', 'polite');

  links.forEach((link, at) => {
    link.setAttribute('role', 'button');
    link.setAttribute('aria-label', numbered(texts.goTo, at + 1, links.length));
    const go = (event: Event) => {
      event.preventDefault();
      show(at);
      rotation?.restart();
    };
    link.addEventListener('click', go, { signal });
    // A link answers Enter itself; Space is a button's key.
    link.addEventListener(
      'keydown',
      (event) => {
        if (event.key === ' ') go(event);
      },
      { signal },
    );
  });

  const random = root.dataset.random;
  show(random === '1' || random === 'yes' ? Math.floor(Math.random() * reviews.length) : printed);
  return () => {
    root.classList.remove('carousel--rotating');
    list.removeAttribute('aria-live');
    restore();
  };
}
