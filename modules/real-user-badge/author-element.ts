// Which matched elements are the author element of a comment or review the server marked as a
// real person (CONTRACT-antispam.md section 4, "Real-user badge").

/** Author elements inside a marked comment or review (the contract's list). */
export const authorSelector =
  '.comment-body div[class*="comment-author"], .wp-block-group div[class*="comment-author"], [class*="comment-author-link"], [class*="review__author"]';

/** The nearest comment or review around `author`: only its own mark counts, not a parent thread's. */
const entrySelector = 'li, .comment, .review, .wp-block-comment-template > *';

export function isRealUserAuthor(author: Element): boolean {
  // The author block of some themes wraps the date line too: that one is not the author's name.
  if (author.querySelector('.comment-metadata')) return false;
  const entry = author.parentElement?.closest(entrySelector);
  if (!entry?.classList.contains('apbct-trp')) return false;
  // A name link inside the author block belongs to the block: one badge, on the outer one.
  const outer = author.parentElement?.closest('[class*="comment-author"], [class*="review__author"]');
  return !(outer && entry.contains(outer) && !outer.querySelector('.comment-metadata'));
}

/** The author's name as the page shows it, for the badge's accessible name. */
export function authorName(author: Element): string {
  const name = author.querySelector('.fn, cite, a, b, strong') ?? author;
  return (name.textContent ?? '').replace(/\s+/g, ' ').trim();
}
