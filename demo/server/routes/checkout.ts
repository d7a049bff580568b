// The checkout's delivery times, as the shipping calculator fetches them in the background: a
// heading (responsive headings recalculate after it) and a select (it gets the drop-down arrow).
import type { Backend } from '../backend';

export default function install(backend: Backend): void {
  backend.route('GET', /^\/afrekenen\/levertijden\/$/, () => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<h3 class="shipping-times-title">Levertijden</h3>
<p><label for="calc_delivery_day">Bezorgdag</label>
<select id="calc_delivery_day" name="delivery_day"><option>Morgen</option><option>Overmorgen</option><option>Zaterdag</option></select></p>`,
  }));
}
