// Builds the test bundle (production build plus the fixture modules) once before the browser tests.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  if (process.env.VOORKANT_SKIP_BUILD === '1') return;
  execFileSync('npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn'], { stdio: 'inherit' });
}
