// Decode answers of every shape, the encoded nodes of the page and what filling does, and the
// decoder's settings: SPEC timings by default, the platform's texts winning.
import { describe, expect, test } from 'vitest';
import type { Site } from '../../kernel/contract';
import { decodeOutcome } from './decode-outcome';
import { decoderSettings, emailEncoderDefaults } from './decoder-settings';
import { contactHref, encodedMap, fillNode, pendingNodes } from './encoded-nodes';

function site(ctPublicFunctions?: Record<string, unknown>, settings?: unknown): Site {
  return {
    platform: { ctPublicFunctions, admin: false },
    settings: { 'email-encoder': settings },
    kernel: {
      modules: {},
      debug: false,
      breakpoints: { small: 640, medium: 1125 },
      resizeDebounceMs: 250,
      editorMarker: '',
      adminGlobals: [],
      takeover: true,
      safetyNetMs: 5000,
    },
    editor: false,
  };
}

describe('decode outcome', () => {
  const item = (encoded: string, decoded: string, allowed: boolean, comment = '') => ({
    encoded_email: encoded,
    decoded_email: decoded,
    is_allowed: allowed,
    show_comment: Boolean(comment),
    comment,
  });

  test("allowed: the clicked node's address, with every item for the fill", () => {
    const outcome = decodeOutcome(
      { success: true, data: [item('A', 'a@x.nl', true), item('B', '', false, 'nee')] },
      'A',
    );
    expect(outcome).toMatchObject({ kind: 'allowed', address: 'a@x.nl' });
    expect(outcome.kind === 'allowed' && outcome.items).toHaveLength(2);
  });

  test('blocked: success but not allowed carries the comment; a hidden comment is dropped', () => {
    expect(
      decodeOutcome({ success: true, data: [item('B', '', false, 'Alleen voor klanten')] }, 'B'),
    ).toMatchObject({
      kind: 'blocked',
      comment: 'Alleen voor klanten',
    });
    const hidden = { ...item('B', '', false, 'geheim'), show_comment: false };
    expect(decodeOutcome({ success: true, data: [hidden] }, 'B')).toMatchObject({
      kind: 'blocked',
      comment: '',
    });
  });

  test('failed: no answer, success false (with its comment), data false, or nothing for the clicked node', () => {
    expect(decodeOutcome(undefined, 'A')).toEqual({ kind: 'failed', reason: 'connect', comment: '' });
    expect(decodeOutcome({ success: false, data: { comment: 'Sleutel verlopen' } }, 'A')).toEqual({
      kind: 'failed',
      reason: 'connect',
      comment: 'Sleutel verlopen',
    });
    expect(decodeOutcome({ success: true, data: false }, 'A')).toMatchObject({
      kind: 'failed',
      reason: 'decode',
    });
    expect(
      decodeOutcome({ success: true, data: [item('X', 'x@x.nl', true), item('Y', 'y@y.nl', true)] }, 'A'),
    ).toMatchObject({
      kind: 'failed',
      reason: 'decode',
    });
    expect(decodeOutcome('<html>', 'A')).toMatchObject({ kind: 'failed' });
  });
});

describe('encoded nodes', () => {
  test('a span inside an encoded link belongs to the link; the map is indexed in page order', () => {
    document.body.innerHTML = `
      <a href="mailto:" data-original-string="M"><span class="apbct-email-encoder" data-original-string="M">ve<span class="apbct-blur">**</span></span></a>
      <span class="apbct-email-encoder" data-original-string="S">we<span class="apbct-blur">***</span></span>
      <a href="tel:" data-original-string="T">033 <span class="apbct-blur">***</span></a>`;
    const nodes = pendingNodes();
    expect(nodes.map((node) => node.localName)).toEqual(['a', 'span', 'a']);
    expect(encodedMap(nodes)).toEqual({ 0: 'M', 1: 'S', 2: 'T' });
  });

  test('filling puts text, never HTML, and rewrites mailto and tel targets', () => {
    document.body.innerHTML = `<a href="mailto:" data-original-string="M" title="t">x<span class="apbct-blur">*</span></a>
      <a href="tel:" data-original-string="T">0<span class="apbct-blur">*</span></a><span data-original-string="S">s</span>`;
    const [mail, phone, span] = pendingNodes() as [HTMLAnchorElement, HTMLAnchorElement, HTMLElement];
    fillNode(mail, 'verkoop@despaak.nl');
    fillNode(phone, '+31 33 123 45 67');
    fillNode(span, '<img src=x onerror=alert(1)>');
    expect(mail.getAttribute('href')).toBe('mailto:verkoop@despaak.nl');
    expect(mail.hasAttribute('data-original-string')).toBe(false);
    expect(mail.hasAttribute('title')).toBe(false);
    expect(mail.classList.contains('no-blur')).toBe(true);
    expect(phone.getAttribute('href')).toBe('tel:+31331234567');
    expect(span.querySelector('img')).toBeNull();
    expect(span.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(pendingNodes()).toHaveLength(0);
    const link = document.createElement('a');
    link.setAttribute('href', 'mailto:');
    expect(contactHref(link, 'mailto:a@b.nl')).toBe('mailto:a@b.nl');
  });
});

describe('decoder settings', () => {
  test('SPEC timings and Dutch texts by default', () => {
    const settings = decoderSettings(site());
    expect(settings.resultDelayMs).toBe(3000);
    expect(settings.fillDelayMs).toBe(2000);
    expect(settings.messageHideMs).toBe(3000);
    expect(settings.texts).toEqual(emailEncoderDefaults.texts);
  });

  test("the platform's text__ee_* texts win; an empty one keeps the default", () => {
    const settings = decoderSettings(
      site({ text__ee_got_it: 'Oké', text__ee_blocked: '' }, { resultDelayMs: '500' }),
    );
    expect(settings.texts.gotIt).toBe('Oké');
    expect(settings.texts.blocked).toBe('Geblokkeerd');
    expect(settings.resultDelayMs).toBe(500);
  });
});
