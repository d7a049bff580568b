// Build and test configuration. The kernel becomes dist/kernel.js (a stable name the site enqueues);
// every module becomes its own chunk named after its id (in a folder named after the build,
// kernel/chunk-folder.ts), so the inspector, the bench and the tests can tell the chunks apart.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chunkFolder } from './kernel/chunk-folder.ts';
import { netStylesheetPlugin } from './kernel/net-build.ts';
import { chunksFolder } from './kernel/registry.ts';
import { moduleSources, voorkantModules } from './kernel/registry-build.ts';
import { platformWithStartPart } from './modules/antispam-forms/platform-chunk.ts';
import { lazySizesFactory } from './modules/lazy-media/lazysizes-factory.ts';
import WholeSiteFirst from './test/sequencer.ts';
import { voorkantWordPress } from './wordpress/build/vite-plugin.ts';

const moduleEntry = /modules\/([a-z0-9-]+)\/index\.ts$/;

export default defineConfig(({ mode }) => {
  const testBuild = mode === 'test';
  return {
    base: './',
    // Library mode leaves `process.env.NODE_ENV` in React's code, where browsers have no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The test build also ships the fixture modules of test/fixtures (a module that throws, ...).
    // The production build also ships what the WordPress plugin reads (wordpress/build/vite-plugin.ts).
    plugins: [
      voorkantModules(fileURLToPath(new URL('.', import.meta.url)), testBuild),
      netStylesheetPlugin(moduleSources(fileURLToPath(new URL('.', import.meta.url)), testBuild)),
      testBuild ? [] : voorkantWordPress(fileURLToPath(new URL('.', import.meta.url))),
      chunkFolder(),
      lazySizesFactory(),
      platformWithStartPart(),
    ],
    build: {
      outDir: testBuild ? 'dist-test' : 'dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // No data: URLs, so a strict img-src/style-src 'self' policy holds.
      assetsInlineLimit: 0,
      cssCodeSplit: true,
      modulePreload: false,
      // Library mode: Vite then adds no preload helper (about 1 KB gzip) to the kernel; modules load
      // their own stylesheets (kernel/services/stylesheet.ts), so the helper has nothing to do.
      lib: { entry: 'kernel/index.ts', formats: ['es'], fileName: () => 'kernel.js' },
      // Maps beside the files, but no `//# sourceMappingURL` comment in them: every visitor
      // downloaded that line (about 25 B gzip a file, 167 B on /artikel/), and the plugin zip ships
      // no maps, so on a real site it named a file that is not there. The demo server names each map
      // in a `SourceMap` header instead, which DevTools reads (demo/server/server.ts).
      sourcemap: 'hidden',
      minify: true,
      rolldownOptions: {
        // Code the kernel shares with modules (the coercers) stays in kernel.js, exported, rather than
        // becoming a third chunk every page would wait for.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // Library mode keeps whitespace in ES output by default; the kernel is budgeted by the byte.
          minify: true,
          // Licences stay; purity annotations only help a bundler that never sees these files
          // again, and cost the kernel about 40 B gzip.
          comments: { legal: true, annotation: false, jsdoc: false },
          // V8's explicit compile hint (Chrome 136+): every function of kernel.js and of the runtime
          // chunk runs when a page starts, so they are compiled while the file streams in, on a
          // background thread, instead of lazily on the main thread at their first call. At 4x CPU
          // slowdown the main thread's lazy compiles inside our code (a trace's V8.CompileCode, six
          // loads a page) went from 12-15 to 0-2.5 ms a load on /artikel/ and from 8-10 to 1-2 ms
          // on /contact/, for about 20 B gzip a file. Module chunks go without: their event
          // handlers may never run. Other browsers read a comment.
          postBanner: (chunk) =>
            // `undefined`, not '': an empty banner still opens every other chunk with a line break.
            (chunk.isEntry || chunk.name === 'runtime'
              ? '//# allFunctionsCalledOnLoad'
              : undefined) as string,
          chunkFileNames: (chunk) => {
            const id = chunk.facadeModuleId?.match(moduleEntry)?.[1];
            return `${chunksFolder.slice(2)}${id ?? '[name]'}.js`;
          },
          assetFileNames: 'chunks/[name]-[hash][extname]',
          // What runs module code (kernel/runtime.ts and its parts) and the contract's helpers that
          // module chunks import (pickSettings, coercers, the stylesheet loader, afterNextFrame)
          // make one chunk, fetched with the page's first match; left to itself the bundler would
          // split the helpers into a chunk of their own that module chunks wait for (a deeper
          // chain). The strategies and the loading of modules are in it too (kernel/module-load.ts).
          // The kernel reaches it through kernel/runtime-door.ts, a chunk of its own with no group:
          // an import() of a module inside a group makes the bundler build a namespace object, with
          // its helpers' chunk (rolldown-runtime.js) as one more request. lazysizes, a static import
          // of lazy-media only, stays in the module's chunk: a chunk of its own cost one more request
          // on every page with lazy media (the registry named it, so the kernel fetched it beside the
          // module's) and 308 B gzip more than the two together (issue 17).
          codeSplitting: {
            groups: [
              {
                name: 'runtime',
                // Its dependencies the entry shares (coercers, time slices) stay in kernel.js.
                includeDependenciesRecursively: false,
                test: /\/kernel\/(runtime|instances|viewport|requests|settings-doubt|bad-setting|coerce-text|contract|pick-settings|services\/stylesheet|services\/after-frame|module-load|strategies\/\w+)\.ts$/,
              },
            ],
          },
        },
      },
    },
    test: {
      sequence: { sequencer: WholeSiteFirst },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            sequence: { groupOrder: 0 },
            // Vitest's default on a two-core machine is one worker: the unit files ran one at a time.
            maxWorkers: 2,
            // The files share their worker's modules and happy-dom window: a window and a module graph
            // per file took 40 s of wall and 78 CPU-s for 8 s of tests; shared, 10 s and 19 CPU-s.
            // They passed in shuffled orders (--sequence.shuffle, seeds 1 to 3) before this was set;
            // storage left by one file failed another in 3 of 8 orders later, so test/unit/setup.ts
            // empties it before every test (seeds 1 to 8 and 11 to 17 then passed).
            isolate: false,
            include: [
              'test/unit/**/*.test.ts',
              'modules/**/*.unit.test.ts',
              'kernel/**/*.unit.test.ts',
              'antispam-platform/**/*.unit.test.ts',
              'theme-platform/**/*.unit.test.ts',
              'wordpress/**/*.unit.test.{ts,tsx}',
            ],
            setupFiles: ['test/unit/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            sequence: { groupOrder: 1 },
            globalSetup: ['test/build/global-setup.ts'],
            include: ['test/build/**/*.test.ts'],
            // These spawn tsx or Chromium: seconds each on a loaded two-core machine. A hook that
            // removes a temporary copy of modules/ once took over Vitest's 10 s default there
            // (Chromium's browser processes run at nice -8 beside it).
            testTimeout: 30_000,
            hookTimeout: 30_000,
            // Two files at a time, and the page budgets two pages at a time (describe.concurrent):
            // alone on one worker they took 95 s of a run in which nothing else ran.
            maxWorkers: 2,
            maxConcurrency: 2,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'node',
            // After the others: the browser tests are the slow part, on at most two workers (a
            // third, tried, saved 1.5 of 23 minutes and made timing tests flaky on two cores).
            sequence: { groupOrder: 2 },
            include: ['test/browser/**/*.test.ts', 'modules/**/*.browser.test.ts'],
            globalSetup: ['test/browser/global-setup.ts'],
            // The longest tests (several visits each) took 14-20 s on the last, slow machines, two
            // thirds of a 30 s limit; with the pages' CPU slowed threefold (VOORKANT_TEST_CPU=3) six
            // of them ran out of it. A limit, not a check: a hung test just fails later.
            testTimeout: 60_000,
            hookTimeout: 60_000,
            maxWorkers: 2,
            // The files share their worker's modules and its Chromium (test/browser/harness.ts):
            // importing Playwright and the demo server took 1.6 s a file, launching Chromium 3 CPU-s.
            isolate: false,
            // expect.poll waits for what a visitor would see next; 1 s (Vitest's default) is too short
            // for a chunk load plus a server round trip on a loaded two-core CI machine.
            expect: { poll: { timeout: 10_000 } },
          },
        },
        {
          extends: true,
          test: {
            name: 'wordpress',
            environment: 'node',
            // Last: a real WordPress (PHP's server on an SQLite copy) per file, with Chromium.
            sequence: { groupOrder: 3 },
            include: ['test/wordpress/**/*.test.ts'],
            globalSetup: ['test/wordpress/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // Mostly waiting on PHP and the browser: three files at a time keep two cores busy.
            maxWorkers: 3,
            // The files share their worker's Chromium, as in the browser project.
            isolate: false,
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  };
});
