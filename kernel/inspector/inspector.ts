// The administrator's inspector (?voorkant=debug or the `debug` setting): which modules matched,
// loaded or failed, with chunk size and init time. A lazy chunk: never part of the kernel.
import type { Kernel } from '../kernel';
import { loadStylesheet } from '../services/stylesheet';
import stylesheet from './inspector.css?url';

function chunkBytes(id: string): number | undefined {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const chunk = entries.find((entry) => new URL(entry.name).pathname.endsWith(`/${id}.js`));
  return chunk ? chunk.encodedBodySize || chunk.transferSize : undefined;
}

function cell(row: HTMLTableRowElement, text: string): void {
  row.insertCell().textContent = text;
}

export function openInspector(kernel: Kernel): void {
  const panel = document.createElement('details');
  panel.className = 'voorkant-inspector';
  panel.open = true;
  const summary = document.createElement('summary');
  summary.textContent = 'Voorkant-inspector';
  const table = document.createElement('table');
  table.createCaption().textContent = 'Modules op deze pagina';
  const head = table.createTHead().insertRow();
  for (const title of ['Module', 'Status', 'Elementen', 'Chunk (bytes)', 'Laden (ms)', 'Init (ms)', 'Fout']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = title;
    head.append(th);
  }
  const body = table.createTBody();
  const render = () => {
    body.replaceChildren();
    for (const status of kernel.status()) {
      const row = body.insertRow();
      row.dataset.module = status.id;
      row.dataset.state = status.state;
      cell(row, status.id);
      cell(row, status.state);
      cell(row, String(status.matched));
      cell(row, String(chunkBytes(status.id) ?? '–'));
      cell(row, status.loadMs === undefined ? '–' : status.loadMs.toFixed(1));
      cell(row, status.initMs.toFixed(1));
      cell(row, status.error ?? '');
    }
  };
  const refresh = document.createElement('button');
  refresh.type = 'button';
  refresh.textContent = 'Vernieuwen';
  refresh.addEventListener('click', render);
  panel.append(summary, refresh, table);
  void loadStylesheet(stylesheet);
  document.body.append(panel);
  // A module counts as loaded before its stylesheet and its first instances are in: the table
  // follows until no module is loading any more, so it never stays on "loading" for one that runs.
  let following = 0;
  const follow = () => {
    clearTimeout(following);
    render();
    if (kernel.status().some((status) => status.state === 'loading'))
      following = window.setTimeout(follow, 100);
  };
  follow();
  kernel.bus.on('module:loaded', () => setTimeout(follow, 0));
  kernel.bus.on('module:error', () => setTimeout(follow, 0));
}
