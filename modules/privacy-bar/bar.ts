// The theme's privacy bar (`templates/privacy-bar.php`, docs/theme-markup/privacy-bar.md):
// `.fusion-privacy-bar`, hidden by the theme's stylesheet until a script shows it to a visitor who
// has not answered it yet. Its OK button (`.fusion-privacy-bar-acceptance`) records the answer, and
// the choices ticked in its "settings" part (`.fusion-privacy-bar-full`, opened by
// `.fusion-privacy-bar-learn-more`); changing a choice turns the button into "update settings"
// (`data-alt-text`); a reject button (`.fusion-privacy-bar-reject`) records the answer and reloads.
import { resetSlide, slide } from '../../theme-platform/slide-toggle';
import { barAnswered, readConsents, saveConsents } from './consent-cookie';
import type { PrivacyBarSettings } from './index';

const full = '.fusion-privacy-bar-full';
const updateClass = 'fusion-privacy-update';
const openClass = 'fusion-privacy-bar-open';
let barCount = 0;

/** The theme's links that act as buttons: announced as buttons, and Space presses them as Enter does. */
function asButton(link: HTMLElement, signal: AbortSignal): void {
  link.setAttribute('role', 'button');
  link.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      link.click();
    },
    { signal },
  );
}

const visible = (element: Element | null) => !!element && element.getClientRects().length > 0;

export interface BarActions {
  /** Loads the embeds of the types just agreed to. */
  release(types: readonly string[]): void;
  /** Reloads the page (after a reject, as the theme does, so nothing agreed to before stays loaded). */
  reload(): void;
}

/** Shows the bar to a visitor who has not answered it and wires its controls. */
export function startBar(
  bar: HTMLElement,
  settings: PrivacyBarSettings,
  reducedMotion: () => boolean,
  actions: BarActions,
  signal: AbortSignal,
): () => void {
  const { cookie } = settings;
  const accept = bar.querySelector<HTMLElement>('.fusion-privacy-bar-acceptance');
  const settingsPart = bar.querySelector<HTMLElement>(full);
  const learnMore = bar.querySelector<HTMLElement>('.fusion-privacy-bar-learn-more');
  const changed = new Set<string>();
  const hide = () => {
    bar.style.display = 'none';
  };
  /** The bar was answered; the types agreed to before stay agreed to. */
  const answer = () => saveConsents(cookie, [...readConsents(cookie), barAnswered]);
  // A landmark a screen-reader user can reach: the bar sits after the page's footer.
  bar.setAttribute('role', 'region');
  if (!bar.hasAttribute('aria-label')) bar.setAttribute('aria-label', settings.texts.bar);
  if (!readConsents(cookie).includes(barAnswered)) bar.style.display = 'block';

  if (learnMore && settingsPart) {
    asButton(learnMore, signal);
    settingsPart.id ||= `privacy-bar-settings-${++barCount}`;
    learnMore.setAttribute('aria-controls', settingsPart.id);
    learnMore.setAttribute('aria-expanded', 'false');
    learnMore.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const open = !bar.classList.contains(openClass);
        bar.classList.toggle(openClass, open);
        learnMore.setAttribute('aria-expanded', String(open));
        slide(settingsPart, open, reducedMotion() ? 0 : settings.slideMs, '');
        // The angle icon points where the part will go.
        for (const icon of learnMore.querySelectorAll('i')) {
          for (const family of ['awb-icon-angle', 'fusion-icon-angle'])
            if (icon.classList.contains(`${family}-up`) || icon.classList.contains(`${family}-down`)) {
              icon.classList.toggle(`${family}-up`, open);
              icon.classList.toggle(`${family}-down`, !open);
            }
        }
      },
      { signal },
    );
  }

  if (accept) {
    asButton(accept, signal);
    const origText = accept.getAttribute('data-orig-text');
    const altText = accept.getAttribute('data-alt-text');
    accept.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const boxes = [...bar.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
        if (visible(settingsPart) || accept.classList.contains(updateClass) || settings.buttonAlways) {
          // The choices replace what was agreed before; unticked types are no longer agreed to.
          for (const box of document.querySelectorAll<HTMLInputElement>(
            '.fusion-privacy-element input[type="checkbox"]',
          ))
            box.checked = false;
          const chosen = boxes.length
            ? boxes.filter((box) => box.checked && box.name.includes('consents')).map((box) => box.value)
            : settings.buttonAlways
              ? settings.defaults
              : [];
          saveConsents(cookie, [barAnswered, ...chosen]);
          actions.release(chosen);
        } else answer();
        hide();
      },
      { signal },
    );
    for (const box of bar.querySelectorAll<HTMLInputElement>(
      `${full} .fusion-privacy-choices input[type="checkbox"]`,
    ))
      box.addEventListener(
        'change',
        () => {
          if (!changed.delete(box.value)) changed.add(box.value);
          const update = changed.size > 0;
          const text = update ? altText : origText;
          if (text !== null) accept.textContent = text;
          accept.classList.toggle(updateClass, update);
        },
        { signal },
      );
  }

  for (const reject of bar.querySelectorAll<HTMLElement>('.fusion-privacy-bar-reject')) {
    asButton(reject, signal);
    reject.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        answer();
        hide();
        actions.reload();
      },
      { signal },
    );
  }

  return () => {
    bar.style.display = '';
    bar.classList.remove(openClass);
    if (settingsPart) resetSlide(settingsPart);
  };
}
