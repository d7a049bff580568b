// Other add-ons' background calls on the accessories page (the shop's ajax add-to-cart and block
// cart, a form builder's REST route): plain answers. Form bodies are in backend.received; the
// block cart's JSON bodies are kept in backend.state.storeBodies, so tests can read them too.
import type { Backend } from '../backend';
import { json } from '../platform';

export interface StoreState {
  storeBodies?: unknown[];
}

export default function install(backend: Backend): void {
  backend.route('POST', /^\/wp-json\/wc\/store\/v1\/(cart\/add-item|batch|checkout)$/, (request) => {
    const state = backend.state as StoreState;
    state.storeBodies ??= [];
    try {
      state.storeBodies.push(JSON.parse(request.body.toString('utf8')));
    } catch {
      state.storeBodies.push(null);
    }
    return json({ route: request.match[1], items_count: 1 });
  });
  backend.route('POST', /^\/wp-json\/metform\/v1\/entries\/insert\/\d+$/, () =>
    json({ status: 1, error: [], data: { message: 'Bedankt voor je vraag.' } }),
  );
  backend.route('POST', /^\/$/, (request) =>
    request.url.searchParams.get('wc-ajax') === 'add_to_cart'
      ? json({ fragments: {}, cart_hash: 'demo' })
      : undefined,
  );
}
