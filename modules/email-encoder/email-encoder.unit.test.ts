// Decode answers of every shape, the encoded nodes of the page and what filling does, and the
// decoder's settings: SPEC timings by default, the platform's texts winning.
import { describe, expect, test } from 'vitest';
import type { Site } from '../../kernel/contract';
import { decodeOutcome } from './decode-outcome';
import { decoderSettings, emailEncoderDefaults } from './decoder-settings';
import { encodedMap, isOwnNode, pendingNodes, readableContact } from './encoded-nodes';
import { fillLink, fillNode } from './fill-nodes';

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
  // As the add-on renders them (CONTRACT-antispam.md section 4): the attribute on the link itself with
  // the obfuscated copy in its href, often an encoded span of its own inside.
  const contactPage = `
    <a id="mail" href="mailto:ve**@*****ak.nl" data-original-string="M" title="t"><span class="apbct-email-encoder" data-original-string="MS" title="t">ve<span class="apbct-blur">**</span>@<span class="apbct-blur">*****</span>ak.nl</span></a>
    <span id="plain" class="apbct-email-encoder" data-original-string="S">we<span class="apbct-blur">***</span></span>
    <a id="phone" href="tel:+31*******67" data-original-string="T"><span class="apbct-email-encoder" data-original-string="TS">+31 <span class="apbct-blur">** *** **</span> 67</span></a>
    <a id="press" href="mailto:pe**@*****ak.nl" data-original-string="P">Neem contact op met onze persafdeling</a>
    <a id="copy" href="mailto:jo***@*****ak.nl" data-original-string="C">Mail jo<span class="apbct-blur">***</span>@<span class="apbct-blur">*****</span>ak.nl gerust</a>`;
  const answer: Record<string, string> = {
    M: 'verkoop@despaak.nl',
    MS: 'verkoop@despaak.nl',
    S: 'werkplaats@despaak.nl',
    T: '+31331234567',
    TS: '+31 33 123 45 67',
    P: 'pers@despaak.nl?subject=Persvraag',
    C: 'joris@despaak.nl',
  };
  const decodedOf = (encoded: string) => answer[encoded];
  const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;

  test('every encoded node goes into the one call, spans inside links included; a span in a link is not a click target', () => {
    document.body.innerHTML = contactPage;
    const nodes = pendingNodes();
    expect(encodedMap(nodes)).toEqual({ 0: 'M', 1: 'MS', 2: 'S', 3: 'T', 4: 'TS', 5: 'P', 6: 'C' });
    expect(nodes.filter(isOwnNode).map((node) => node.id)).toEqual([
      'mail',
      'plain',
      'phone',
      'press',
      'copy',
    ]);
  });

  test('a link: href from its value, its inner span shows its own value (a readable phone number)', () => {
    document.body.innerHTML = contactPage;
    fillLink(link('mail'), answer.M!, decodedOf);
    fillLink(link('phone'), answer.T!, decodedOf);
    expect(link('mail').getAttribute('href')).toBe('mailto:verkoop@despaak.nl');
    expect(link('mail').textContent).toBe('verkoop@despaak.nl');
    expect(link('phone').getAttribute('href')).toBe('tel:+31331234567');
    expect(link('phone').textContent).toBe('+31 33 123 45 67');
    for (const id of ['mail', 'phone']) {
      expect(link(id).querySelectorAll('[data-original-string], .apbct-blur')).toHaveLength(0);
      expect(link(id).hasAttribute('data-original-string')).toBe(false);
      expect(link(id).hasAttribute('title')).toBe(false);
      expect(link(id).classList.contains('no-blur')).toBe(true);
    }
  });

  test("the author's own text stays; only the obfuscated copy of the address is replaced, also across blur pieces", () => {
    document.body.innerHTML = contactPage;
    fillLink(link('press'), answer.P!, decodedOf);
    expect(link('press').textContent).toBe('Neem contact op met onze persafdeling');
    expect(link('press').getAttribute('href')).toBe('mailto:pers@despaak.nl?subject=Persvraag');
    fillLink(link('copy'), answer.C!, decodedOf);
    expect(link('copy').textContent).toBe('Mail joris@despaak.nl gerust');
    expect(link('copy').querySelector('.apbct-blur')).toBeNull();
  });

  test('other nodes get their value as text, never HTML', () => {
    document.body.innerHTML = contactPage;
    const span = document.getElementById('plain')!;
    fillNode(span, '<img src=x onerror=alert(1)>');
    expect(span.querySelector('img')).toBeNull();
    expect(span.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(span.hasAttribute('data-original-string')).toBe(false);
    expect(readableContact('mailto:a@b.nl?subject=x')).toBe('a@b.nl');
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
