// The decoding popup (SPEC section 2.1): a modal dialog with the heading, the wait text and the
// progress animation, then the decoded contact (a click selects it) and 'got it', or the refusal or
// failure message. Focus moves in and stays in; Escape and the button close it. Texts go in as text.
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import type { DecoderTexts } from './decoder-settings';

export type PopupPhase = 'decoding' | 'decoded' | 'blocked' | 'failed';

export interface DecodePopupProps {
  open: boolean;
  phase: PopupPhase;
  /** The decoded contact (phase `decoded`). */
  address: string;
  /** The refusal or failure line (phases `blocked` and `failed`). */
  message: string;
  texts: DecoderTexts;
  reducedMotion: boolean;
  onClose(): void;
}

function selectWhole(event: MouseEvent<HTMLElement>): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(event.currentTarget);
  selection.removeAllRanges();
  selection.addRange(range);
}

export default function DecodePopup(props: DecodePopupProps) {
  const { open, phase, texts } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const gotIt = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // The dialog takes focus when it opens; the button when the address is there to act on.
    (phase === 'decoded' ? gotIt.current : dialog.current)?.focus();
  }, [open, phase]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    } else if (event.key === 'Tab') {
      // Modal: focus stays inside; there is at most one control to land on.
      event.preventDefault();
      (gotIt.current ?? dialog.current)?.focus();
    }
  };

  return (
    <div
      id="apbct_popup"
      className={`apbct-popup apbct-email-encoder-popup email-encoder__popup--${phase}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="apbct_popup_title"
      aria-describedby="apbct_popup_status"
      tabIndex={-1}
      ref={dialog}
      onKeyDown={onKeyDown}
    >
      <h2 id="apbct_popup_title" className="email-encoder__title">
        {texts.decoder}
      </h2>
      <div id="apbct_popup_status" className="email-encoder__status" role="status">
        {phase === 'decoding' && (
          <>
            <p className="apbct-email-encoder-elements_center">{texts.waitForDecoding}</p>
            <p className="email-encoder__progress">
              <span
                className={`email-encoder__animation${props.reducedMotion ? ' email-encoder__animation--still' : ''}`}
                aria-hidden="true"
              >
                <span />
                <span />
                <span />
              </span>
              {texts.decodingProcess}
            </p>
          </>
        )}
        {phase === 'decoded' && (
          <>
            <p>{texts.originalEmail}</p>
            <p>
              {/* biome-ignore lint/a11y: selecting by click is a mouse convenience; keyboard users select text as usual */}
              <span
                className="apbct-email-encoder-select-whole-email email-encoder__address"
                title={texts.clickToSelect}
                onClick={selectWhole}
              >
                {props.address}
              </span>
            </p>
            <p className="email-encoder__hint">{texts.clickToSelect}</p>
          </>
        )}
        {(phase === 'blocked' || phase === 'failed') && (
          <p className="email-encoder__message">{props.message}</p>
        )}
      </div>
      {phase === 'decoded' && (
        <button type="button" className="email-encoder__got-it button" ref={gotIt} onClick={props.onClose}>
          {texts.gotIt}
        </button>
      )}
    </div>
  );
}
