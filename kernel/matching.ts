// Keeps matching the page as it changes: one MutationObserver whose records are batched for about a
// frame (a timer rather than a frame callback, which background tabs never get), so posts that
// infinite scroll adds or forms a popup injects get their modules too, each burst matched once.
import { sliceUsedUp, yieldToPage } from './yield';

export interface DomWatch {
  disconnect(): void;
}

export function watchDom(root: Node, onAdded: (element: Element) => void, onRemoved: () => void): DomWatch {
  const added = new Set<Element>();
  let removed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    if (removed) onRemoved();
    removed = false;
    const batch = [...added];
    added.clear();
    // In time slices, as the first scan: each element is a query per registry entry, and a burst of
    // a thousand (the stepper's buttons on a 500-field form) made one 75-82 ms task at 4× CPU
    // slowdown (bench/long-frames.ts /bench/stress/).
    for (const element of batch) {
      if (sliceUsedUp()) await yieldToPage();
      if (element.isConnected) onAdded(element);
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) added.add(node as Element);
      removed ||= record.removedNodes.length > 0;
    }
    timer ??= setTimeout(flush, 16);
  });
  observer.observe(root, { childList: true, subtree: true });
  return { disconnect: () => observer.disconnect() };
}
