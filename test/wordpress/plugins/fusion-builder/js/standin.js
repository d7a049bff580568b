// Stand-in for one of the builder's scripts: it records its handle, so a test sees which ran, and the
// handles the real script calls without declaring them (`calls`), which the theme's footer checks
// once the page has loaded (test/wordpress/themes/Avada/functions.php).
{
  const params = new URL(document.currentScript.src).searchParams;
  const handle = params.get('handle');
  window.standinRan ??= [];
  window.standinRan.push(handle);
  const calls = (params.get('calls') ?? '').split(',').filter(Boolean);
  if (calls.length) {
    window.standinCalls ??= {};
    window.standinCalls[handle] = calls;
  }
}
