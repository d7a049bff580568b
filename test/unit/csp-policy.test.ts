import { describe, expect, it } from 'vitest';
import { cspPolicy, defaultVideoProviderHosts, frameOrigins } from '../../demo/server/csp-policy';

describe('the strict policy', () => {
  it('allows frames from the site and from the video providers the settings name', () => {
    const policy = cspPolicy('abc', ['https://www.youtube-nocookie.com', 'https://player.vimeo.com/video/1']);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(policy).toContain("style-src 'self';");
    // The theme's markup carries style attributes (a slide's heading at display:none); stylesheets stay the site's.
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
  });

  it('keeps only origins: garbage, other schemes and injection attempts never reach the header', () => {
    expect(
      frameOrigins([
        'https://evil.example; script-src *',
        'javascript:alert(1)',
        42,
        'geen adres',
        'https://player.vimeo.com',
        'https://player.vimeo.com/',
      ]),
    ).toEqual(['https://player.vimeo.com']);
    expect(frameOrigins('https://player.vimeo.com')).toEqual([]);
    expect(cspPolicy('n', null)).toContain("frame-src 'self';");
  });

  it('names YouTube and Vimeo by default', () => {
    expect(frameOrigins(defaultVideoProviderHosts)).toEqual(defaultVideoProviderHosts);
  });
});
