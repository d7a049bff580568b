// The thumbnails strip under the lightbox (SPEC sections 2 and 9: at most 120 × 80 each, the
// current one at opacity 0.6): a list of buttons, one per item, that go to their item. The current
// one carries aria-current. A thumbnail that arrives later (a provider's oEmbed answer) fills in.
import type PhotoSwipe from 'photoswipe';

export interface StripItem {
  /** Thumbnail address now, or a promise of one (undefined: the item's number shows instead). */
  thumbnail: string | undefined | Promise<string | undefined>;
  label: string;
}

export function addThumbnailStrip(
  pswp: PhotoSwipe,
  items: readonly StripItem[],
  texts: { thumbnails: string; goTo: string },
): void {
  if (items.length < 2) return;
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'lightbox-thumbnails',
      className: 'lightbox__thumbnails',
      appendTo: 'root',
      tagName: 'nav',
      onInit: (nav) => {
        nav.setAttribute('aria-label', texts.thumbnails);
        const list = document.createElement('ul');
        const buttons = items.map((item, index) => {
          const entry = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'lightbox__thumbnail';
          button.setAttribute(
            'aria-label',
            texts.goTo
              .replaceAll('{n}', String(index + 1))
              .replaceAll('{title}', item.label)
              .trim(),
          );
          const number = document.createElement('span');
          number.textContent = String(index + 1);
          button.append(number);
          void Promise.resolve(item.thumbnail).then((src) => {
            if (!src) return;
            const image = document.createElement('img');
            image.alt = '';
            image.src = src;
            button.replaceChildren(image);
          });
          button.addEventListener('click', () => pswp.goTo(index));
          entry.append(button);
          list.append(entry);
          return button;
        });
        nav.append(list);
        const mark = () => {
          buttons.forEach((button, index) => {
            if (index === pswp.currIndex) button.setAttribute('aria-current', 'true');
            else button.removeAttribute('aria-current');
          });
        };
        pswp.on('change', mark);
        mark();
      },
    });
  });
}
