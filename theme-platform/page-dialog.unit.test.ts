import { describe, expect, test, vi } from 'vitest';
import { openPageDialog } from './page-dialog';

function page() {
  document.body.innerHTML = `
    <div id="wrapper"><main><button id="opener">Open</button><p>Tekst</p>
      <div id="dialog" tabindex="-1"><button id="first">Eerste</button><a id="last" href="#x">Laatste</a></div>
    </main><footer id="footer"><a href="#f">Voet</a></footer></div>
    <script id="script"></script>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return get;
}

describe('page dialog (WAI-ARIA dialog over server markup)', () => {
  test('a modal dialog makes everything outside it inert, and gives it all back on release', () => {
    const get = page();
    get('opener').focus();
    const open = openPageDialog({ dialog: get('dialog'), modal: true });
    expect(document.activeElement).toBe(get('dialog'));
    expect(get('opener').inert).toBe(true);
    expect(get('footer').inert).toBe(true);
    expect(get('dialog').inert).toBe(false);
    expect(get('dialog').closest('[inert]')).toBeNull();
    expect(get('script').inert).toBe(false);
    open.release();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(get('opener'));
  });

  test('an element that was inert before stays inert after release', () => {
    const get = page();
    get('footer').inert = true;
    openPageDialog({ dialog: get('dialog'), modal: true }).release();
    expect(get('footer').inert).toBe(true);
  });

  test('a non-modal dialog leaves the page usable; Escape goes to the top dialog only', () => {
    const get = page();
    const lower = vi.fn();
    const upper = vi.fn();
    const first = openPageDialog({ dialog: get('dialog'), modal: false, onEscape: lower });
    expect(document.querySelector('[inert]')).toBeNull();
    const second = openPageDialog({ dialog: get('first'), modal: false, onEscape: upper });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(upper).toHaveBeenCalledTimes(1);
    expect(lower).not.toHaveBeenCalled();
    second.release();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(lower).toHaveBeenCalledTimes(1);
    first.release();
  });
});
