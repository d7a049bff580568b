// E-mail encoder (SPEC sections 2.1, 4 and 9): encoded contacts become keyboard-operable; a click on
// any of them decodes every encoded contact of the page in one call and walks the popup through
// waiting, then the address and 'got it' (allowed), or a message that hides (blocked, failed).
// The popup is React, loaded on the first click; the call goes through the platform-call service.

import { signalStore } from '../../antispam-platform/cookies';
import { platformClient } from '../../antispam-platform/platform-call';
import { defineModule } from '../../kernel/contract';
import { type DecodeOutcome, decodeOutcome } from './decode-outcome';
import { decoderSettings, type EmailEncoderSettings } from './decoder-settings';
import stylesheet from './email-encoder.css?url';
import {
  encodedMap,
  encodedSelector,
  isContactLink,
  isOwnNode,
  pendingNodes,
  readableContact,
} from './encoded-nodes';
import { eventEvidence } from './event-data';
import type { DecodePopupProps, PopupPhase } from './view';

declare module '../../kernel/contract' {
  interface ModuleEvents {
    'email-encoder:decoded': { outcome: DecodeOutcome['kind'] };
  }
}

interface EncoderPage extends Record<string, unknown> {
  /** A decode runs (or its popup shows): further clicks wait for it. */
  busy: boolean;
  host?: HTMLElement;
  /** The popup's renders, one after the other. */
  rendering?: Promise<void>;
}

const decodingClass = 'email-encoder--decoding';
const revealingClass = 'email-encoder--revealing';
const decodeCall = { route: 'apbct_decode_email', action: 'apbct_decode_email' } as const;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

export default defineModule<EmailEncoderSettings, undefined, EncoderPage>({
  id: 'email-encoder',
  stylesheet,
  settings: decoderSettings,
  page: () => ({ busy: false }),
  init(ctx) {
    const { settings, signal } = ctx;
    const state = ctx.page;

    const render = (props: Omit<DecodePopupProps, 'texts' | 'reducedMotion'>): Promise<void> => {
      if (!state.host) {
        state.host = document.createElement('div');
        state.host.className = 'email-encoder__host';
        document.body.append(state.host);
      }
      const host = state.host;
      document.body.classList.toggle('apbct-popup-fade', props.open);
      // The mount service comes with the first click too (a page of encoded contacts pays nothing
      // before), so renders queue one after the other: the answer's render is never overtaken by the
      // waiting phase's, whichever import settles first.
      state.rendering = (state.rendering ?? Promise.resolve())
        .catch(() => {})
        .then(async () => {
          const { mountReact } = await import('../../kernel/services/react');
          await mountReact(
            host,
            () => import('./view'),
            { ...props, texts: settings.texts, reducedMotion: ctx.viewport.reducedMotion },
            signal,
          );
        });
      return state.rendering;
    };

    async function decode(clicked: Element): Promise<void> {
      state.busy = true;
      const nodes = pendingNodes();
      for (const node of nodes) node.classList.add(decodingClass);
      const started = performance.now();
      let closed = false;
      const show = (
        phase: PopupPhase,
        extra: { address?: string; message?: string; onClose?: () => void } = {},
      ) =>
        render({
          open: true,
          phase,
          address: extra.address ?? '',
          message: extra.message ?? '',
          onClose: extra.onClose ?? close,
        });
      const finish = () => {
        state.busy = false;
        if (clicked instanceof HTMLElement && clicked.isConnected) clicked.focus();
      };
      function close(): void {
        if (closed) return;
        closed = true;
        void render({ open: false, phase: 'decoding', address: '', message: '', onClose: close });
        finish();
      }
      void show('decoding');

      const fields = {
        post_url: location.href,
        referrer: document.referrer,
        encodedEmails: encodedMap(nodes),
        ...eventEvidence(signalStore(ctx.site.platform)),
      };
      const result = await platformClient(ctx.site.platform).call({
        ...decodeCall,
        fields,
        // Admin context: the admin variant of the call, through admin-ajax (SPEC section 6).
        transport: ctx.site.platform.admin ? 'ajax' : undefined,
        signal,
      });
      if (signal.aborted) return;
      const clickedString = clicked.getAttribute('data-original-string') ?? '';
      const outcome = decodeOutcome(result.ok ? result.data : undefined, clickedString);
      if (result.ok && (result.data as { success?: unknown } | null)?.success === true) {
        // The server stops encoding contacts for a visitor holding this key (contract section 3).
        const passKey = ctx.site.platform.ctPublic?.emailEncoderPassKey;
        if (typeof passKey === 'string' && passKey)
          signalStore(ctx.site.platform).write('apbct_email_encoder_passed', passKey);
      }
      ctx.bus.emit('email-encoder:decoded', { outcome: outcome.kind });

      if (outcome.kind !== 'allowed') {
        for (const node of nodes) node.classList.remove(decodingClass);
        const { texts } = settings;
        const message =
          outcome.kind === 'blocked'
            ? [texts.blocked, outcome.comment].filter(Boolean).join(': ')
            : outcome.reason === 'decode'
              ? texts.cannotDecode
              : [texts.cannotConnect, outcome.comment].filter(Boolean).join(': ');
        await show(outcome.kind === 'blocked' ? 'blocked' : 'failed', { message });
        await wait(settings.messageHideMs, signal);
        close();
        return;
      }

      // The filling code arrives while the answer is held back and shown.
      const filling = import('./fill-nodes');
      await wait(Math.max(0, settings.resultDelayMs - (performance.now() - started)), signal);
      if (signal.aborted) return;
      const decoded = new Map(outcome.items.map((item) => [item.encoded, item]));
      const decodedOf = (encoded: string) => {
        const item = decoded.get(encoded);
        return item?.allowed && item.decoded ? item.decoded : undefined;
      };
      const fill = async () => {
        if (closed) return;
        close();
        const { fillLink, fillNode } = await filling;
        const plainNodes: [Element, string][] = [];
        for (const node of nodes) node.classList.remove(decodingClass);
        // Spans inside a link are filled with their link, each with its own value.
        for (const node of nodes.filter((candidate) => candidate.isConnected && isOwnNode(candidate))) {
          const value = decodedOf(node.getAttribute('data-original-string') ?? '');
          if (!value) continue;
          if (isContactLink(node)) fillLink(node, value, decodedOf);
          else {
            node.classList.add(revealingClass);
            plainNodes.push([node, value]);
          }
        }
        // Links work at once; text nodes unblur first and take their text after the fill delay.
        void wait(settings.fillDelayMs, signal).then(() => {
          if (signal.aborted) return;
          for (const [node, address] of plainNodes) {
            node.classList.remove(revealingClass);
            fillNode(node, address);
          }
        });
      };
      // A link the visitor clicked shows what its text shows: the number as formatted for reading.
      const shownInside = clicked.querySelector(encodedSelector)?.getAttribute('data-original-string');
      const address = readableContact((shownInside && decodedOf(shownInside)) || outcome.address);
      await show('decoded', { address, onClose: () => void fill() });
    }

    const activate = (event: Event, node: Element) => {
      event.preventDefault();
      if (state.busy) return;
      void decode(node).catch((error: unknown) => {
        state.busy = false;
        ctx.log.error('decoding failed', error);
      });
    };

    const encodedTarget = (target: EventTarget | null): Element | undefined => {
      const node = target instanceof Element ? target.closest('[data-original-string]') : null;
      if (!node) return undefined;
      const owner = node.parentElement?.closest('a[data-original-string]');
      return owner ?? node;
    };

    document.addEventListener(
      'click',
      (event) => {
        const node = encodedTarget(event.target);
        // A modified click (new tab, ...) is the visitor's own business.
        if (!node || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
          return;
        activate(event, node);
      },
      { signal },
    );
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        const node = encodedTarget(event.target);
        // Links activate on Enter by themselves (a click follows); spans acting as buttons need both keys.
        if (!node || node instanceof HTMLAnchorElement) return;
        activate(event, node);
      },
      { signal },
    );

    return () => {
      state.host?.remove();
      document.body.classList.remove('apbct-popup-fade');
    };
  },
  attach(node) {
    if (!isOwnNode(node) || node instanceof HTMLAnchorElement) return;
    // A span the server rendered becomes a button for keyboard and screen-reader users.
    node.setAttribute('role', 'button');
    node.setAttribute('tabindex', '0');
    node.setAttribute('aria-haspopup', 'dialog');
    return () => {
      node.removeAttribute('role');
      node.removeAttribute('tabindex');
      node.removeAttribute('aria-haspopup');
    };
  },
});
