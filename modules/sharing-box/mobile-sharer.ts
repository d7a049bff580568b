const desktop = 'https://www.facebook.com/sharer.php';

/** Facebook's sharer on its mobile site, or null for any other address. */
export function mobileSharer(href: string): string | null {
  return href.startsWith(desktop) ? `https://m.facebook.com/sharer.php${href.slice(desktop.length)}` : null;
}
