// Where in our sources a position in a built file is: `modules/lazy-media/index.ts:108`. The browser
// names a script's place as a character offset in the built file (a long animation frame's
// `sourceCharPosition`); the build's hidden source maps beside each file say what it came from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface BuiltFiles {
  /** A file's path under the build folder (`chunks/…/lazy-media.js`) and a character offset in it: source file and line, or null. */
  sourceOf(file: string, offset: number): string | null;
  /** The same for a place given as a line (from 1) and a column (from 0), as a trace's stack frame names it. */
  sourceAt(file: string, line: number, column: number): string | null;
}

/** The built files of `dist` (a folder relative to the working directory, as the demo server takes it). */
export function builtFiles(dist: string): BuiltFiles {
  const opened = new Map<string, { text: string; map: SourceMapConsumer } | null>();
  const open = (file: string) => {
    if (!opened.has(file)) {
      const path = join(dist, file);
      opened.set(
        file,
        existsSync(path) && existsSync(`${path}.map`)
          ? {
              text: readFileSync(path, 'utf8'),
              map: new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8'))),
            }
          : null,
      );
    }
    return opened.get(file);
  };
  const sourceAt = (file: string, line: number, column: number) => {
    const position = open(file)?.map.originalPositionFor({ line, column });
    if (!position?.source) return null;
    const source = position.source.replace(/^(\.\.\/)+/, '').replace(/^.*\/node_modules\//, '');
    return `${source}:${position.line}`;
  };
  return {
    sourceOf(file, offset) {
      const built = open(file);
      if (!built || offset < 0 || offset > built.text.length) return null;
      const before = built.text.slice(0, offset).split('\n');
      return sourceAt(file, before.length, before.at(-1)!.length);
    },
    sourceAt,
  };
}
