// The builder's Lottie element (docs/theme-markup/lottie.md): its JSON file, fetched by the module,
// drawn as SVG by lottie-web's light build (a lazy part of its own) inside the element's
// `<lottie-player>` (7.9.2 on) or the element itself (earlier), and played by the element's trigger:
// at once, in view, on hover, on click, by a toggling click, by scroll or by the cursor. It pauses
// off screen and shows a still frame under reduced motion. A file that fails to load or is no Lottie
// file leaves the element empty, as the theme's markup is without its script, with a warning.
import type { AnimationItem } from 'lottie-web';
import { defineModule } from '../../kernel/contract';
import {
  type AnimationData,
  cursorProgress,
  frameAt,
  isAnimationData,
  type LottieTrigger,
  pageProgress,
  segment,
  stillFrame,
  viewportProgress,
} from './frames';
import stylesheet from './lottie.css?url';

export interface LottieOptions {
  /** The JSON file (`data-path`); empty when the builder was given none. */
  path: string;
  loop: boolean;
  /** Plays backwards (`data-reverse="1"`, or the player's `direction="-1"`). */
  reverse: boolean;
  /** Playback speed, 1 is the file's own (`data-speed`, 0 to 5 in the builder). */
  speed: number;
  trigger: LottieTrigger;
  /** Start and end point, percent of the animation (`data-start_point`, `data-end_point`). */
  startPoint: number;
  endPoint: number;
  /** When a `viewport` trigger plays: `top-into-view`, `top-mid-of-view` or `bottom-in-view`. */
  offset: string;
  /** What a `scroll` trigger follows: the element crossing the viewport, the `page`, or an `element`. */
  scrollRelativeTo: string;
  /** The selector of that element (`data-scroll_element`). */
  scrollElement: string;
  /** `horizontal`, `vertical` or `both` (`data-cursor_direction`). */
  cursorDirection: string;
  /** The element's accessible name, where the markup gives one (`aria-label`, `title`). */
  label: string;
}

const triggers: readonly string[] = ['none', 'viewport', 'hover', 'click', 'toggle', 'scroll', 'cursor'];

/** The oldest builders' `data-offset` values, as the offsets the later ones print. */
const offsets: Record<string, string> = {
  '100%': 'top-into-view',
  '50%': 'top-mid-of-view',
  'top-mid-of-view': 'top-mid-of-view',
  'bottom-in-view': 'bottom-in-view',
};

/** Reads the element's data attributes and its player's (docs/theme-markup/lottie.md). */
export function lottieOptions(element: Element): LottieOptions {
  const player = element.querySelector('lottie-player');
  const read = (name: string) => element.getAttribute(`data-${name}`) ?? '';
  const number = (value: string | null | undefined, fallback: number) => {
    const parsed = Number.parseFloat(value ?? '');
    return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
  };
  const trigger = read('trigger');
  return {
    path: read('path').trim(),
    loop: read('loop') ? read('loop') === '1' : !!player?.hasAttribute('loop'),
    reverse: read('reverse') === '1' || player?.getAttribute('direction') === '-1',
    speed: number(read('speed') || player?.getAttribute('speed'), 1),
    // Anything else played in view with the theme's script (its last branch).
    trigger: (triggers.includes(trigger) ? trigger : trigger ? 'viewport' : 'none') as LottieTrigger,
    startPoint: number(read('start_point'), 0),
    endPoint: number(read('end_point'), 100),
    offset: offsets[read('animationoffset') || read('offset')] ?? 'top-into-view',
    scrollRelativeTo: read('scroll_relative_to'),
    scrollElement: read('scroll_element'),
    cursorDirection: read('cursor_direction'),
    label:
      ['aria-label', 'title']
        .map((name) => element.getAttribute(name) ?? player?.getAttribute(name) ?? '')
        .find((text) => text.trim()) ?? '',
  };
}

/** Observer options for the theme's animation offsets. */
function inViewOptions(offset: string): IntersectionObserverInit {
  if (offset === 'top-mid-of-view') return { rootMargin: '0px 0px -50% 0px' };
  return { threshold: offset === 'bottom-in-view' ? 1 : 0 };
}

/** The file at `path`, or undefined (with a warning) when it cannot be loaded or is no Lottie file. */
async function animationData(path: string, signal: AbortSignal, warn: (...args: unknown[]) => void) {
  try {
    const response = await fetch(path, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data: unknown = await response.json();
    if (isAnimationData(data)) return data;
    warn(`${path} is no Lottie animation; the element stays empty`);
  } catch (error) {
    if (!signal.aborted)
      warn(`${path} could not be loaded (${(error as Error).message}); the element stays empty`);
  }
  return undefined;
}

/** Resolves once lottie-web has built the animation's SVG: true, or false when it reported an error. */
function built(animation: AnimationItem): Promise<boolean> | boolean {
  if (animation.isLoaded) return true;
  return new Promise((resolve) => {
    animation.addEventListener('DOMLoaded', () => resolve(true));
    animation.addEventListener('error', () => resolve(false));
    animation.addEventListener('data_failed', () => resolve(false));
  });
}

export default defineModule<undefined, LottieOptions>({
  id: 'lottie',
  stylesheet,
  options: lottieOptions,
  async init(ctx) {
    const { options, signal } = ctx;
    const element = ctx.element as HTMLElement;
    if (!options.path) return;
    // The file and lottie-web come in parallel; the registry's `along` fetched lottie-web's chunk
    // beside this one.
    const [data, lottie] = await Promise.all([
      animationData(options.path, signal, ctx.log.warn),
      import('./lottie-light').then((part) => part.default),
    ]);
    if (!data || signal.aborted) return;
    const stage = element.querySelector<HTMLElement>('lottie-player') ?? element;
    const animation = lottie.loadAnimation({
      container: stage,
      renderer: 'svg',
      loop: options.loop,
      autoplay: false,
      animationData: data as AnimationData & object,
      initialSegment: segment(data, options.startPoint, options.endPoint),
      rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
    });
    const named = options.label && stage !== element;
    const cleanup = () => {
      animation.destroy();
      if (named) for (const name of ['role', 'aria-label']) stage.removeAttribute(name);
    };
    signal.addEventListener('abort', cleanup);
    if (!(await built(animation)) || signal.aborted) {
      if (!signal.aborted) ctx.log.warn(`${options.path} could not be drawn; the element stays empty`);
      cleanup();
      return;
    }
    // A name the markup gives goes on the picture; a nameless one is decoration. A link's name
    // stays the link's own.
    if (named) {
      stage.setAttribute('role', 'img');
      stage.setAttribute('aria-label', options.label);
    } else stage.querySelector('svg')?.setAttribute('aria-hidden', 'true');

    const frames = animation.totalFrames;
    const { trigger, reverse } = options;
    if (ctx.viewport.reducedMotion) {
      animation.goToAndStop(stillFrame(trigger, options.loop, reverse, frames), true);
      return;
    }
    animation.setSpeed(options.speed);
    if (reverse) animation.setDirection(-1);
    const first = reverse ? frames - 1 : 0;
    animation.goToAndStop(first, true);

    const listen = (target: EventTarget, types: string, handler: (event: Event) => void) => {
      for (const type of types.split(' ')) target.addEventListener(type, handler, { signal, passive: true });
    };
    /** Whether the trigger wants it playing, and whether it is on screen. */
    let wanted = trigger === 'none';
    let visible = false;
    let completed = false;
    const update = () => (wanted && visible ? animation.play() : animation.pause());
    /** Plays from where it is, or from the start once it has played to its end. */
    const start = () => {
      if (completed) animation.goToAndStop(first, true);
      completed = false;
      wanted = true;
      update();
    };
    animation.addEventListener('complete', () => {
      completed = true;
      wanted = false;
    });

    // Seek triggers: the frame follows the scroll or the cursor, drawn once a frame at most.
    let share = -1;
    let frame = 0;
    const seek = (next: number) => {
      share = next;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (visible) animation.goToAndStop(frameAt(share, frames), true);
      });
    };
    let follow = () => {};
    if (trigger === 'scroll') {
      const relativeTo =
        options.scrollRelativeTo === 'element' ? (safeQuery(options.scrollElement) ?? element) : element;
      follow = () =>
        seek(
          options.scrollRelativeTo === 'page'
            ? pageProgress(scrollY, document.documentElement.scrollHeight, innerHeight)
            : viewportProgress(relativeTo.getBoundingClientRect(), innerHeight),
        );
      listen(window, 'scroll resize', follow);
    } else if (trigger === 'cursor') {
      listen(element, 'pointermove', (event) => {
        const { clientX, clientY } = event as PointerEvent;
        seek(cursorProgress(options.cursorDirection, element.getBoundingClientRect(), clientX, clientY));
      });
    } else if (trigger === 'hover') {
      listen(element, 'mouseenter focusin', start);
      listen(element, 'mouseleave focusout', () => {
        wanted = false;
        update();
      });
    } else if (trigger === 'click') listen(element, 'click', start);
    else if (trigger === 'toggle')
      listen(element, 'click', () => {
        if (wanted) {
          wanted = false;
          update();
        } else start();
      });
    else if (trigger === 'viewport') {
      const inView = new IntersectionObserver((records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        inView.disconnect();
        start();
      }, inViewOptions(options.offset));
      inView.observe(element);
      signal.addEventListener('abort', () => inView.disconnect());
    }

    // Off screen nothing plays or seeks; back on screen it goes on where it was.
    const onScreen = new IntersectionObserver((records) => {
      visible = records[records.length - 1]!.isIntersecting;
      update();
      if (visible) follow();
    });
    onScreen.observe(element);
    return () => {
      onScreen.disconnect();
      cancelAnimationFrame(frame);
    };
  },
});

/** The element a selector the editor typed names, or undefined when it names none or is no selector. */
function safeQuery(selector: string): Element | undefined {
  try {
    return (selector && document.querySelector(selector)) || undefined;
  } catch {
    return undefined;
  }
}
