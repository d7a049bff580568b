// The feed's state as the infinite-scroll engine named it (SPEC section 4), mirrored on the
// container as `data-blog-state` so the theme's CSS and the tests can see it.

export type FeedFlag = 'during-ajax' | 'done' | 'paused' | 'destroyed' | 'invalid-page' | 'beyond-max-page';

export class FeedFlags {
  readonly #flags = new Set<FeedFlag>();
  readonly #element: HTMLElement;

  constructor(element: HTMLElement) {
    this.#element = element;
  }

  has(flag: FeedFlag): boolean {
    return this.#flags.has(flag);
  }

  /** True while a load may start: not loading, not finished, not paused, not destroyed. */
  get ready(): boolean {
    return !(this.has('during-ajax') || this.has('done') || this.has('paused') || this.has('destroyed'));
  }

  set(flag: FeedFlag, on = true): void {
    if (on) this.#flags.add(flag);
    else this.#flags.delete(flag);
    this.#element.dataset.blogState = [...this.#flags].join(' ');
  }
}
