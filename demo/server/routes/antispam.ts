// The anti-spam add-on's calls (CONTRACT-antispam.md section 2) with their real answer shapes:
// the alternative-cookie allow-list, e-mail decoding and checks, the pixel address and the admin's
// modal template. What arrived is in backend.received; what the allow-list kept is in
// backend.state.altCookies, so tests can check both.
import type { Backend, DemoRequest } from '../backend';
import { json, platformCall } from '../platform';

const hash = /^[0-9a-f]{32,128}$/;
const integer = /^-?\d+$/;

type Check = (value: unknown) => boolean;

const isHash: Check = (value) => typeof value === 'string' && hash.test(value);
const isBoolean: Check = (value) =>
  typeof value === 'boolean' ||
  value === 0 ||
  value === 1 ||
  value === '0' ||
  value === '1' ||
  value === 'true' ||
  value === 'false';
const isInteger: Check = (value) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && integer.test(value));
const isJsonText: Check = (value) => {
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};
const isUrl: Check = (value) => typeof value === 'string' && /^https?:\/\//.test(value);
const isString: Check = (value) => typeof value === 'string' || typeof value === 'number';

/** The server's allow-list for the alternative-cookie call: name → type check. */
export const altCookieAllowList: Record<string, Check> = {
  apbct_email_encoder_passed: isHash,
  ct_bot_detector_event_token: isHash,
  wordpress_apbct_antibot: isHash,
  apbct_bot_detector_exist: isBoolean,
  apbct_headless: isBoolean,
  ct_has_input_focused: isBoolean,
  ct_has_key_up: isBoolean,
  ct_has_scrolled: isBoolean,
  ct_mouse_moved: isBoolean,
  ct_gathering_loaded: isBoolean,
  apbct_force_alt_cookies: isBoolean,
  ct_ps_timestamp: isInteger,
  ct_fkp_timestamp: isInteger,
  ct_timezone: isInteger,
  apbct_anticrawler_passed: isInteger,
  apbct_antiflood_passed: isInteger,
  ct_sfw_passed: isInteger,
  ct_screen_info: isJsonText,
  apbct_visible_fields: isJsonText,
  ct_checked_emails: isJsonText,
  ct_checked_emails_exist: isJsonText,
  apbct_pixel_url: isUrl,
  ct_checkjs: isString,
  ct_sfw_pass_key: isString,
  apbct_search_form__honeypot_value: isString,
};

export interface AltCookieState {
  /** Every accepted name → value, merged over the visitor's session. */
  altCookies?: Record<string, unknown>;
  /** Names the allow-list dropped, in order. */
  altCookiesDropped?: string[];
}

/** The demo's encoded contacts: the server's encoding of each original string. */
export const encodedContacts: Record<string, { decoded: string; allowed: boolean; comment?: string }> = {
  ZW1haWw6aW5mb0BkZXNwYWFrLm5s: { decoded: 'info@despaak.nl', allowed: true },
  'dGVsOjAzMzEyMzQ1Njc=': { decoded: '+31331234567', allowed: true },
  'ZW1haWw6cHJpdmVAZGVzcGFhay5ubA==': {
    decoded: 'prive@despaak.nl',
    allowed: false,
    comment: 'Dit adres wordt alleen aan klanten getoond.',
  },
};

function parseObject(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const emailFormat = /^\S+@\S+\.\S+$/;

export default function install(backend: Backend): void {
  platformCall(backend, {
    rest: 'alt_sessions',
    action: 'apbct_alt_session__save__AJAX',
    handler: (request: DemoRequest) => {
      const cookies = parseObject(request.form.cookies);
      if (!cookies) return json({ success: false, error: 'AltSessions: cookies data is not valid JSON.' });
      const state = backend.state as AltCookieState;
      state.altCookies ??= {};
      state.altCookiesDropped ??= [];
      for (const [name, value] of Object.entries(cookies)) {
        const check = altCookieAllowList[name];
        if (check?.(value)) state.altCookies[name] = value;
        else state.altCookiesDropped.push(name);
      }
      return json({ success: true });
    },
  });

  platformCall(backend, {
    rest: 'apbct_decode_email',
    action: 'apbct_decode_email',
    handler: (request) => {
      const encoded = parseObject(request.form.encodedEmails);
      if (!encoded) return json({ success: false, data: false });
      const data = Object.values(encoded).map((value) => {
        const known = typeof value === 'string' ? encodedContacts[value] : undefined;
        return {
          encoded_email: value,
          decoded_email: known?.allowed ? known.decoded : '',
          is_allowed: Boolean(known?.allowed),
          show_comment: Boolean(known?.comment),
          comment: known?.comment ?? '',
        };
      });
      return json({ success: true, data });
    },
  });

  platformCall(backend, {
    rest: 'check_email_before_post',
    action: 'apbct_email_check_before_post',
    handler: (request) => {
      const email = request.form.email ?? '';
      if (!emailFormat.test(email)) return json({ error: 'E-mail address is not valid.' });
      return json({ result: email.endsWith('.invalid') ? 'invalid' : 'valid' });
    },
  });

  platformCall(backend, {
    rest: 'check_email_exist_post',
    handler: (request) => {
      const email = request.form.email ?? '';
      const exists = emailFormat.test(email) && !/^(nobody|bestaatniet)@/.test(email);
      return json({
        result: {
          result: exists ? 'EXISTS' : 'NOT_EXISTS',
          text_result: exists ? 'Dit e-mailadres bestaat.' : 'Dit e-mailadres bestaat niet.',
        },
      });
    },
  });

  platformCall(backend, {
    rest: 'apbct_get_pixel_url',
    action: 'apbct_get_pixel_url',
    handler: (request) => ({
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: `${request.url.origin}/assets/img/pixel.gif?visitor=${Date.now().toString(16)}`,
    }),
  });

  // Admin only: a logged-in administrator's cookie; a visitor gets the platform's "-1".
  platformCall(backend, {
    action: 'get_options_template',
    handler: (request) =>
      request.cookies.wordpress_logged_in_admin
        ? {
            headers: { 'content-type': 'text/plain; charset=utf-8' },
            body: 'Instellingen van Anti-Spam by CleanTalk: alle formulieren zijn beschermd.',
          }
        : { status: 403, body: '-1' },
  });
}
