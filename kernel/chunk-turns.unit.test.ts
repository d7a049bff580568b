import { describe, expect, test } from 'vitest';
import { chunkTurns } from './chunk-turns';

/** A fetch the test settles by hand, recording when it started. */
function pending(started: string[], name: string) {
  let settle!: (ok: boolean) => void;
  const fetch = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      settle = (ok) => (ok ? resolve(name) : reject(new Error(name)));
    });
  };
  return { fetch, settle: (ok: boolean) => settle(ok) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chunk turns', () => {
  test('at most the limit at once; a settled fetch, in or failed, hands its turn to the next in line', async () => {
    const turns = chunkTurns(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pending(started, name));
    const results = [a, b, c, d].map((one) => turns.take(one!.fetch).catch((error: Error) => error.message));
    await tick();
    expect(started).toEqual(['a', 'b']);
    a!.settle(true);
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    b!.settle(false);
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c!.settle(true);
    d!.settle(true);
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('fetches that hang hold their turns; the others wait and are never started', async () => {
    const turns = chunkTurns(4);
    const started: string[] = [];
    for (const name of ['1', '2', '3', '4', '5', '6']) void turns.take(pending(started, name).fetch);
    await tick();
    expect(started).toEqual(['1', '2', '3', '4']);
  });

  test('a fetch that throws at once still hands its turn on', async () => {
    const turns = chunkTurns(1);
    const failing = turns.take(() => {
      throw new Error('no loader');
    });
    await expect(failing).rejects.toThrow('no loader');
    expect(await turns.take(() => Promise.resolve('next'))).toBe('next');
  });
});
