// Which of other add-ons' requests carry the anti-spam data (SPEC section 7 notes). The list is
// data in the settings, so an administrator adds an add-on without a rebuild.
import type { OutgoingRequest } from '../../kernel/services/request-hooks';
import { bodyText, type FieldStyle } from './request-fields';

export interface InjectionTarget {
  /** What it is (shown in the README and in debug logs). */
  name: string;
  /** Text the request's address must contain (matched against the decoded address). */
  url?: string;
  /** Texts the request's form body must all contain, e.g. `action=mailpoet`. */
  body?: string[];
  style: FieldStyle;
  /** For `json-batch`: the path of the batched sub-requests that get the fields. */
  batchPath?: string;
}

export const defaultInjectionTargets = [
  { name: 'shop ajax add to cart', url: 'wc-ajax=add_to_cart', style: 'data-field' },
  { name: 'shop cart add-item', url: '/wc/store/v1/cart/add-item', style: 'json' },
  {
    name: 'shop batch add-item',
    url: '/wc/store/v1/batch',
    style: 'json-batch',
    batchPath: '/wc/store/v1/cart/add-item',
  },
  { name: 'shop checkout', url: '/wc/store/v1/checkout', style: 'json' },
  { name: 'form builder REST', url: '/wp-json/metform/', style: 'field' },
  { name: 'newsletter (MailPoet)', body: ['action=mailpoet'], style: 'data-field' },
  { name: 'newsletter (Constant Contact)', body: ['twt_cc_signup'], style: 'data-field' },
  {
    name: 'registration',
    body: ['action=user_registration', 'ur_frontend_form_nonce'],
    style: 'data-field',
  },
  { name: 'comment (activity)', body: ['action=new_activity_comment'], style: 'data-field' },
  { name: 'contact message', body: ['action=happyforms_message'], style: 'data-field' },
  { name: 'booking', body: ['action=bookingpress_front_save_appointment_booking'], style: 'field' },
  { name: 'file upload', body: ['action=wfu_ajax_action_ask_server'], style: 'data-field' },
  { name: 'stock subscription', body: ['action=cwginstock_product_subscribe'], style: 'field' },
] satisfies InjectionTarget[];

const styles = new Set<FieldStyle>(['field', 'data-field', 'json', 'json-batch']);

/** Keeps the well-formed entries of an administrator's list. */
export function cleanTargets(list: unknown): InjectionTarget[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (target): target is InjectionTarget =>
      typeof target === 'object' &&
      target !== null &&
      typeof target.name === 'string' &&
      styles.has(target.style) &&
      (typeof target.url === 'string' || Array.isArray(target.body)) &&
      (target.body === undefined || target.body.every((part: unknown) => typeof part === 'string')),
  );
}

function decoded(url: URL): string {
  try {
    return decodeURIComponent(url.href);
  } catch {
    return url.href;
  }
}

/**
 * The target this request is, if any: only the site's own requests that send a body.
 * Matching is by substring, as the add-ons' addresses differ per site (`?rest_route=` or `/wp-json/`).
 */
export function targetOf(request: OutgoingRequest, targets: readonly InjectionTarget[]) {
  if (request.url.origin !== location.origin) return undefined;
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const address = decoded(request.url);
  let text: string | undefined;
  return targets.find((target) => {
    if (target.url && !address.includes(target.url)) return false;
    if (target.body?.length) {
      text ??= bodyText(request.body);
      return target.body.every((part) => text!.includes(part));
    }
    return true;
  });
}
