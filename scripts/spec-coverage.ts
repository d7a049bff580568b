// `npm run spec-coverage`: how much of ../shared/SPEC.md docs/spec-coverage.md covers. Lists SPEC
// lines without a row, and counts lines whose every row is done with a test (or superseded / not
// applicable with a reason). `--skeleton` prints empty rows for SPEC lines the document lacks.
import { existsSync, readFileSync } from 'node:fs';
import { countCoverage, coverageRows } from './spec-coverage-table';
import { specLines } from './spec-lines';

const root = new URL('../', import.meta.url);
const specPath = new URL('../shared/SPEC.md', root);
const { rows, problems } = coverageRows(readFileSync(new URL('docs/spec-coverage.md', root), 'utf8'));
for (const problem of problems) console.error(`docs/spec-coverage.md ${problem}`);

if (!existsSync(specPath)) {
  console.error(`SPEC not found at ${specPath.pathname}: it lives beside the checkout, in ../shared/.`);
  process.exit(1);
}
const lines = specLines(readFileSync(specPath, 'utf8'));
const count = countCoverage(
  lines.map((line) => line.id),
  rows,
);
if (process.argv.includes('--skeleton')) {
  for (const line of lines.filter((candidate) => count.missing.includes(candidate.id)))
    console.log(`| ${line.id} | ${line.text.replaceAll('|', '\\|')} | | | missing |`);
} else {
  console.log(`SPEC lines: ${count.lines}`);
  console.log(
    `covered (every row done with a test, or superseded / not applicable with a reason): ${count.covered}`,
  );
  console.log(`partly: ${count.partly.length}${count.partly.length ? ` (${count.partly.join(', ')})` : ''}`);
  console.log(
    `missing: ${count.missing.length}${count.missing.length ? ` (${count.missing.join(', ')})` : ''}`,
  );
  console.log(`rows: ${rows.length}`);
}
process.exitCode = problems.length ? 1 : 0;
