// Stand-in for another plug-in's copy of a library the theme also loads under the same handle.
window.standinRan = window.standinRan || [];
window.standinRan.push('other-plugin-gsap');
