// Names for the side navigation and the sections' group labels: the section's `data-nav-title`,
// else its first heading, else the numbered 'untitled' text from the settings.
export function sectionTitle(section: Element, index: number, untitled: string): string {
  const title =
    (section as HTMLElement).dataset?.navTitle?.trim() ||
    section.querySelector('h1, h2, h3, h4')?.textContent?.trim();
  return title || untitled.replace('%d', String(index + 1));
}

/** '2 van 3': the position label of a section, from the settings' template. */
export function positionLabel(template: string, index: number, count: number): string {
  return template.replace('%1$s', String(index + 1)).replace('%2$s', String(count));
}
