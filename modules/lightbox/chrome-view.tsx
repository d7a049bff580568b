// The lightbox chrome around PhotoSwipe's stage, rendered by React (issue 7): the slideshow and
// fullscreen buttons in PhotoSwipe's bar (through a portal), the share links, the thumbnails strip
// (at most 120 × 80, the current one marked) and the caption. Every text goes in as text.
import { createPortal } from 'react-dom';

export interface ChromeItem {
  caption: string;
  /** Accessible name part of the item's thumbnail button. */
  label: string;
  thumbnail?: string;
  share: { label: string; href: string }[];
}

export interface ChromeTexts {
  slideshowStart: string;
  slideshowStop: string;
  fullscreen: string;
  exitFullscreen: string;
  share: string;
  thumbnails: string;
  /** `{n}` is the item's number, `{title}` its title. */
  thumbnailGoTo: string;
}

export interface ChromeProps {
  items: ChromeItem[];
  index: number;
  texts: ChromeTexts;
  thumbnails: boolean;
  /** The slideshow button (the theme's `lightbox_gallery`; never for a single item). */
  slideshow: boolean;
  slideshowPlaying: boolean;
  fullscreenOn: boolean;
  /** PhotoSwipe's bar, where the buttons go beside its own. */
  bar: HTMLElement | null;
  onGoTo(index: number): void;
  onToggleSlideshow(): void;
  onToggleFullscreen(): void;
}

function Toolbar(props: ChromeProps) {
  const { texts, slideshowPlaying } = props;
  const slideshowLabel = slideshowPlaying ? texts.slideshowStop : texts.slideshowStart;
  const fullscreenLabel = props.fullscreenOn ? texts.exitFullscreen : texts.fullscreen;
  return (
    <>
      {props.slideshow && props.items.length > 1 && (
        <button
          type="button"
          className="pswp__button lightbox__slideshow"
          aria-pressed={slideshowPlaying}
          aria-label={slideshowLabel}
          title={slideshowLabel}
          onClick={props.onToggleSlideshow}
        >
          <span className="lightbox__icon" aria-hidden="true">
            ▶
          </span>
        </button>
      )}
      <button
        type="button"
        className="pswp__button lightbox__fullscreen"
        aria-label={fullscreenLabel}
        title={fullscreenLabel}
        onClick={props.onToggleFullscreen}
      >
        <span className="lightbox__icon" aria-hidden="true">
          ⤢
        </span>
      </button>
    </>
  );
}

function goToLabel(template: string, index: number, title: string): string {
  return template
    .replaceAll('{n}', String(index + 1))
    .replaceAll('{title}', title)
    .trim()
    .replace(/:$/, '');
}

export default function LightboxChrome(props: ChromeProps) {
  const { items, index, texts } = props;
  const current = items[index];
  return (
    <>
      {props.bar && createPortal(<Toolbar {...props} />, props.bar)}
      {current && current.share.length > 0 && (
        <nav className="lightbox__share" aria-label={texts.share}>
          {current.share.map((target) => (
            <a key={target.label} href={target.href} target="_blank" rel="noopener noreferrer">
              {target.label}
            </a>
          ))}
        </nav>
      )}
      {props.thumbnails && items.length > 1 && (
        <nav className="lightbox__thumbnails" aria-label={texts.thumbnails}>
          <ul>
            {items.map((item, position) => (
              <li key={position}>
                <button
                  type="button"
                  className="lightbox__thumbnail"
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={goToLabel(texts.thumbnailGoTo, position, item.label)}
                  onClick={() => props.onGoTo(position)}
                >
                  {item.thumbnail ? <img src={item.thumbnail} alt="" /> : <span>{position + 1}</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div id="lightbox-caption" className="lightbox__caption">
        {current?.caption}
      </div>
    </>
  );
}
