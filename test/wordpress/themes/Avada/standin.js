// Stand-in for one of the theme's scripts: it records its handle, so a test sees which ran.
window.standinRan = window.standinRan || [];
window.standinRan.push(new URL(document.currentScript.src).searchParams.get('handle'));
