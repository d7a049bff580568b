// What the open viewer needs besides PhotoSwipe, in one chunk loaded with PhotoSwipe on the first
// open (React with it): the link-side chunk (taking links, deep links) stays small for pages that
// never open it.
export { addChrome } from './chrome';
export { trapTab } from './focus-trap';
export { itemContent } from './item-content';
export { wheelNavigation } from './wheel-navigation';
