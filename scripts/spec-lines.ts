// The SPEC's lines, numbered the way docs/spec-coverage.md cites them: within each numbered section
// every bullet, numbered item, table row and paragraph is one line, `§<section>.<n>`.
export interface SpecLine {
  id: string;
  section: number;
  text: string;
}

export function specLines(markdown: string): SpecLine[] {
  const lines: SpecLine[] = [];
  let section = 0;
  let count = 0;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = line.match(/^## (\d+)\./);
    if (heading) {
      section = Number(heading[1]);
      count = 0;
      continue;
    }
    if (!section || !line || line.startsWith('#') || /^\|[-| ]+\|$/.test(line)) continue;
    // A table's header row and a lead-in ('Anti-spam part:', 'Notes:') say nothing themselves.
    if (line.startsWith('| Purpose |') || /^[A-Z][\w -]*:$/.test(line)) continue;
    count++;
    lines.push({ id: `${section}.${count}`, section, text: line.replace(/^(- |\d+\. )/, '') });
  }
  return lines;
}
