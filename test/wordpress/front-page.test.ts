// The front page of a real WordPress (Twenty Twenty-Five) with Voorkant and the anti-spam add-on's
// stand-in: kernel.js as a script module from the plugin's folder, chunks that resolve, the settings
// tag (safe against values that try to end it), preload hints for the eager anti-spam chunk, and not
// one byte of the administrators' screen.
import { describe, expect, it } from 'vitest';
import { antispamStandIn, builderStandIn, kernelBooted, voorkant, withWordPress } from './wp-harness';

describe('WordPress front page', () => {
  const site = withWordPress([voorkant, antispamStandIn]);

  it('loads kernel.js as a script module from the plugin folder, its chunks resolve, no console error', async () => {
    const visit = await site.visit('/');
    await kernelBooted(visit.page);
    const kernelTag = visit.page.locator('script#voorkant-js-module');
    expect(await kernelTag.getAttribute('type')).toBe('module');
    // The plain URL: chunks import the kernel by it, so a ?ver= would make a second kernel.
    expect(await kernelTag.getAttribute('src')).toBe(
      `${site.wp.url}/wp-content/plugins/voorkant/dist/kernel.js`,
    );
    expect(visit.requests).toContain(`${site.wp.url}/wp-content/plugins/voorkant/dist/kernel.js`);
    // The page has an encoded address (the add-on's content filter) and the add-on's globals.
    await expect
      .poll(() => visit.chunks())
      .toEqual(expect.arrayContaining(['antispam-forms', 'email-encoder']));
    await expect
      .poll(() =>
        visit.page.evaluate(() =>
          window.voorkant
            ?.status()
            .filter((module) => module.state === 'ready')
            .map((module) => module.id),
        ),
      )
      .toEqual(expect.arrayContaining(['antispam-forms', 'email-encoder']));
    const settings = JSON.parse((await visit.page.locator('#voorkant-settings').textContent()) ?? '');
    expect(settings).toMatchObject({
      modules: {},
      takeover: expect.arrayContaining(['antispam-forms', 'email-encoder']),
    });
    expect(await visit.page.locator('#voorkant-settings').getAttribute('type')).toBe('application/json');
    const voorkantFiles = visit.responses.filter((response) => response.url.includes('/plugins/voorkant/'));
    expect(voorkantFiles.length).toBeGreaterThan(3);
    expect(voorkantFiles.filter((response) => response.status !== 200)).toEqual([]);
    expect(visit.errors).toEqual([]);
    expect(visit.console.filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('a settings value holding </script> or <!-- cannot end the settings tag', async () => {
    const hostile = 'Begrepen</script><script>window.hijacked = true</script><!-- ';
    site.wp.evalPhp(
      `update_option('voorkant_settings', ['modules' => [], 'settings' => ['email-encoder' => ['texts.gotIt' => ${JSON.stringify(hostile)}]]]); return true;`,
    );
    try {
      const html = await (await fetch(`${site.wp.url}/`)).text();
      const tag = html.match(/<script type="application\/json" id="voorkant-settings">([\s\S]*?)<\/script>/);
      expect(tag).not.toBeNull();
      expect(tag![1]).not.toMatch(/<\/script|<!--/i);
      const visit = await site.visit('/');
      await kernelBooted(visit.page);
      const printed = JSON.parse((await visit.page.locator('#voorkant-settings').textContent()) ?? '');
      expect(printed['email-encoder'].texts.gotIt).toBe(hostile);
      expect(await visit.page.evaluate(() => (window as { hijacked?: boolean }).hijacked)).toBeUndefined();
      expect(await visit.page.locator('script').count()).toBe(
        await visit.page.evaluate(() => document.querySelectorAll('script').length),
      );
    } finally {
      site.wp.evalPhp(`delete_option('voorkant_settings'); return true;`);
    }
  });

  it('hints the eager anti-spam chunk and its static imports with modulepreload, before the kernel asks', async () => {
    const visit = await site.visit('/');
    await kernelBooted(visit.page);
    const hints = await visit.page
      .locator('head link[rel="modulepreload"][id^="voorkant-preload-"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(hints.some((path) => /\/voorkant\/dist\/chunks\/[\w-]+\/antispam-forms\.js$/.test(path))).toBe(
      true,
    );
    // The runtime that loads and runs module code (the anti-spam chunk imports it), with every
    // strategy (kernel/module-load.ts), and the door the kernel reaches it through.
    for (const chunk of ['runtime', 'runtime-door'])
      expect(
        hints.some((path) => new RegExp(`/voorkant/dist/chunks/[\\w-]+/${chunk}\\.js$`).test(path)),
        chunk,
      ).toBe(true);
    // Every static import of the anti-spam chunk is hinted too (read from the build's manifest).
    const manifest = site.wp.evalPhp<Record<string, { file: string; imports?: string[] }>>(
      `return json_decode(file_get_contents(WP_PLUGIN_DIR . '/voorkant/dist/.vite/manifest.json'), true);`,
    );
    const imports = (manifest['modules/antispam-forms/index.ts']?.imports ?? [])
      .filter((key) => key !== 'kernel/index.ts')
      .map((key) => `/wp-content/plugins/voorkant/dist/${manifest[key]!.file}`);
    expect(imports.length).toBeGreaterThan(0);
    expect(hints).toEqual(expect.arrayContaining(imports));
    // The hinted chunk starts downloading before kernel.js has even arrived: it does not wait for the
    // kernel to import it.
    const started = await visit.page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.find((entry) => pattern.test(entry.name));
      return {
        chunk: find(/chunks\/[\w-]+\/antispam-forms\.js/)?.startTime,
        kernelEnd: find(/kernel\.js$/)?.responseEnd,
      };
    });
    expect(started.chunk).toBeLessThan(started.kernelEnd!);
  });

  it('prints no preload hint where the add-on prints no globals (the eager module will not run)', async () => {
    site.wp.deactivate(antispamStandIn);
    try {
      const html = await (await fetch(`${site.wp.url}/`)).text();
      expect(html).toContain('id="voorkant-js-module"');
      expect(html).not.toContain('id="voorkant-preload-');
    } finally {
      site.wp.activate(antispamStandIn);
    }
  });

  it('prints no hint for the anti-spam chunk in the builder’s live preview frame, where only editor modules run', async () => {
    site.wp.activate(builderStandIn);
    try {
      const html = await (await fetch(`${site.wp.url}/?fb-edit=1`)).text();
      expect(html).toMatch(/<body[^>]*class="[^"]*\bfusion-builder-live\b/);
      expect(html).toContain('id="voorkant-js-module"');
      expect(html).not.toContain('id="voorkant-preload-');
      // Outside the frame the same page has them.
      expect(await (await fetch(`${site.wp.url}/`)).text()).toContain('id="voorkant-preload-');
    } finally {
      site.wp.deactivate(builderStandIn);
    }
  });

  it("passes the theme's element-visibility break points as the kernel's breakpoints (Avada), none for other themes", () => {
    const avada = site.wp.evalPhp(
      `add_filter('template', fn () => 'Avada');
       update_option('fusion_options', ['visibility_small' => '640', 'visibility_medium' => '1024']);
       $points = \\Voorkant\\Front_End::breakpoints();
       delete_option('fusion_options');
       return $points;`,
    );
    expect(avada).toEqual({ small: 640, medium: 1024 });
    // Read as the theme reads its options: through its avada_setting_get_{name} filter.
    const filtered = site.wp.evalPhp(
      `add_filter('template', fn () => 'Avada');
       update_option('fusion_options', ['visibility_small' => '640', 'visibility_medium' => '1024']);
       add_filter('avada_setting_get_visibility_small', fn () => '700');
       $points = \\Voorkant\\Front_End::breakpoints();
       delete_option('fusion_options');
       return $points;`,
    );
    expect(filtered).toEqual({ small: 700, medium: 1024 });
    expect(site.wp.evalPhp('return \\Voorkant\\Front_End::breakpoints();')).toBeNull();
  });

  it("a visitor downloads nothing of the administrators' screen", async () => {
    const visit = await site.visit('/werkplaats-verbouwd/');
    await kernelBooted(visit.page);
    const html = await visit.page.content();
    expect(html).not.toContain('/voorkant/admin/');
    expect(visit.requests.filter((url) => url.includes('/voorkant/admin/'))).toEqual([]);
    expect(await visit.page.locator('#voorkant-admin-data').count()).toBe(0);
  });
});
