// Turns for module chunk requests: a few at once, the rest wait for one to come in. Over HTTP/1.1 a
// browser opens six connections to a host, and a request that hangs keeps its own: were every chunk
// to hang, the runtime, the safety net's chunk and the page's own images would wait behind them for
// good. With four at most, two connections always stay free.

/** Module chunk requests at once (of the six connections HTTP/1.1 gives a host). */
export const chunksAtOnce = 4;

export interface ChunkTurns {
  /** Calls `fetch` once a turn is free; the turn passes on when what it returns settles. */
  take<T>(fetch: () => Promise<T>): Promise<T>;
}

export function chunkTurns(limit = chunksAtOnce): ChunkTurns {
  let out = 0;
  const waiting: (() => void)[] = [];
  const pass = () => {
    const next = waiting.shift();
    if (next) next();
    else out--;
  };
  return {
    take(fetch) {
      let turn: Promise<void>;
      if (out < limit) {
        out++;
        turn = Promise.resolve();
      } else turn = new Promise((resolve) => waiting.push(resolve));
      return turn.then(() => {
        const fetched = Promise.resolve().then(fetch);
        fetched.then(pass, pass);
        return fetched;
      });
    },
  };
}
