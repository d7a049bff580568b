// Builds the production bundle once before the build-output tests (npm test has built it already).
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  if (process.env.VOORKANT_SKIP_BUILD === '1' || process.env.VOORKANT_PRODUCTION_BUILT === '1') return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
