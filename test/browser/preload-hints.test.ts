// The demo prints the WordPress host's modulepreload hints (demo/server/preload-hints.ts): the
// eager anti-spam module's chunk and the runtime's (with the strategies and loading) where the
// platform printed its globals, none where the module would not run. The kernel's import() then
// takes the hinted file instead of asking again, and a hinted file that failed is asked for again.
import { describe, expect, test } from 'vitest';
import { modulesReady, withSite } from './harness';

const site = withSite();

const hinted = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="\/dist\/chunks\/[\w-]+\/([\w-]+)\.js">/g)].map(
    (match) => match[1],
  );

describe('the host’s modulepreload hints on the demo', () => {
  test('the comment page hints the anti-spam chunk and the runtime with the strategies; each file is fetched once', async () => {
    const visit = await site.visit('/artikel/');
    expect(hinted(await visit.page.content())).toEqual(['antispam-forms', 'runtime', 'runtime-door']);
    // By the end of its first scan (the visit waits for it) the kernel has imported the runtime
    // with the strategies: the e-mail field's module waits for the visitor's input.
    expect(
      await visit.page.evaluate(
        () => window.voorkant?.status().find((module) => module.id === 'email-check')?.matched,
      ),
    ).toBeGreaterThan(0);
    await modulesReady(visit.page, 'antispam-forms');
    const fetched = visit.chunks();
    for (const chunk of ['antispam-forms', 'runtime', 'runtime-door'])
      expect(fetched.filter((id) => id === chunk)).toEqual([chunk]);
  });

  test('no hints where the module would not run or the host leaves them out', async () => {
    for (const query of <Record<string, string>[]>[
      { platform: 'none' },
      { settings: JSON.stringify({ modules: { 'antispam-forms': false } }) },
      { settings: JSON.stringify({ modules: { 'antispam-forms': '0' } }) },
      { preload: '0' },
      // The builder's live preview: the anti-spam module is not an editor module.
      { editor: '1' },
    ]) {
      const response = await fetch(`${site.server.url}/artikel/?${new URLSearchParams(query)}`);
      expect(hinted(await response.text()), JSON.stringify(query)).toEqual([]);
    }
  });

  test('a hinted chunk that failed is fetched again by the kernel, and the module runs', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/antispam-forms\.js/, mode: 'status-404', times: 1 });
    const visit = await site.visit('/artikel/');
    await modulesReady(visit.page, 'antispam-forms');
    expect(visit.chunks().filter((id) => id === 'antispam-forms')).toHaveLength(2);
  });
});
