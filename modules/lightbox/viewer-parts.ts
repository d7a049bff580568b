// What the open viewer needs besides PhotoSwipe, in one chunk loaded with PhotoSwipe on the first
// open (React with it): the link-side chunk (taking links, deep links) stays small for pages that
// never open it. (The wheel handling travels in open-viewer itself, which loads at the same moment.)
// The opening window's cover is here too: open-viewer's own chunk has no room in its budget.
export { addChrome } from './chrome';
export { trapTab } from './focus-trap';
export { itemContent } from './item-content';
export { initCovered } from './opening-window';
