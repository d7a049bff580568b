// Stand-in for one of Fusion Core's scripts: it records its handle, so a test sees which ran. With
// `calls` (handles whose functions the real script calls without declaring them), it checks once
// the page has loaded that each the theme enqueued (`standinEnqueued`) ran, and throws as the real
// call would fail. A block: every stand-in shares the page's global scope.
{
  window.standinRan = window.standinRan || [];
  const params = new URL(document.currentScript.src).searchParams;
  const handle = params.get('handle');
  window.standinRan.push(handle);
  const calls = (params.get('calls') ?? '').split(',').filter(Boolean);
  if (calls.length)
    addEventListener('load', () => {
      const wanted = window.standinEnqueued ?? [];
      const missing = calls.filter((call) => wanted.includes(call) && !window.standinRan.includes(call));
      if (missing.length) throw new Error(`${handle} calls ${missing.join(', ')}, which is not on the page`);
    });
}
