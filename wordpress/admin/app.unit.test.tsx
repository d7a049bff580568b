// The administrators' screen's logic in happy-dom: a key left alone shows the theme's value and is
// never sent, so a save of another key keeps the site's theme setting; an unusable value is refused
// in the form, naming the key, before anything is sent.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminData } from './admin-data';
import { App } from './app';

/** Lets React and the (stubbed) fetch finish what an event started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const texts = new Proxy({} as Record<string, string>, {
  get: (_, key: string) =>
    ({
      fromTheme: 'From the theme',
      fromDefault: 'Default',
      changed: 'Changed',
      save: 'Save',
      saved: 'Saved',
      invalid: 'Setting "%1$s" needs %2$s.',
      kindNumber: 'a number',
      fixFirst: 'Fix first',
      settings: 'Settings',
      themeSource: 'The theme prints it as %s.',
    })[key] ?? key,
});

function data(): AdminData {
  return {
    restUrl: 'http://example.test/wp-json/voorkant/v1/settings',
    restNonce: 'abc123',
    homeUrl: 'http://example.test/',
    locale: 'en_US',
    texts,
    modules: [
      {
        id: 'blog',
        name: 'Blog',
        description: 'Blog lists.',
        selector: '.fusion-blog-shortcode',
        when: null,
        load: ['visible'],
        enabled: true,
        chunkGzip: 3100,
        fields: [
          {
            key: 'texts.loading',
            type: 'text',
            default: 'Laden…',
            theme: 'fusionBlogVars.infinite_blog_text',
          },
          { key: 'bufferPx', type: 'number', default: 200 },
        ],
      },
    ],
    state: {
      stored: { modules: {}, settings: {} },
      report: {
        theme: { fusionBlogVars: { infinite_blog_text: 'Meer berichten laden…' } },
        kept: {},
        off: {},
        combined: [],
        left: {},
        updated: 1,
      },
    },
  };
}

let container: HTMLElement;
afterEach(() => {
  container?.remove();
  vi.unstubAllGlobals();
});

async function render(): Promise<void> {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<App data={data()} />));
  await settle();
}

const field = (label: string) =>
  container.querySelector<HTMLInputElement>(`#voorkant-blog-${label.replace(/\W/g, '-')}`)!;

async function type(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

const button = (text: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === text)!;

describe("the administrators' screen", () => {
  it("shows the theme's value for a key left alone, and saves only the key the administrator changed", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(data().state), { status: 200 });
      }),
    );
    await render();
    expect(field('texts.loading').value).toBe('Meer berichten laden…');
    expect(container.textContent).toContain('From the theme');
    expect(container.textContent).toContain('The theme prints it as fusionBlogVars.infinite_blog_text.');
    await type(field('bufferPx'), ' 400 ');
    button('Save').click();
    await settle();
    expect(sent).toEqual([
      { modules: {}, settings: { blog: { bufferPx: 400 } }, host: { removeJquery: false } },
    ]);
  });

  it('refuses an unusable value in the form, naming the key, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await render();
    await type(field('bufferPx'), 'veel');
    button('Save').click();
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')!.textContent).toContain(
      'Setting "bufferPx" needs a number.',
    );
    expect(field('bufferPx').getAttribute('aria-invalid')).toBe('true');
  });
});
