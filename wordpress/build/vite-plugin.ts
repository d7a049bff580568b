// The production build's WordPress side: checks takeover.json against the registry (failing the
// build with what to fix) and ships what the plugin reads beside the kernel: registry.json, the
// takeover map and the settings schema derived from the modules (dist/*.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildSettingsSchema } from './settings-schema.ts';
import { shippedTakeover, type TakeoverMap, takeoverProblems } from './takeover-check.ts';

export function voorkantWordPress(root: string): Plugin {
  let ids: string[] = [];
  let map: TakeoverMap;
  return {
    name: 'voorkant-wordpress',
    apply: 'build',
    buildStart() {
      const registry = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'));
      ids = registry.modules.map((entry: { id: string }) => entry.id);
      map = JSON.parse(readFileSync(join(root, 'takeover.json'), 'utf8'));
      this.addWatchFile(join(root, 'takeover.json'));
      const { problems, notInRegistry } = takeoverProblems(map, ids);
      if (problems.length) throw new Error(problems.join('\n  '));
      if (notInRegistry.length)
        this.info(
          `takeover.json: no registry entry (yet) for ${notInRegistry.join(', ')}; left out of this build`,
        );
    },
    async generateBundle() {
      const schema = await buildSettingsSchema(root, ids);
      const registry = readFileSync(join(root, 'registry.json'), 'utf8');
      const takeover = `${JSON.stringify(shippedTakeover(map, ids), null, 1)}\n`;
      this.emitFile({ type: 'asset', fileName: 'registry.json', source: registry });
      this.emitFile({ type: 'asset', fileName: 'takeover.json', source: takeover });
      this.emitFile({
        type: 'asset',
        fileName: 'settings-schema.json',
        source: `${JSON.stringify(schema, null, 1)}\n`,
      });
    },
  };
}
