// The theme's privacy options as a page with them on prints them (docs/theme-markup/privacy-bar.md):
// `avadaPrivacyVars` for the consent script, and the bar (`templates/privacy-bar.php`) after the
// page's footer, which the theme leaves out for a visitor whose consent cookie says the bar was
// answered. Our own Dutch texts; the embed types are the theme's identifiers.
import type { ThemeGlobal } from './theme-globals';

const cookieName = 'privacy_embeds';

export const privacyGlobal: ThemeGlobal = {
  handle: 'avada-privacy',
  name: 'avadaPrivacyVars',
  value: {
    name: cookieName,
    days: '30',
    path: '/',
    types: ['youtube', 'vimeo', 'gmaps', 'tracking'],
    defaults: [],
    button: '0',
  },
};

const choices: [id: string, label: string][] = [
  ['youtube', 'YouTube'],
  ['vimeo', 'Vimeo'],
  ['gmaps', 'Google Maps'],
];

/** The bar, as the theme prints it with its "settings" part (two columns: embeds and tracking). */
export function privacyBar(cookies: Record<string, string>): string {
  const answered = decodeURIComponent(cookies[cookieName] ?? '')
    .split(',')
    .includes('consent');
  if (answered) return '';
  const box = (id: string, label: string) =>
    `<li><label for="bar-${id}"><input name="consents[]" type="checkbox" value="${id}" id="bar-${id}"> ${label}</label></li>`;
  return `<div class="fusion-privacy-bar fusion-privacy-bar-bottom">
  <div class="fusion-privacy-bar-main">
    <span>Wij gebruiken cookies en diensten van derden, zoals YouTube en Google Maps. Lees er meer over in onze <a href="/privacy/">privacyverklaring</a>.
      <a href="#" class="fusion-privacy-bar-learn-more">Instellingen <i class="awb-icon-angle-down" aria-hidden="true"></i></a>
    </span>
    <a href="#" class="fusion-privacy-bar-acceptance fusion-button fusion-button-default fusion-button-default-size" data-alt-text="Instellingen opslaan" data-orig-text="Akkoord">Akkoord</a>
  </div>
  <div class="fusion-privacy-bar-full">
    <div class="fusion-row">
      <div class="fusion-columns row fusion-columns-2 columns columns-2">
        <div class="fusion-column col-lg-6 col-md-6 col-sm-6">
          <h4 class="column-title">Ingesloten inhoud</h4>
          <p>Video's en kaarten van andere sites laden pas als je dat hier of bij de video zelf toestaat.</p>
          <ul class="fusion-privacy-choices">${choices.map(([id, label]) => box(id, label)).join('')}</ul>
        </div>
        <div class="fusion-column col-lg-6 col-md-6 col-sm-6">
          <h4 class="column-title">Statistieken</h4>
          <p>Met je toestemming tellen we anoniem welke pagina's worden bekeken.</p>
          <ul class="fusion-privacy-choices">${box('tracking', 'Statistiekcookies')}</ul>
        </div>
      </div>
    </div>
  </div>
</div>`;
}
