// The shop's cart fragment, as the shop's own script fetches it to refresh the cart in the background
// (new quantity fields appear that the stepper must pick up).
import type { Backend } from '../backend';
import { cartRows } from '../cart-rows';

export default function install(backend: Backend): void {
  backend.route('GET', /^\/winkelwagen\/fragment\/$/, (request) => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: cartRows(Number(request.url.searchParams.get('extra') ?? 0)),
  }));
}
