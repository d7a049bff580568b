// The copy-link icon: the address of the page (its origin and path, as the theme copies it: no
// query, no fragment) onto the clipboard, by the asynchronous clipboard where the page may use it,
// else by the one older way there is (a selected text field and the copy command). A note beside
// the icon, also a live region, says it worked, or shows the address to copy by hand.
import type { SharingBoxSettings } from './index';

/** The address the theme's copy link copies. */
export const pageAddress = (place: Pick<Location, 'origin' | 'pathname'> = location): string =>
  place.origin + place.pathname;

/** The older way: a selected field and the copy command (true when the browser says it copied). */
function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(field);
  const focused = document.activeElement as HTMLElement | null;
  field.select();
  let copied = false;
  try {
    // Deprecated, and the only way left where the clipboard API is missing or refused.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): the older way may still work.
  }
  return copyBySelection(text);
}

export function startCopyLink(link: HTMLAnchorElement, settings: SharingBoxSettings, signal: AbortSignal) {
  const onclick = link.getAttribute('onclick');
  link.removeAttribute('onclick');
  const hadTabIndex = link.hasAttribute('tabindex');
  // No href: a link to nowhere that only acts, so a button, reachable by the keyboard.
  if (!link.hasAttribute('href')) {
    link.setAttribute('role', 'button');
    if (!hadTabIndex) link.tabIndex = 0;
  }
  const note = document.createElement('span');
  note.className = 'sharing-box__note';
  note.setAttribute('role', 'status');
  link.after(note);
  let timer = 0;
  const copy = async () => {
    const address = pageAddress();
    const copied = await copyText(address);
    clearTimeout(timer);
    note.textContent = copied ? settings.texts.copied : settings.texts.failed.replace('%s', address);
    note.classList.toggle('sharing-box__note--failed', !copied);
    // A failure keeps the address on screen; a success note goes.
    if (copied) timer = window.setTimeout(() => (note.textContent = ''), settings.copiedMs);
  };
  link.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      void copy();
    },
    { signal },
  );
  link.addEventListener(
    'keydown',
    (event) => {
      if (link.getAttribute('role') !== 'button' || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      void copy();
    },
    { signal },
  );
  return () => {
    clearTimeout(timer);
    note.remove();
    if (onclick !== null) link.setAttribute('onclick', onclick);
    if (link.getAttribute('role') === 'button') link.removeAttribute('role');
    if (!hadTabIndex) link.removeAttribute('tabindex');
  };
}
