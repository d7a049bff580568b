// What a slide of the Avada Slider needs before it can be seen: its heading and caption container
// (printed with an inline `display: none`) shown, the content inside it (the theme's stylesheet
// prints `.slide-content` at `opacity: 0` for its script to fade in) made opaque, and its
// self-hosted video (printed as a placeholder span carrying the sources) made a real <video>.

/**
 * Shows the slides' content containers: the inline `display: none` goes, and `block` where the
 * stylesheet hides them too; each `.slide-content` inside is given `opacity: 1` (an entrance
 * animates over it, and leaves it opaque when it ends or is skipped). All writes first, then all
 * reads: one style recalculation for the slider instead of one per slide.
 */
export function showSlideContent(slides: Iterable<Element>): void {
  const containers = [...slides].flatMap((slide) => [
    ...slide.querySelectorAll<HTMLElement>('.slide-content-container'),
  ]);
  for (const container of containers) {
    container.style.removeProperty('display');
    for (const content of container.querySelectorAll<HTMLElement>('.slide-content'))
      content.style.opacity = '1';
  }
  const hidden = containers.filter((container) => getComputedStyle(container).display === 'none');
  for (const container of hidden) container.style.display = 'block';
}

const sources = [
  ['data-webm', 'video/webm'],
  ['data-mp4', 'video/mp4'],
  ['data-ogg', 'video/ogg'],
] as const;

/** Replaces each `span.fusion-slider-self-hosted-video-placeholder` by the video it describes. */
export function slideVideosFromPlaceholders(slider: Element): void {
  for (const placeholder of slider.querySelectorAll('span.fusion-slider-self-hosted-video-placeholder')) {
    const video = document.createElement('video');
    video.muted = placeholder.hasAttribute('muted');
    video.loop = placeholder.hasAttribute('loop');
    video.autoplay = placeholder.hasAttribute('autoplay');
    video.playsInline = true;
    video.setAttribute('preload', placeholder.getAttribute('preload') ?? 'auto');
    // A background behind the slide's own heading: nothing in it for screen readers.
    video.setAttribute('aria-hidden', 'true');
    for (const [attribute, type] of sources) {
      const src = placeholder.getAttribute(attribute);
      if (!src) continue;
      const source = document.createElement('source');
      source.src = src;
      source.type = type;
      video.append(source);
    }
    placeholder.replaceWith(video);
  }
}
