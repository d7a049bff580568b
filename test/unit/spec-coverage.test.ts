// @vitest-environment node
// docs/spec-coverage.md stays honest: every row is well formed, every test it names exists under
// that name, and every 'superseded' or 'not applicable' says why. (How much of the SPEC it covers
// is counted by `npm run spec-coverage`, which needs the SPEC beside the checkout.)
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageRows, testReferences } from '../../scripts/spec-coverage-table';

const root = new URL('../../', import.meta.url);
const document = readFileSync(new URL('docs/spec-coverage.md', root), 'utf8');
const { rows, problems } = coverageRows(document);

describe('docs/spec-coverage.md', () => {
  it('has well-formed rows with a status and, where needed, a reason', () => {
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(50);
  });

  it('names only tests that exist, by file and name', () => {
    const dangling: string[] = [];
    for (const row of rows) {
      for (const reference of testReferences(row.test)) {
        const file = new URL(reference.file, root);
        if (!existsSync(file)) dangling.push(`§${row.id} line ${row.line}: no file ${reference.file}`);
        else if (!readFileSync(file, 'utf8').includes(reference.name))
          dangling.push(`§${row.id} line ${row.line}: no test '${reference.name}' in ${reference.file}`);
      }
    }
    expect(dangling).toEqual([]);
  });

  it('gives every done row a test', () => {
    const untested = rows
      .filter((row) => row.status === 'done' && testReferences(row.test).length === 0)
      .map((row) => `§${row.id} line ${row.line}`);
    expect(untested).toEqual([]);
  });
});
