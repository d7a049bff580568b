// `npm test`: every check in one run — lint and format, type check, production build, then every
// Vitest project (unit, build output, browser, and the tests against a real WordPress) — ending with
// one line `N passed, N failed` that counts every test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(label, command, args) {
  if (run(label, command, args)) {
    results.passed += 1;
    return true;
  }
  results.failed += 1;
  failures.push(label);
  return false;
}

check('lint and format (biome)', 'npx', ['biome', 'check', '.']);
check('type check (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
const builtOk = check('production build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn']);

const reportDir = '.vitest-results';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const report = `${reportDir}/results.json`;
const extra = process.argv.slice(2);
run(
  'vitest (unit, build, browser)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
  // The production build above is fresh: the build tests' setup need not make it again.
  { VOORKANT_SKIP_BUILD: '0', VOORKANT_PRODUCTION_BUILT: builtOk ? '1' : '0' },
);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  // A suite that failed to load has no tests to count: count it as one failure, never as nothing.
  const brokenSuites = json.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  );
  results.failed += brokenSuites.length;
  for (const suite of json.testResults) {
    for (const test of suite.assertionResults) if (test.status === 'failed') failures.push(test.fullName);
  }
  for (const suite of brokenSuites) failures.push(`${suite.name}: ${suite.message}`);
  wordpressSummary(json.testResults);
  if (json.numPendingTests || json.numTodoTests) {
    results.failed += json.numPendingTests + json.numTodoTests;
    failures.push(`${json.numPendingTests + json.numTodoTests} skipped or todo tests (none may be skipped)`);
  }
} else {
  results.failed += 1;
  failures.push('vitest wrote no report');
}

/** The WordPress part's wall time (it must stay under 3 minutes on a fresh two-core machine). */
function wordpressSummary(suites) {
  const files = suites.filter((suite) => suite.name.includes('/test/wordpress/'));
  if (!files.length) return;
  const setupFile = '.cache/wordpress/last-setup-ms';
  const setupMs = existsSync(setupFile) ? Number(readFileSync(setupFile, 'utf8')) : 0;
  const testsMs =
    Math.max(...files.map((suite) => suite.endTime)) - Math.min(...files.map((suite) => suite.startTime));
  const tests = files.reduce((count, suite) => count + suite.assertionResults.length, 0);
  console.log(
    `\nWordPress part: ${((setupMs + testsMs) / 1000).toFixed(1)} s (preparation and packaging ${(setupMs / 1000).toFixed(1)} s, ${files.length} files, ${tests} tests)`,
  );
}

if (failures.length) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
