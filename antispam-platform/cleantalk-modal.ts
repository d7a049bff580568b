// The generic anti-spam modal (SPEC section 2, "Generic modal"), opened with a block message or, for
// an administrator, with the content of `get_options_template`. React and the view download only
// when a modal opens. Ids and classes are the add-on's (CONTRACT-antispam.md section 4).

import { mountReact } from '../kernel/services/react';
import { loadStylesheet } from '../kernel/services/stylesheet';
import stylesheet from './cleantalk-modal.css?url';
import type { ModalTexts } from './cleantalk-modal-view';

export type { ModalTexts };

export interface ModalRequest {
  /** The text to show (links become clickable, everything else stays text). */
  message?: string;
  /** Loads the content when no message is given (admin: `get_options_template`). */
  loadContent?: () => Promise<string | undefined>;
  texts?: Partial<ModalTexts>;
}

export const defaultModalTexts: ModalTexts = {
  close: 'Sluiten',
  label: 'Melding van de anti-spambeveiliging',
  loading: 'Bezig met laden...',
};

interface OpenModal {
  container: HTMLElement;
  controller: AbortController;
  returnFocus: Element | null;
}

let current: OpenModal | undefined;

export function closeCleantalkModal(): void {
  const open = current;
  if (!open) return;
  current = undefined;
  open.controller.abort();
  open.container.remove();
  document.body.classList.remove('cleantalk-modal-opened');
  if (open.returnFocus instanceof HTMLElement && open.returnFocus.isConnected) open.returnFocus.focus();
}

/**
 * Opens the modal (or updates the open one).
 * @example
 * await openCleantalkModal({ message: 'Uw verzoek is geblokkeerd.' });
 */
export async function openCleantalkModal(request: ModalRequest): Promise<void> {
  const texts = { ...defaultModalTexts, ...request.texts };
  if (!current) {
    const container = document.createElement('div');
    container.className = 'cleantalk-modal-host';
    document.body.append(container);
    current = { container, controller: new AbortController(), returnFocus: document.activeElement };
    document.body.classList.add('cleantalk-modal-opened');
  }
  const open = current;
  await loadStylesheet(stylesheet);
  let message = request.message;
  const render = (content: string | undefined) =>
    mountReact(
      open.container,
      () => import('./cleantalk-modal-view'),
      { message: content, texts, onClose: closeCleantalkModal },
      open.controller.signal,
    );
  await render(message);
  if (!message && request.loadContent) {
    message = (await request.loadContent()) ?? '';
    if (current === open) await render(message);
  }
}
