// The checkout's delivery times, as the shipping calculator fetches them in the background: a
// heading (responsive headings recalculate after it) and the calculator's region select (it gets the
// theme's drop-down arrow, `.cart-collaterals select#calc_shipping_state`).
import type { Backend } from '../backend';

export default function install(backend: Backend): void {
  backend.route('GET', /^\/afrekenen\/levertijden\/$/, () => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<h3 class="shipping-times-title">Levertijden</h3>
<p>Bezorging in 1 tot 2 werkdagen; kies je regio voor de precieze dag.</p>
<p class="form-row form-row-wide" id="calc_shipping_state_field"><label for="calc_shipping_state">Regio</label>
<select id="calc_shipping_state" name="calc_shipping_state" class="state_select"><option>Utrecht</option><option>Noord-Holland</option><option>Zuid-Holland</option></select></p>`,
  }));
}
