// Observes completed background requests (fetch and XHR, the page's, jQuery's and our own) through
// the Resource Timing API, so no global is patched to learn about them.
import type { CompletedRequest } from './contract';

export function watchRequests(onComplete: (request: CompletedRequest) => void): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') {
        onComplete({ url: entry.name, kind: entry.initiatorType, status: entry.responseStatus ?? 0 });
      }
    }
  });
  try {
    observer.observe({ type: 'resource', buffered: false });
  } catch {
    // An engine without resource timing: modules simply get no ajaxComplete calls.
  }
}
