// @vitest-environment node
// The handle inventory and the map agree: every front-end handle of the theme, the builder and
// Fusion Core (test/wordpress/themes/Avada/handles.json, which the stand-in theme registers) has its
// verdict in docs/theme-markup/handles.md, and every theme handle takeover.json names is either in
// the inventory or one of the earlier 7.x names the document lists.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TakeoverMap } from './takeover-check';

const inventory = (
  JSON.parse(readFileSync('test/wordpress/themes/Avada/handles.json', 'utf8')) as {
    handles: { handle: string; deps: string[]; frontEnd: boolean }[];
  }
).handles;
const map = JSON.parse(readFileSync('takeover.json', 'utf8')) as TakeoverMap;
const doc = readFileSync('docs/theme-markup/handles.md', 'utf8');
const earlier = doc.slice(doc.indexOf('## Handles of earlier 7.x releases'));
const known = new Set(inventory.map((entry) => entry.handle));
const named = (text: string, handle: string) => text.includes(`\`${handle}\``);

describe('the handle inventory', () => {
  it('gives every handle of the inventory a verdict in handles.md', () => {
    expect(inventory.length).toBeGreaterThan(100);
    expect(inventory.filter((entry) => !named(doc, entry.handle)).map((entry) => entry.handle)).toEqual([]);
  });

  it('knows every theme handle takeover.json names (or lists it as an earlier release’s)', () => {
    const theme = map.sources.theme!;
    const handles = [
      ...Object.values(map.modules)
        .filter((entry) => entry.from === 'theme')
        .flatMap((entry) => [...entry.scripts, ...(entry.libraries ?? [])]),
      ...theme.shared,
      ...(theme.unused ?? []),
      ...Object.entries(theme.dependencies ?? {}).flat(2),
    ];
    expect(handles.filter((handle) => !known.has(handle) && !named(earlier, handle))).toEqual([]);
  });

  it('puts each handle in one place only: a module’s scripts or libraries, the shared base, or unused', () => {
    const theme = map.sources.theme!;
    const places = new Map<string, Set<string>>();
    const put = (handle: string, place: string) =>
      places.set(handle, new Set([...(places.get(handle) ?? []), place]));
    for (const entry of Object.values(map.modules).filter((one) => one.from === 'theme')) {
      for (const handle of entry.scripts) put(handle, 'scripts');
      for (const handle of entry.libraries ?? []) put(handle, 'libraries');
    }
    for (const handle of theme.shared) put(handle, 'shared');
    for (const handle of theme.unused ?? []) put(handle, 'unused');
    expect([...places].filter(([, where]) => where.size > 1).map(([handle]) => handle)).toEqual([]);
  });
});
