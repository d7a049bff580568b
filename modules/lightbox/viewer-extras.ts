// What PhotoSwipe 5 lacks and the spec's lightbox has (SPEC sections 2, 5, 9): a slideshow (paused
// at start, returns to the first item after the last), fullscreen through the Fullscreen API (also
// Shift+Enter), and share links built from the settings' URL templates. Each is a plain button or
// link in PhotoSwipe's bar, labelled in Dutch from the settings.
import type PhotoSwipe from 'photoswipe';

export interface ExtrasSettings {
  slideshowSpeedMs: number;
  /** Share targets: `{url}` and `{title}` in each template are filled (URL-encoded). */
  share: { label: string; template: string }[];
  texts: { slideshowStart: string; slideshowStop: string; fullscreen: string; share: string };
}

/** A share address from its template, with the item's address and title encoded. */
export function shareUrl(template: string, url: string, title: string): string {
  return template
    .replaceAll('{url}', encodeURIComponent(url))
    .replaceAll('{title}', encodeURIComponent(title));
}

function toggleFullscreen(target: HTMLElement | undefined): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void target?.requestFullscreen?.().catch(() => {});
}

export function addExtras(
  pswp: PhotoSwipe,
  settings: ExtrasSettings,
  itemInfo: (index: number) => { url: string; title: string },
): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = (button: HTMLElement) => {
    clearInterval(timer);
    timer = undefined;
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-label', settings.texts.slideshowStart);
    button.title = settings.texts.slideshowStart;
  };
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'slideshow',
      className: 'lightbox__slideshow',
      order: 8,
      isButton: true,
      html: '<span class="lightbox__icon" aria-hidden="true">▶</span>',
      onInit: (button) => {
        stop(button);
        pswp.on('destroy', () => stop(button));
      },
      onClick: (_event, button) => {
        if (timer !== undefined) return stop(button);
        button.setAttribute('aria-pressed', 'true');
        button.setAttribute('aria-label', settings.texts.slideshowStop);
        button.title = settings.texts.slideshowStop;
        timer = setInterval(() => {
          // After the last item the slideshow goes back to the first, looping or not.
          pswp.goTo(pswp.currIndex + 1 >= pswp.getNumItems() ? 0 : pswp.currIndex + 1);
        }, settings.slideshowSpeedMs);
      },
    });
    pswp.ui?.registerElement({
      name: 'fullscreen',
      className: 'lightbox__fullscreen',
      order: 9,
      isButton: true,
      title: settings.texts.fullscreen,
      ariaLabel: settings.texts.fullscreen,
      html: '<span class="lightbox__icon" aria-hidden="true">⤢</span>',
      onClick: () => toggleFullscreen(pswp.element),
    });
    pswp.ui?.registerElement({
      name: 'share',
      className: 'lightbox__share',
      appendTo: 'root',
      tagName: 'nav',
      onInit: (element) => {
        element.setAttribute('aria-label', settings.texts.share);
        const render = () => {
          const { url, title } = itemInfo(pswp.currIndex);
          element.replaceChildren(
            ...settings.share.map((target) => {
              const link = document.createElement('a');
              link.href = shareUrl(target.template, url, title);
              link.textContent = target.label;
              link.target = '_blank';
              link.rel = 'noopener noreferrer';
              return link;
            }),
          );
        };
        pswp.on('change', render);
        render();
      },
    });
  });
  pswp.on('bindEvents', () => {
    pswp.element?.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.shiftKey) {
        event.preventDefault();
        toggleFullscreen(pswp.element);
      }
    });
  });
}
