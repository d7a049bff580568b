// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedTakeover, type TakeoverMap, takeoverProblems } from './takeover-check';

const registryIds = (JSON.parse(readFileSync('registry.json', 'utf8')).modules as { id: string }[]).map(
  (entry) => entry.id,
);
const map = JSON.parse(readFileSync('takeover.json', 'utf8')) as TakeoverMap;

const source = {
  label: 'Avada',
  themeFolder: true,
  plugins: ['fusion-builder'],
  uploads: [],
  combined: ['fusion-scripts'],
  shared: ['fusion'],
};

describe('takeover.json', () => {
  it('is valid and covers every registry module', () => {
    expect(takeoverProblems(map, registryIds).problems).toEqual([]);
  });

  it('names the new module ids of issue 15 already, which this build leaves out until they are in the registry', () => {
    const { notInRegistry } = takeoverProblems(map, registryIds);
    for (const id of notInRegistry) expect(registryIds).not.toContain(id);
    expect(Object.keys(shippedTakeover(map, registryIds).modules).sort()).toEqual([...registryIds].sort());
  });

  it('refuses WordPress core handles, unknown sources and keys, and registry modules without an entry', () => {
    const bad = {
      sources: { theme: source },
      modules: {
        slider: { from: 'theme', scripts: ['jquery-core', 'wp-hooks'] },
        lightbox: { from: 'nowhere', scripts: ['fusion-lightbox'], extra: true },
        menu: { from: 'theme', scripts: ['fusion'] },
      },
    };
    const { problems } = takeoverProblems(bad, ['slider', 'lightbox', 'menu', 'tabs']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`names WordPress' own handle "jquery-core"`),
        expect.stringContaining(`names WordPress' own handle "wp-hooks"`),
        expect.stringContaining('module "lightbox" needs "from": one of theme'),
        expect.stringContaining('module "lightbox" has an unknown key "extra"'),
        expect.stringContaining('lists "fusion", which is a combined, shared or unused handle'),
        expect.stringContaining('module "tabs" has no entry'),
      ]),
    );
  });

  it('accepts an id the registry does not have yet, and reports it', () => {
    const ahead = {
      sources: { theme: source },
      modules: { 'to-top': { from: 'theme', scripts: ['avada-to-top'] } },
    };
    expect(takeoverProblems(ahead, [])).toEqual({ problems: [], notInRegistry: ['to-top'] });
  });

  it('checks the unused handles, the calls declared dependencies miss, the inline scripts and handlers', () => {
    const bad = {
      sources: {
        theme: { ...source, unused: ['avada-comments'], dependencies: { 'avada-drop-down': 'avada-select' } },
      },
      modules: {
        slider: { from: 'theme', scripts: ['avada-comments'], inline: ['x'] },
        'sharing-box': { from: 'theme', scripts: ['fusion-sharing-box'], handlers: ['copyPageUrl(event)'] },
      },
    };
    const { problems } = takeoverProblems(bad, ['slider', 'sharing-box']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"dependencies" of "avada-drop-down" must be a list of script handles'),
        expect.stringContaining('lists "avada-comments", which is a combined, shared or unused handle'),
        expect.stringContaining('module "slider" "inline" must be a list of texts'),
        expect.stringContaining('module "sharing-box" "handlers" must be a list of event-handler attributes'),
      ]),
    );
    const good = {
      sources: {
        theme: {
          ...source,
          unused: ['avada-comments'],
          dependencies: { 'avada-drop-down': ['avada-select'] },
        },
      },
      modules: {
        slider: { from: 'theme', scripts: ['fusion-flexslider'], inline: ['fusion_login_nonce'] },
        'sharing-box': {
          from: 'theme',
          scripts: ['fusion-sharing-box'],
          handlers: ['onclick="copyPageUrl(event)"'],
        },
      },
    };
    expect(takeoverProblems(good, ['slider', 'sharing-box']).problems).toEqual([]);
  });
});
