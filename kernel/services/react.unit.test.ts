import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mountReact } from './react';

const Text = ({ text }: { text: string }) => createElement('p', null, text);
const view = (delayMs: number) => () =>
  new Promise<{ default: typeof Text }>((resolve) => setTimeout(() => resolve({ default: Text }), delayMs));

describe('mountReact', () => {
  it('is drawn when it resolves, and the latest call wins even if an earlier one settles later', async () => {
    const container = document.createElement('div');
    const signal = new AbortController().signal;
    const first = mountReact(container, view(60), { text: 'Bezig met ontsleutelen' }, signal);
    const second = mountReact(container, view(5), { text: 'Geblokkeerd' }, signal);
    await second;
    expect(container.textContent).toBe('Geblokkeerd');
    await first;
    expect(container.textContent).toBe('Geblokkeerd');
  });

  it('unmounts when the signal aborts', async () => {
    const container = document.createElement('div');
    const abort = new AbortController();
    await mountReact(container, view(0), { text: 'Hallo' }, abort.signal);
    expect(container.textContent).toBe('Hallo');
    abort.abort();
    expect(container.textContent).toBe('');
  });
});
