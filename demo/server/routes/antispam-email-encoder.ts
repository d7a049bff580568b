// The e-mail encoder's server half (CONTRACT-antispam.md sections 2 and 4): the back end holds a key,
// encodes the contacts of the demo pages itself (`<!--encode:mailto adres-->`, `<!--encode:email adres-->`,
// `<!--encode:tel nummer|zoals getoond-->` in a page's source), and decodes `apbct_decode_email`
// calls, allowing some contacts and blocking others with a comment. Tests switch it to failing with
// `backend.state.emailDecoderFailure = '<comment>'`. The file name sorts before antispam.ts on
// purpose: routes install in name order and the first registration of a call answers it, so this
// decoder replaces the fixed table there (whose strings it still understands).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Backend, DemoRequest } from '../backend';
import { findPage, renderPage } from '../pages';
import { json, platformCall } from '../platform';
import { encodedContacts } from './antispam';

const key = createHash('sha256').update('voorkant-demo e-mail encoder key').digest();

/** Contacts the server will not reveal, with the comment it gives (shown to the visitor as text). */
export const blockedContacts: Record<string, string> = {
  'directie@despaak.nl': 'Dit adres is alleen zichtbaar voor klanten met een account. <b>Log eerst in.</b>',
};

/** The pass key the page prints as ctPublic.emailEncoderPassKey (demo/server/pages.ts). */
const passKey = 'a3f1c9e2b7d44c0e9a8b6f5d3c2e1f0a';

export const titleText = 'Dit contactgegeven is versleuteld tegen spam. Klik om het te tonen.';

export function encodeContact(original: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-ctr', key, iv);
  return Buffer.concat([iv, cipher.update(original, 'utf8'), cipher.final()]).toString('base64');
}

export function decodeContact(encoded: string): string | undefined {
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length < 17) return undefined;
  const decipher = createDecipheriv('aes-256-ctr', key, raw.subarray(0, 16));
  const text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  // A string that was never ours decodes to noise: only printable contacts count.
  return /^[\p{L}\p{N}@.+\-_ ()]+$/u.test(text) ? text : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `jan@despaak.nl` → `ja<blur>*</blur>@<blur>****</blur>ak.nl`, as the add-on obfuscates. */
function obfuscatedEmail(address: string): string {
  const [user = '', domain = ''] = address.split('@');
  const blur = (text: string) => `<span class="apbct-blur">${'*'.repeat(Math.max(text.length, 1))}</span>`;
  const keepUser = user.slice(0, 2);
  const keepDomain = domain.slice(-5);
  return `${escapeHtml(keepUser)}${blur(user.slice(2))}@${blur(domain.slice(0, -5))}${escapeHtml(keepDomain)}`;
}

function obfuscatedPhone(shown: string): string {
  const keep = 4;
  return `${escapeHtml(shown.slice(0, keep))}<span class="apbct-blur">${shown
    .slice(keep, -2)
    .replace(/\d/g, '*')}</span>${escapeHtml(shown.slice(-2))}`;
}

const marker = /<!--encode:(mailto|email|tel) ([^|>]+?)(?:\|([^>]+?))?-->/g;

/** The server's rendering of one marker: a span for a plain address, the attribute on the link itself for mailto/tel. */
export function encodedMarkup(kind: string, original: string, shown = original, plain = false): string {
  if (plain) {
    if (kind === 'mailto') return `<a href="mailto:${escapeHtml(original)}">${escapeHtml(original)}</a>`;
    if (kind === 'tel') return `<a href="tel:${escapeHtml(original)}">${escapeHtml(shown)}</a>`;
    return escapeHtml(original);
  }
  const attributes = `data-original-string="${encodeContact(original)}" title="${titleText}"`;
  if (kind === 'mailto')
    return `<a href="mailto:" class="apbct-email-encoder" ${attributes}><span class="apbct-email-encoder" ${attributes}>${obfuscatedEmail(original)}</span></a>`;
  if (kind === 'tel')
    return `<a href="tel:" class="apbct-email-encoder" ${attributes}>${obfuscatedPhone(shown)}</a>`;
  return `<span class="apbct-email-encoder" ${attributes}>${obfuscatedEmail(original)}</span>`;
}

function decodeAnswer(request: DemoRequest, backend: Backend) {
  const failure = backend.state.emailDecoderFailure;
  if (typeof failure === 'string') return json({ success: false, data: { comment: failure } });
  let encoded: Record<string, unknown>;
  try {
    encoded = JSON.parse(request.form.encodedEmails ?? '');
  } catch {
    return json({ success: false, data: false });
  }
  if (typeof encoded !== 'object' || encoded === null) return json({ success: false, data: false });
  const data = Object.values(encoded).map((value) => {
    const encodedEmail = String(value);
    const fixed = encodedContacts[encodedEmail];
    if (fixed)
      return {
        encoded_email: encodedEmail,
        decoded_email: fixed.allowed ? fixed.decoded : '',
        is_allowed: fixed.allowed,
        show_comment: Boolean(fixed.comment),
        comment: fixed.comment ?? '',
      };
    const decoded = decodeContact(encodedEmail);
    const comment = decoded ? blockedContacts[decoded] : 'Onbekende versleuteling.';
    return {
      encoded_email: encodedEmail,
      decoded_email: decoded && !comment ? decoded : '',
      is_allowed: Boolean(decoded && !comment),
      show_comment: Boolean(comment),
      comment: comment ?? '',
    };
  });
  return json({ success: true, data });
}

export default function install(backend: Backend): void {
  platformCall({
    rest: 'apbct_decode_email',
    action: 'apbct_decode_email',
    handler: (request) => decodeAnswer(request, backend),
  });

  // Pages whose source holds encode markers are rendered here, with fresh encoded strings; a visitor
  // holding the pass cookie gets the contacts in the clear, as the add-on does.
  backend.route('GET', /^\/(?!wp-json|wp-admin|dist|assets|__test|csp\/).*/, (request) => {
    const page = findPage(request.url.pathname);
    if (!page || !page.content.includes('<!--encode:')) return undefined;
    const plain = request.cookies.apbct_email_encoder_passed === passKey;
    const { html } = renderPage(
      {
        ...page,
        content: page.content.replace(marker, (_, kind, original, shown) =>
          encodedMarkup(kind, original, shown, plain),
        ),
      },
      {
        backend,
        origin: request.url.origin,
        query: request.url.searchParams,
        csp: false,
        distPath: '/dist/',
      },
    );
    return {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: html,
    };
  });
}
