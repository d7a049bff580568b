// Content the lightbox fetches for an ajax item (`data-type="ajax"`): an HTML page whose <main> is
// shown in the lightbox, as the site's own server would answer.
import type { Backend } from '../backend';

const rates = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Tarieven werkplaats</title></head>
<body><main>
<h2>Tarieven van de werkplaats</h2>
<table>
  <caption>Prijzen inclusief btw, exclusief onderdelen</caption>
  <thead><tr><th scope="col">Klus</th><th scope="col">Prijs</th></tr></thead>
  <tbody>
    <tr><td>Kleine beurt</td><td>€ 49</td></tr>
    <tr><td>Grote beurt</td><td>€ 119</td></tr>
    <tr><td>Band plakken</td><td>€ 15</td></tr>
  </tbody>
</table>
<p>Afspraak maken? <a href="/contact/">Neem contact op</a>.</p>
<script>document.title = 'mag niet draaien';</script>
</main></body></html>`;

export default function install(backend: Backend): void {
  backend.route('GET', /^\/werkplaats\/tarieven\/?$/, () => ({
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: rates,
  }));
}
