// Reads docs/spec-coverage.md: one table per SPEC section, one row per behaviour, constant or
// message: `| § | SPEC | where | test | status |`. A SPEC line may have several rows.
export type CoverageStatus = 'done' | 'partly' | 'superseded' | 'not applicable' | 'missing';

export interface CoverageRow {
  id: string;
  spec: string;
  where: string;
  test: string;
  status: CoverageStatus;
  /** What follows the status word: the reason, required for all but `done`. */
  reason: string;
  line: number;
}

export interface TestReference {
  file: string;
  name: string;
}

const statuses: CoverageStatus[] = ['done', 'partly', 'superseded', 'not applicable', 'missing'];

/** The rows, or a list of what is malformed (with line numbers). */
export function coverageRows(markdown: string): { rows: CoverageRow[]; problems: string[] } {
  const rows: CoverageRow[] = [];
  const problems: string[] = [];
  markdown.split('\n').forEach((text, index) => {
    const cells = text.trim().match(/^\| *(\d+\.\d+) *\|(.*)\|$/);
    if (!cells) return;
    const rest = cells[2]!.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const line = index + 1;
    if (rest.length !== 4) {
      problems.push(`line ${line}: needs 5 cells (§, SPEC, where, test, status), has ${rest.length + 1}`);
      return;
    }
    const [spec, where, test, statusCell] = rest as [string, string, string, string];
    const status = statuses.find((word) => statusCell === word || statusCell.startsWith(`${word}:`));
    if (!status) {
      problems.push(`line ${line}: status must start with one of ${statuses.join(', ')}`);
      return;
    }
    const reason = statusCell.slice(status.length).replace(/^:\s*/, '');
    if (status !== 'done' && status !== 'missing' && reason.length < 10)
      problems.push(`line ${line}: '${status}' needs a reason ('${status}: why')`);
    rows.push({ id: cells[1]!, spec, where, test, status, reason, line });
  });
  return { rows, problems };
}

/** Test references in a cell: `path/to/file.test.ts › test name` in backticks. */
export function testReferences(cell: string): TestReference[] {
  return [...cell.matchAll(/`([\w./-]+\.test\.ts) › ([^`]+)`/g)].map((match) => ({
    file: match[1]!,
    name: match[2]!.trim(),
  }));
}

export interface CoverageCount {
  lines: number;
  /** Every row done with a test, or superseded / not applicable with a reason. */
  covered: number;
  partly: string[];
  missing: string[];
}

/** Per SPEC line id: covered when it has rows and each is done with a test or explained away. */
export function countCoverage(ids: string[], rows: CoverageRow[]): CoverageCount {
  const count: CoverageCount = { lines: ids.length, covered: 0, partly: [], missing: [] };
  for (const id of ids) {
    const mine = rows.filter((row) => row.id === id);
    if (mine.length === 0 || mine.every((row) => row.status === 'missing')) count.missing.push(id);
    else if (
      mine.every(
        (row) =>
          (row.status === 'done' && testReferences(row.test).length > 0) ||
          row.status === 'superseded' ||
          row.status === 'not applicable',
      )
    )
      count.covered++;
    else count.partly.push(id);
  }
  return count;
}
