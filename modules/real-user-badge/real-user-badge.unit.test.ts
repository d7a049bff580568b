// Which authors get a badge, and where the badge's texts and timings come from.
import { describe, expect, test } from 'vitest';
import type { Site } from '../../kernel/contract';
import { authorName, isRealUserAuthor } from './author-element';
import { badgeSettings, realUserBadgeDefaults } from './badge-settings';

function site(parts: { ctPublic?: Record<string, unknown>; settings?: unknown; admin?: boolean }): Site {
  return {
    platform: { ctPublic: parts.ctPublic, admin: parts.admin ?? false },
    settings: { 'real-user-badge': parts.settings },
    kernel: {
      modules: {},
      debug: false,
      breakpoints: { small: 640, medium: 1125 },
      resizeDebounceMs: 250,
      editorMarker: '',
      adminGlobals: [],
      takeover: true,
      safetyNetMs: 5000,
    },
    editor: false,
  };
}

describe('author elements', () => {
  test('only the author of a marked entry, not of a reply under it, and never the date line', () => {
    document.body.innerHTML = `
      <ol><li class="comment apbct-trp"><article class="comment-body">
        <div class="comment-author" id="a"><b class="fn">Marieke</b></div>
        <div class="comment-author" id="meta"><span class="comment-metadata">3 november</span></div></article>
        <ol class="children"><li class="comment"><article class="comment-body">
          <div class="comment-author" id="reply"><b class="fn">Kees</b></div></article></li></ol>
      </li>
      <li class="review apbct-trp"><p class="meta"><strong class="woocommerce-review__author" id="review">Ahmed</strong></p></li>
      <li class="comment apbct-trp"><article class="comment-body"><div class="comment-author" id="outer">
        <a class="comment-author-link" id="inner" href="#">Sanne</a></div></article></li></ol>`;
    const byId = (id: string) => document.getElementById(id)!;
    expect(isRealUserAuthor(byId('a'))).toBe(true);
    expect(isRealUserAuthor(byId('meta'))).toBe(false);
    expect(isRealUserAuthor(byId('reply'))).toBe(false);
    expect(isRealUserAuthor(byId('review'))).toBe(true);
    expect(isRealUserAuthor(byId('outer'))).toBe(true);
    expect(isRealUserAuthor(byId('inner'))).toBe(false);
    expect(authorName(byId('a'))).toBe('Marieke');
    expect(authorName(byId('outer'))).toBe('Sanne');
  });
});

describe('badge settings', () => {
  test('Dutch defaults and the SPEC timings when nothing is printed', () => {
    const settings = badgeSettings(site({}));
    expect(settings.hideAfterMouseLeaveMs).toBe(1000);
    expect(settings.hideAfterTouchMs).toBe(3000);
    expect(settings.texts).toEqual(realUserBadgeDefaults.texts);
    expect(settings.admin).toBe(false);
  });

  test("the platform's phrases and link win; Voorkant's slice sets timings; bad values fall back", () => {
    const settings = badgeSettings(
      site({
        admin: true,
        settings: { hideAfterMouseLeaveMs: '250', hideAfterTouchMs: 'soon' },
        ctPublic: {
          theRealPerson: {
            phrases: {
              trpHeading: 'Kop',
              trpContent1: 'Een',
              trpContent2: 'Twee',
              trpContentLearnMore: 'Meer',
            },
            trpContentLink: 'https://example.org/trp',
            imgPersonUrl: '/p.svg',
          },
        },
      }),
    );
    expect(settings.hideAfterMouseLeaveMs).toBe(250);
    expect(settings.hideAfterTouchMs).toBe(3000);
    expect(settings.texts.heading).toBe('Kop');
    expect(settings.texts.learnMore).toBe('Meer');
    expect(settings.learnMoreUrl).toBe('https://example.org/trp');
    expect(settings.personImageUrl).toBe('/p.svg');
    expect(settings.admin).toBe(true);
  });
});
