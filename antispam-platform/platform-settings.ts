// The anti-spam add-on's printed globals (CONTRACT-antispam.md section 1), coerced once into typed
// values. Every key is optional (block pages print a cut-down pair); flags come as "0"/"1", 0/1 or
// booleans. The globals themselves are never written back.
import { toFlag } from '../kernel/coerce';
import { toText } from '../kernel/coerce-text';
import type { PlatformGlobals } from '../kernel/contract';

export type CookiesType = 'none' | 'native' | 'alternative';
export type AjaxType = 'rest' | 'admin_ajax';

export interface AntispamPlatform {
  admin: boolean;
  ajaxNonce: string;
  restNonce: string;
  ajaxUrl: string;
  restUrl: string;
  cookiesType: CookiesType;
  ajaxType: AjaxType;
  cookiePrefix: string;
  botDetectorEnabled: boolean;
  pixelEnabled: boolean;
  checkjsKey: string;
  /**
   * The raw globals, for what a module reads itself: texts (decoder texts, badge phrases), and the
   * switches and values only a part that downloads later reads (the search test, the e-mail checks,
   * the printed pixel address), read there: here they cost every page with the add-on its bytes.
   */
  ctPublic: Readonly<Record<string, unknown>>;
  ctPublicFunctions: Readonly<Record<string, unknown>>;
}

const cache = new WeakMap<PlatformGlobals, AntispamPlatform>();

function text(value: unknown, fallback = ''): string {
  return toText(value) ?? fallback;
}

function flag(value: unknown): boolean {
  return toFlag(value) ?? false;
}

/**
 * Reads the platform's globals from `site.platform` (cached per site object).
 * @example
 * const platform = antispamPlatform(ctx.site.platform);
 * if (platform.cookiesType === 'none') addNoCookieField(form);
 */
export function antispamPlatform(globals: PlatformGlobals): AntispamPlatform {
  const cached = cache.get(globals);
  if (cached) return cached;
  const pub = globals.ctPublic ?? {};
  const fns = globals.ctPublicFunctions ?? {};
  const cookies = text(fns.data__cookies_type ?? pub.data__cookies_type, 'native');
  const platform: AntispamPlatform = {
    admin: globals.admin,
    ajaxNonce: text(fns._ajax_nonce ?? pub._ajax_nonce),
    restNonce: text(fns._rest_nonce),
    ajaxUrl: text(fns._ajax_url, '/wp-admin/admin-ajax.php'),
    restUrl: text(fns._rest_url, '/wp-json/'),
    cookiesType: cookies === 'none' || cookies === 'alternative' ? cookies : 'native',
    ajaxType: text(fns.data__ajax_type) === 'admin_ajax' ? 'admin_ajax' : 'rest',
    cookiePrefix: text(fns.cookiePrefix),
    botDetectorEnabled: flag(fns.bot_detector_enabled ?? pub.bot_detector_enabled),
    pixelEnabled: flag(pub.pixel__enabled),
    checkjsKey: text(pub.ct_checkjs_key),
    ctPublic: pub,
    ctPublicFunctions: fns,
  };
  cache.set(globals, platform);
  return platform;
}
