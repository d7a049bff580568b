// The e-mail encoder's server half (CONTRACT-antispam.md sections 2 and 4): the back end holds a key
// and, on pages whose header says `"encodeContacts": true`, encodes the contacts in the page's
// content as the add-on does: a `mailto:`/`tel:` link gets `data-original-string` and `title` on the
// link itself with the obfuscated copy in its href (`mailto:ve**@****ak.nl`); plain addresses and
// phone numbers in text (also a link's own copy, or its number formatted for reading) become
// `span.apbct-email-encoder` with blurred pieces. It decodes `apbct_decode_email` calls as the add-on
// answers them, allowing some contacts and blocking others with a comment. Tests switch it to failing
// with `backend.state.emailDecoderFailure = '<comment>'`. The file name sorts before antispam.ts on
// purpose: routes install in name order and the first registration of a call answers it, so this
// decoder replaces the fixed table there (whose strings it still understands).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Backend, DemoRequest } from '../backend';
import { cspPolicy } from '../csp-policy';
import { findPage, type Page, renderPage } from '../pages';
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
  return /^[\p{L}\p{N}@.+\-_ ()?&=%]+$/u.test(text) ? text : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const stars = (text: string) => '*'.repeat(text.length);

/** The add-on's obfuscation: the first two characters of the name and the last two of the domain stay. */
function emailChunks(address: string) {
  const [user = '', host = ''] = address.split('@');
  const dot = host.lastIndexOf('.');
  const domain = dot > 0 ? host.slice(0, dot) : host;
  const tld = dot > 0 ? host.slice(dot) : '';
  const keepUser = user.length > 2 ? user.slice(0, 2) : '';
  const keepDomain = domain.length > 2 ? domain.slice(-2) : '';
  return {
    keepUser,
    hiddenUser: stars(user.slice(keepUser.length)),
    hiddenDomain: stars(domain.slice(0, domain.length - keepDomain.length)),
    keepDomain,
    tld,
  };
}

export function obfuscatedEmail(address: string): string {
  const c = emailChunks(address);
  return `${c.keepUser}${c.hiddenUser}@${c.hiddenDomain}${c.keepDomain}${c.tld}`;
}

function blurredEmail(address: string): string {
  const c = emailChunks(address);
  const blur = (text: string) => `<span class="apbct-blur">${text}</span>`;
  return `${escapeHtml(c.keepUser)}${blur(c.hiddenUser)}@${blur(c.hiddenDomain)}${escapeHtml(c.keepDomain + c.tld)}`;
}

/** A phone number keeps its plus, the first two and the last two digits; separators stay. */
export function obfuscatedPhone(number: string): string {
  const digits = number.replace(/\D/g, '').length;
  let seen = 0;
  return number.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 2 || seen > digits - 2 ? digit : '*';
  });
}

function blurredPhone(number: string): string {
  return escapeHtml(obfuscatedPhone(number)).replace(
    /\*[*\s]*\*|\*/g,
    (run) => `<span class="apbct-blur">${run}</span>`,
  );
}

function encodedSpan(original: string, shown: string): string {
  return `<span data-original-string='${encodeContact(original)}' class='apbct-email-encoder' title='${titleText}'>${shown}</span>`;
}

const emailPattern = /\b[\w.-]+@[\w.-]+\.[A-Za-z]{2,}\b/g;
const phonePattern = /\+[\s-]?\(?\d[\d\s\-()]{7,}\d/g;

/** A link's href as the add-on rewrites it: the obfuscated copy, the original encoded on the link. */
function encodedHref(tag: string): string {
  return tag.replace(
    /href=(["'])(mailto|tel):([^"']+)\1/i,
    (whole, quote: string, scheme: string, value: string) => {
      const lower = scheme.toLowerCase();
      if (lower === 'tel' && !/^\+\d{8,12}$/.test(value)) return whole;
      const shown =
        lower === 'mailto'
          ? value.replace(emailPattern, (address) => obfuscatedEmail(address)).split('?')[0]
          : obfuscatedPhone(value);
      return `href=${quote}${lower}:${shown}${quote} data-original-string=${quote}${encodeContact(value)}${quote} title=${quote}${titleText}${quote}`;
    },
  );
}

function encodedText(text: string): string {
  return text
    .replace(emailPattern, (address) => encodedSpan(address, blurredEmail(address)))
    .replace(phonePattern, (number) => {
      const digits = number.replace(/\D/g, '').length;
      return digits < 8 || digits > 12 ? number : encodedSpan(number, blurredPhone(number));
    });
}

/** The add-on's pass over a page's content: tags and text apart, never inside scripts or styles. */
export function encodeContent(html: string): string {
  let skipping = false;
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(script|style|textarea)\b/i.test(part)) skipping = true;
        else if (/^<\/(script|style|textarea)>/i.test(part)) skipping = false;
        return /^<a\s/i.test(part) ? encodedHref(part) : part;
      }
      return skipping ? part : encodedText(part);
    })
    .join('');
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
    const address = decoded?.split('?')[0] ?? '';
    const comment = decoded ? blockedContacts[address] : 'Onbekende versleuteling.';
    return {
      encoded_email: encodedEmail,
      // The add-on strips markup from what it decoded (links excepted); ours never holds any.
      decoded_email: decoded && !comment ? decoded : '',
      is_allowed: Boolean(decoded && !comment),
      show_comment: Boolean(comment),
      comment: comment ?? '',
    };
  });
  return json({ success: true, data });
}

/** Pages whose header asks for it: `"encodeContacts": true`. */
function encodesContacts(page: Page | undefined): page is Page {
  return Boolean((page?.meta as { encodeContacts?: boolean } | undefined)?.encodeContacts);
}

export default function install(backend: Backend): void {
  platformCall(backend, {
    rest: 'apbct_decode_email',
    action: 'apbct_decode_email',
    handler: (request) => decodeAnswer(request, backend),
  });

  // The contacts are encoded afresh for every visit (also under /csp/, with the strict policy); a
  // visitor holding the pass cookie gets them in the clear, as the add-on does.
  backend.route('GET', /^(\/csp)?(\/(?!wp-json|wp-admin|dist|assets|__test|csp\/).*)/, (request) => {
    const csp = Boolean(request.match[1]);
    const page = findPage(request.match[2]!);
    if (!encodesContacts(page)) return undefined;
    const plain = request.cookies.apbct_email_encoder_passed === passKey;
    const { html, nonce, settings } = renderPage(
      { ...page, content: plain ? page.content : encodeContent(page.content) },
      { backend, origin: request.url.origin, query: request.url.searchParams, csp, distPath: '/dist/' },
    );
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (csp) headers['content-security-policy'] = cspPolicy(nonce, settings.videoProviderHosts);
    return { headers, body: html };
  });
}
