// The lightbox as a visitor uses it on /fotogalerij/: open by click and keyboard, captions, loop
// rules at 2, 3 and 4 items, the mouse wheel, a broken photo, focus trap and return, deep links and the back button.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const dialog = '.pswp[role="dialog"]';

/** Open as PhotoSwipe counts it (`lightbox--open`, opening-window.ts), with the focus inside. */
async function opened(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.pswp.lightbox--open'))))
    .toBe(true);
}

describe('lightbox in Chromium', () => {
  test('a click opens the photo in a dialog with its caption, PhotoSwipe loads only then; Esc closes and focus returns', async () => {
    const visit = await site.visit('/fotogalerij/');
    const { page } = visit;
    expect(visit.requests.some((url) => url.includes('photoswipe'))).toBe(false);
    // React (which draws the lightbox's chrome) downloads with the first open too, not with the page.
    const react = () => visit.requests.some((url) => /\/dist\/chunks\/[\w-]+\/client\.js/.test(url));
    expect(react()).toBe(false);
    const link = page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' });
    await link.click();
    const viewer = page.getByRole('dialog', { name: 'Fotoweergave' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await opened(page);
    expect(new URL(page.url()).pathname).toBe('/fotogalerij/');
    expect(await page.locator('.lightbox__caption').textContent()).toBe(
      'Veluwe — Heide bij Hoog Soeren in augustus.',
    );
    expect(await page.locator(dialog).getAttribute('aria-modal')).toBe('true');
    expect(visit.requests.some((url) => url.includes('photoswipe'))).toBe(true);
    expect(react()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.pswp')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.alt))
      .toBe('Paarse heide en dennen op de Veluwe');
  });

  test('while it animates open, the dialog has the focus; Escape closes it at once and the link has the focus again', async () => {
    // The theme's slow speed: 800 ms of opening animation, in which PhotoSwipe itself binds no key.
    const { page } = await site.visit('/fotogalerij/', {
      settings: { lightbox: { animationSpeed: 'slow' } },
    });
    const link = page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' });
    const focusAtAppearance = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('.pswp')) return;
            observer.disconnect();
            requestAnimationFrame(() =>
              resolve(
                document.activeElement?.closest('.pswp') ? 'dialog' : String(document.activeElement?.tagName),
              ),
            );
          }).observe(document.body, { childList: true });
        }),
    );
    await link.click();
    expect(await focusAtAppearance).toBe('dialog');
    expect(await page.locator(dialog).getAttribute('aria-label')).toBe('Fotoweergave');
    await page.keyboard.press('Escape');
    // Gone for the visitor at once, not when the animation would have ended.
    expect(await page.locator(dialog).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(
      'Paarse heide en dennen op de Veluwe',
    );
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    // Opened again and left to open: PhotoSwipe's own Escape closes it, the link has the focus.
    await page.getByRole('link', { name: 'Heuvels in Zuid-Limburg' }).click();
    await opened(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(
      'Heuvels in Zuid-Limburg',
    );
  });

  test('keyboard: Enter opens, arrows navigate, next stops at the last photo without looping', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await page.getByRole('link', { name: 'Heuvels in Zuid-Limburg' }).focus();
    await page.keyboard.press('Enter');
    await opened(page);
    const caption = page.locator('.lightbox__caption');
    await expect
      .poll(() => caption.textContent())
      .toBe('Zuid-Limburg — De Keutenberg omhoog, 22 procent op het steilste stuk.');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => caption.textContent())
      .toBe('Waddendijk — Tegenwind langs de Waddenzee bij Harlingen.');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toBe('Afsluitdijk — Deze foto is helaas zoekgeraakt.');
    // The broken photo shows the Dutch error message as text.
    await expect
      .poll(() => page.locator('.pswp__error-msg').filter({ visible: true }).first().textContent())
      .toBe('Er is een fout opgetreden bij het laden van de foto.');
    // Loop is off: next at the last item changes nothing.
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    expect(await caption.textContent()).toBe('Afsluitdijk — Deze foto is helaas zoekgeraakt.');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => caption.textContent())
      .toBe('Waddendijk — Tegenwind langs de Waddenzee bij Harlingen.');
  });

  test('looping: on with 4 items wraps around, but never with 2 items', async () => {
    const { page } = await site.visit('/fotogalerij/', { settings: { lightbox: { loop: true } } });
    const caption = page.locator('.lightbox__caption');
    await page.getByRole('link', { name: 'Afsluitdijk (foto ontbreekt)' }).click();
    await opened(page);
    await expect.poll(() => caption.textContent()).toContain('Afsluitdijk');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toContain('Veluwe');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(dialog).count()).toBe(0);

    await page.getByRole('link', { name: 'Bloesem in de Betuwe' }).click();
    await opened(page);
    await expect.poll(() => caption.textContent()).toBe('Bloesem — Fruitbomen in de Betuwe.');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    expect(await caption.textContent()).toBe('Bloesem — Fruitbomen in de Betuwe.');
  });

  test("the theme's settings: its metro-white skin draws light at 0.90 with arrows and zoom; the Voorkant slice wins key by key", async () => {
    const look = (page: Page) =>
      page.evaluate(() => {
        const root = document.querySelector('.pswp')!;
        const visible = (selector: string) => {
          const element = root.querySelector<HTMLElement>(selector);
          return Boolean(
            element && element.offsetParent !== null && getComputedStyle(element).display !== 'none',
          );
        };
        return {
          skin: root.classList.contains('lightbox--light') ? 'light' : 'dark',
          opacity: Number(getComputedStyle(root.querySelector('.pswp__bg')!).opacity),
          background: getComputedStyle(root.querySelector('.pswp__bg')!).backgroundColor,
          arrows: visible('.pswp__button--arrow--next'),
          // PhotoSwipe shows its zoom button only for a photo larger than the screen: its presence is the setting.
          zoom: root.querySelector('.pswp__button--zoom') !== null,
        };
      });
    const standard = await site.visit('/fotogalerij/');
    await standard.page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' }).click();
    await opened(standard.page);
    // fusionLightboxVars: lightbox_skin metro-white, lightbox_opacity 0.90, arrows and zoom on.
    await expect.poll(() => look(standard.page).then((seen) => seen.opacity)).toBeCloseTo(0.9, 2);
    expect(await look(standard.page)).toMatchObject({ skin: 'light', arrows: true, zoom: true });
    expect(await standard.page.locator('.pswp.lightbox--skin-metro-white').count()).toBe(1);
    // The theme's close text (l10n.close).
    expect(await standard.page.locator('.pswp__button--close').getAttribute('title')).toBe(
      'Druk op Esc om te sluiten',
    );

    const custom = await site.visit('/fotogalerij/', {
      settings: { lightbox: { skin: 'dark', overlayOpacity: 0.6, arrows: false, zoom: false } },
    });
    await custom.page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' }).click();
    await opened(custom.page);
    await expect.poll(() => look(custom.page).then((seen) => seen.opacity)).toBeCloseTo(0.6, 2);
    const seen = await look(custom.page);
    expect(seen).toMatchObject({ skin: 'dark', arrows: false, zoom: false });
    expect(seen.background).not.toBe((await look(standard.page)).background);
    // Without arrows the keyboard still moves on.
    await custom.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => custom.page.locator('.lightbox__caption').textContent())
      .not.toContain('Heide bij Hoog Soeren');
  });

  test('tiled gallery of exactly 3 items: looping on wraps around both ways', async () => {
    const { page } = await site.visit('/fotogalerij/', { settings: { lightbox: { loop: true } } });
    const caption = page.locator('.lightbox__caption');
    await page.getByRole('link', { name: 'Kaasboerderij aan de IJssel' }).click();
    await opened(page);
    // Jetpack prints no lightbox relation: the tiles are one group, captions from its captions.
    await expect.poll(() => caption.textContent()).toBe('Koffie en kaas halverwege.');
    expect(await page.locator('.pswp__counter').textContent()).toBe('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toContain('Het fietspad op de dijk');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => caption.textContent()).toContain('Koffie en kaas');
  });

  test('the mouse wheel moves one photo per turn, not past the last one, and the page behind stays put', async () => {
    // A long gesture gap, so the test's own wheel events (slow on a loaded machine) stay one burst.
    const gap = 1000;
    const { page } = await site.visit('/fotogalerij/', {
      settings: { lightbox: { wheelGestureGapMs: gap } },
    });
    const caption = page.locator('.lightbox__caption');
    await page.getByRole('link', { name: 'Fietspad op een dijk' }).click();
    await opened(page);
    await expect.poll(() => caption.textContent()).toContain('Het fietspad op de dijk');
    const scrolled = await page.evaluate(() => scrollY);
    await page.mouse.move(640, 360);
    // A burst of small deltas (a trackpad) moves one photo, however long it goes on.
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 30);
    await expect.poll(() => caption.textContent()).toContain('De klim naar de brug');
    await page.waitForTimeout(gap + 100);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => caption.textContent()).toContain('Koffie en kaas');
    // Loop is off: onwards at the last photo changes nothing.
    await page.waitForTimeout(gap + 100);
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(300);
    expect(await caption.textContent()).toContain('Koffie en kaas');
    await page.waitForTimeout(gap + 100);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => caption.textContent()).toContain('De klim naar de brug');
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });

  test('a non-media link loses the lightbox attributes and navigates normally; a single link opens alone', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await page.getByRole('link', { name: 'bekijk de foto van de stadsfiets' }).click();
    await opened(page);
    await expect.poll(() => page.locator('.lightbox__caption').textContent()).toBe('Clubfiets');
    expect(await page.locator('.pswp__counter').textContent()).toBe('1 / 1');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    const routes = page.getByRole('link', { name: 'routepagina' });
    expect(await routes.getAttribute('data-rel')).toBeNull();
    expect(await routes.getAttribute('class')).toBe('fusion-no-lightbox');
    await routes.click();
    await page.waitForURL('**/fietsroutes/');
  });

  test('deep link opens the item, arrows update the address, back button closes and restores it', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' }).click();
    await opened(page);
    // The theme's own format: the group's full relation and the index.
    await expect.poll(() => new URL(page.url()).hash).toBe('#iLightbox[gallery_image_1]/0');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).hash).toBe('#iLightbox[gallery_image_1]/1');
    // The browser's back button (a same-document history step).
    await page.evaluate(() => history.back());
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');

    // The WordPress gallery's group, renamed after the gallery's id.
    const second = await site.visit('/fotogalerij/#iLightbox[gallery-1]/1');
    const caption = second.page.locator('.lightbox__caption');
    await expect.poll(() => caption.textContent()).toBe('Bloesem — Fruitbomen in de Betuwe.');
    // Changing the fragment changes the item; closing restores the page's address.
    await second.page.evaluate(() => {
      location.hash = '#iLightbox[gallery-1]/0';
    });
    await expect.poll(() => caption.textContent()).toBe('Bollenvelden — Tulpen bij Lisse.');
    await opened(second.page);
    await second.page.keyboard.press('Escape');
    await expect.poll(() => second.page.locator(dialog).count()).toBe(0);
    expect(new URL(second.page.url()).hash).toBe('');
  });
});

describe('lightbox extras in Chromium', () => {
  const caption = (page: Page) => page.locator('.lightbox__caption');

  test('slideshow: paused at start, steps at its speed and returns to the first photo after the last', async () => {
    const { page } = await site.visit('/fotogalerij/', { settings: { lightbox: { slideshowSpeedMs: 300 } } });
    await page.getByRole('link', { name: 'Bollenvelden bij Lisse' }).click();
    await opened(page);
    // The theme's slideshow label (l10n.slideShow).
    const button = page.getByRole('button', { name: 'Diavoorstelling', exact: true });
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await page.waitForTimeout(500);
    expect(await caption(page).textContent()).toBe('Bollenvelden — Tulpen bij Lisse.');
    await button.click();
    await expect.poll(() => caption(page).textContent()).toBe('Bloesem — Fruitbomen in de Betuwe.');
    // Two items, no looping: after the last the slideshow still goes back to the first.
    await expect.poll(() => caption(page).textContent()).toBe('Bollenvelden — Tulpen bij Lisse.');
    await page.getByRole('button', { name: 'Diavoorstelling stoppen' }).click();
    expect(
      await page.getByRole('button', { name: 'Diavoorstelling', exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  test("fullscreen by Shift+Enter and back; the theme's share links carry the photo address", async () => {
    const { page } = await site.visit('/fotogalerij/');
    await page.getByRole('link', { name: 'Heuvels in Zuid-Limburg' }).click();
    await opened(page);
    await page.keyboard.press('Shift+Enter');
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('pswp')))
      .toBe(true);
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBe(null);
    const share = page.getByRole('navigation', { name: 'Delen' });
    const photo = new URL('/assets/img/galerij/heuvelland.svg', page.url()).href;
    // fusionLightboxVars.lightbox_social_links: their texts and `{URL}` templates.
    expect(await share.getByRole('link', { name: 'Delen op Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer.php?u=${encodeURIComponent(photo)}`,
    );
    expect(await share.getByRole('link', { name: 'Delen per e-mail' }).getAttribute('href')).toBe(
      `mailto:?body=${encodeURIComponent(photo)}`,
    );
    expect(await share.getByRole('link').count()).toBe(6);
  });

  test('a photo that fails to load shows the Dutch error message', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await page.getByRole('link', { name: 'Afsluitdijk (foto ontbreekt)' }).click();
    await opened(page);
    await expect
      .poll(() => page.locator('.pswp__error-msg').first().textContent())
      .toBe('Er is een fout opgetreden bij het laden van de foto.');
  });

  test('reduced motion: the lightbox opens and moves between photos without animating', async () => {
    const { page } = await site.visit('/fotogalerij/', { context: { reducedMotion: 'reduce' } });
    await page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' }).click();
    await opened(page);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation as CSSAnimation).animationName !== 'voorkant-net')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return `${target?.tagName} ${target?.getAttribute('class')} ${(animation as CSSAnimation).animationName ?? ''}`;
          }),
      );
    expect(await running()).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption(page).textContent()).toContain('Zuid-Limburg');
    expect(await running()).toEqual([]);
  });

  test('links that arrive later (infinite scroll, a background request) join their gallery', async () => {
    const { page } = await site.visit('/fotogalerij/');
    // The visitor has looked at a photo already (the lightbox is loaded), then more arrive.
    await page.getByRole('link', { name: 'Bollenvelden bij Lisse' }).click();
    await opened(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    // A WordPress gallery item as the server renders it: its group is renamed when it arrives too.
    await page.evaluate(() => {
      const item = document.createElement('figure');
      item.className = 'gallery-item';
      item.innerHTML =
        '<div class="gallery-icon"><a href="/assets/img/galerij/bollenvelden.svg" data-rel="iLightbox[postimages]" data-title="Nieuw"><img src="/assets/img/galerij/bollenvelden.svg" alt="Een nieuwe voorjaarsfoto" width="200" height="200"></a></div><figcaption class="wp-caption-text gallery-caption">Net binnen.</figcaption>';
      document.querySelector('#gallery-1')!.append(item);
    });
    const added = page.getByRole('link', { name: 'Een nieuwe voorjaarsfoto' });
    await expect.poll(() => added.getAttribute('data-lightbox')).toBe('on');
    expect(await added.getAttribute('data-rel')).toBe('iLightbox[gallery-1]');
    await added.click();
    await opened(page);
    expect(await caption(page).textContent()).toBe('Nieuw — Net binnen.');
    expect(await page.locator('.pswp__counter').textContent()).toBe('3 / 3');
    expect(new URL(page.url()).pathname).toBe('/fotogalerij/');
  });
});
