// The anti-spam data in other add-ons' requests (SPEC section 7 notes): the listed targets get the
// no-cookie data (cookie mode `none`) or the bot-detector token, through the one request wrapper;
// add-to-cart links get them in their address on click. Blocks in the answers open the modal.
import { blockInText, reportBlock } from '../../antispam-platform/block-response';
import { addRequestHook } from '../../kernel/services/request-hooks';
import { type InjectionTarget, targetOf } from './injection-targets';
import { bodyWithFields } from './request-fields';

export interface RequestData {
  /** The no-cookie field's value, when the site uses no cookies. */
  noCookie(): string | undefined;
  /** The latest non-empty bot-detector token, when the bot detector is on. */
  token(): string | undefined;
}

/** The fields for one request; JSON bodies name the token `event_token`, as the shop's API expects. */
export function requestFields(data: RequestData, json: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  const noCookie = data.noCookie();
  if (noCookie) fields.ct_no_cookie_hidden_field = noCookie;
  const token = data.token();
  if (token) fields[json ? 'event_token' : 'ct_bot_detector_event_token'] = token;
  return fields;
}

export function injectIntoRequests(
  targets: readonly InjectionTarget[],
  data: RequestData,
  signal: AbortSignal,
): void {
  addRequestHook(
    {
      changeBody(request) {
        const target = targetOf(request, targets);
        if (!target) return undefined;
        const json = target.style === 'json' || target.style === 'json-batch';
        return bodyWithFields(request.body, requestFields(data, json), target);
      },
      // Any same-origin answer may carry a block (a form posted by ajax that the service refused).
      answer(text) {
        const block = blockInText(text);
        if (block) reportBlock(block);
      },
    },
    signal,
  );
}

/**
 * Add-to-cart links that navigate (the shop adds by ajax only when `wc_ajax_add_to_cart` is on):
 * the data goes into the link's address right before the browser follows it.
 */
export function watchAddToCartLinks(selector: string, data: RequestData, signal: AbortSignal): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      let link: HTMLAnchorElement | null = null;
      try {
        link = target.closest<HTMLAnchorElement>(selector);
      } catch {
        return;
      }
      if (!link?.href) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin) return;
      const fields = requestFields(data, false);
      if (Object.keys(fields).length === 0) return;
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      link.href = url.href;
    },
    { capture: true, signal },
  );
}
