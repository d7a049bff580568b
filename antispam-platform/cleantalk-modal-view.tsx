// The generic modal's view: overlay, dialog with a close button and the message. A WAI-ARIA modal
// dialog: focus moves in on open, Tab stays inside, Escape, the close button and an overlay click close.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

export interface ModalTexts {
  close: string;
  /** The dialog's accessible name. */
  label: string;
  loading: string;
}

export interface ModalViewProps {
  message: string | undefined;
  texts: ModalTexts;
  onClose: () => void;
}

const linkPattern = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/g;

/** Message text with its web addresses as links; nothing in it is ever parsed as HTML. */
export function linkify(message: string): ReactNode[] {
  return message.split(linkPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={part + String(index)} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function CleantalkModal({ message, texts, onClose }: ModalViewProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const inner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Keeps Tab inside the dialog: the close button and the message's links.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !inner.current) return;
    const focusable = [...inner.current.querySelectorAll<HTMLElement>('button, a[href]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a mouse shortcut; Escape and the button close it too
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape or the close button
    <div id="cleantalk-modal-overlay" onClick={onOverlayClick}>
      <div
        id="cleantalk-modal-inner"
        role="dialog"
        aria-modal="true"
        aria-label={texts.label}
        ref={inner}
        onKeyDown={trapTab}
      >
        <button
          id="cleantalk-modal-close"
          type="button"
          aria-label={texts.close}
          ref={closeButton}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <div id="cleantalk-modal-content" aria-live="polite">
          {message === undefined ? texts.loading : linkify(message)}
        </div>
      </div>
    </div>
  );
}
