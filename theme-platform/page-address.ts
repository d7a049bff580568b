// Derives the address of any page of a listing (the blog, post cards) from its pagination's 'next'
// link (SPEC section 5): the page number in that link (`/page/2/`, `?paged=2`, `?page=2`) marks where
// later page numbers go.

export interface PageAddress {
  /** The page the 'next' link points at. */
  page: number;
  /** The address of page `page`, keeping everything else of the link (host, other parameters). */
  at(page: number): string;
}

const pageParameters = ['paged', 'page'];

/**
 * @example
 * pageAddress('https://x.nl/blog/page/2/')?.at(3); // 'https://x.nl/blog/page/3/'
 * pageAddress('https://x.nl/blog/?paged=2')?.at(5); // 'https://x.nl/blog/?paged=5'
 * pageAddress('https://x.nl/blog/'); // undefined: no page number to replace
 */
export function pageAddress(href: string, base = 'http://localhost/'): PageAddress | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  for (const name of pageParameters) {
    const value = url.searchParams.get(name);
    if (value !== null && /^\d+$/.test(value)) {
      return {
        page: Number(value),
        at(page) {
          const next = new URL(url.href);
          next.searchParams.set(name, String(page));
          return next.href;
        },
      };
    }
  }
  // The platform's pretty form `/page/2/`, or failing that a bare number as the path's last segment.
  const inPath = url.pathname.match(/^(.*\/page\/)(\d+)(\/?)$/) ?? url.pathname.match(/^(.*\/)(\d+)(\/?)$/);
  if (!inPath) return undefined;
  const [, before, number, after] = inPath;
  return {
    page: Number(number),
    at(page) {
      const next = new URL(url.href);
      next.pathname = `${before}${page}${after}`;
      return next.href;
    },
  };
}
