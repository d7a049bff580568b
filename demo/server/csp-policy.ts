// The strict Content-Security-Policy the site may run (issue 10): scripts only from the site or with
// the response's nonce, stylesheets and images from the site only, and frames from the site plus the
// video providers the site's settings name (`videoProviderHosts`). Style attributes are allowed: the
// theme's own server markup carries them (THEME-MARKUP.md: a slide's heading printed at
// `display: none`, a background video at `opacity:0`, hidden tab panes), so a site running Avada
// cannot forbid them; Voorkant's code never writes one (it sets styles through the CSSOM). Hosts come from settings, which
// an administrator types, so each is parsed as a URL and only its origin goes into the header:
// nothing else (a quote, a semicolon, a path) can reach the policy.

/** The providers an embedded video may come from, unless the site's settings say otherwise. */
export const defaultVideoProviderHosts = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** The web origins among `hosts`; anything that is not an http(s) address is left out. */
export function frameOrigins(hosts: unknown): string[] {
  if (!Array.isArray(hosts)) return [];
  const origins = new Set<string>();
  for (const host of hosts) {
    if (typeof host !== 'string') continue;
    try {
      const url = new URL(host);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {}
  }
  return [...origins];
}

export function cspPolicy(nonce: string, videoProviderHosts: unknown): string {
  const frames = ["'self'", ...frameOrigins(videoProviderHosts)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-src ${frames}`,
    "media-src 'self'",
  ].join('; ');
}
