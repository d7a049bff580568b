// The order Vitest starts test files in, the same on every machine. Vitest's own order runs the
// files that took longest last time first, or on a machine with no record of a last run (CI) the
// largest files first; the whole-site browser suites are short files that each run for minutes,
// so on CI they could start last and leave one of the two workers running alone at the end.
// Here: project groups as configured (`sequence.groupOrder`), then within a project the whole-site
// suites first, then the rest by size, largest first.
import { statSync } from 'node:fs';
import type { TestSequencer, TestSpecification } from 'vitest/node';

/** The browser suites that walk every demo page (test/browser/site/). */
const wholeSite = /\/test\/browser\/site\/[^/]+\.test\.ts$/;

const sizeOf = (file: TestSpecification) => statSync(file.moduleId).size;

export default class WholeSiteFirst implements TestSequencer {
  shard(files: TestSpecification[]): TestSpecification[] {
    return files;
  }

  sort(files: TestSpecification[]): TestSpecification[] {
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        Number(wholeSite.test(b.moduleId)) - Number(wholeSite.test(a.moduleId)) ||
        sizeOf(b) - sizeOf(a),
    );
  }
}
