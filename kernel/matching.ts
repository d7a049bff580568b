// Keeps matching the page as it changes: one MutationObserver, its records batched per frame, so
// posts that infinite scroll adds or forms a popup injects get their modules too.

export interface DomWatch {
  disconnect(): void;
}

export function watchDom(root: Node, onAdded: (element: Element) => void, onRemoved: () => void): DomWatch {
  const added = new Set<Element>();
  let removed = false;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (removed) {
      removed = false;
      onRemoved();
    }
    const batch = [...added];
    added.clear();
    for (const element of batch) if (element.isConnected) onAdded(element);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) added.add(node as Element);
      if (record.removedNodes.length) removed = true;
    }
    if (!scheduled && (added.size || removed)) {
      scheduled = true;
      // A frame batches a burst of insertions; the timeout covers background tabs, which get no frames.
      const timer = setTimeout(flush, 100);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        if (scheduled) flush();
      });
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { disconnect: () => observer.disconnect() };
}
