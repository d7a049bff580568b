// The badge's popup, built on the first open only (a chunk of its own): heading, two phrases and,
// for an administrator, the learn-more link. Every text goes in as text, never as HTML.
import type { RealUserBadgeSettings } from './badge-settings';

export function createRealUserPopup(id: string, settings: RealUserBadgeSettings): HTMLElement {
  const popup = document.createElement('div');
  popup.className = 'apbct-real-user-popup';
  popup.id = id;
  popup.setAttribute('role', 'group');
  popup.setAttribute('aria-labelledby', `${id}-heading`);
  if (settings.personImageUrl) {
    const image = document.createElement('img');
    image.className = 'apbct-real-user-popup-img';
    image.src = settings.personImageUrl;
    // Decorative: the heading says what the picture shows.
    image.alt = '';
    popup.append(image);
  }
  const content = document.createElement('div');
  content.className = 'apbct-real-user-popup-content';
  const heading = document.createElement('strong');
  heading.className = 'apbct-real-user-popup-header';
  heading.id = `${id}-heading`;
  heading.textContent = settings.texts.heading;
  content.append(heading);
  for (const phrase of [settings.texts.content1, settings.texts.content2]) {
    const row = document.createElement('p');
    row.className = 'apbct-real-user-popup-content_row';
    row.textContent = phrase;
    content.append(row);
  }
  if (settings.admin && settings.learnMoreUrl) {
    const row = document.createElement('p');
    row.className = 'apbct-real-user-popup-content_row';
    const link = document.createElement('a');
    link.href = settings.learnMoreUrl;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = settings.texts.learnMore;
    row.append(link);
    content.append(row);
  }
  popup.append(content);
  return popup;
}
