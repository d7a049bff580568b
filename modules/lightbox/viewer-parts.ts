// What the open viewer needs besides PhotoSwipe, in one chunk loaded with PhotoSwipe on the first
// open: the link-side chunk (taking links, deep links) stays small for pages never opening it.
export { trapTab } from './focus-trap';
export { itemContent } from './item-content';
export { addThumbnailStrip } from './thumbnail-strip';
export { addExtras } from './viewer-extras';
