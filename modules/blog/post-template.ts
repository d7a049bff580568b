// Builds posts from the JSON variant of a blog page with the blog's <template>: each `data-field`
// slot is filled as text or as an address, never as HTML (the answer is server data).

export interface PostData {
  title: string;
  url: string;
  date: string;
  dateLabel: string;
  author: string;
  excerpt: string;
  image?: { src: string; alt: string; width: number; height: number };
}

function isPostData(value: unknown): value is PostData {
  const post = value as Partial<PostData> | null;
  return typeof post?.title === 'string' && typeof post.url === 'string';
}

/** The posts of a JSON page answer (`{ posts: [...] }`); anything else counts as no posts. */
export function postsOf(answer: unknown): PostData[] {
  const posts = (answer as { posts?: unknown } | null)?.posts;
  return Array.isArray(posts) ? posts.filter(isPostData) : [];
}

/** Only http(s) and relative addresses reach an href or src: never `javascript:`. */
function safeAddress(address: string): string {
  try {
    const url = new URL(address, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

export function renderPost(template: HTMLTemplateElement, post: PostData): Element | undefined {
  const root = template.content.firstElementChild?.cloneNode(true);
  if (!(root instanceof Element)) return undefined;
  const slot = (name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const setText = (name: string, text: string) => {
    const element = slot(name);
    if (element) element.textContent = text;
  };
  const link = slot('link');
  if (link) {
    link.textContent = post.title;
    link.setAttribute('href', safeAddress(post.url));
  }
  setText('title', post.title);
  setText('author', post.author ?? '');
  setText('excerpt', post.excerpt ?? '');
  setText('date', post.dateLabel ?? post.date ?? '');
  slot('date')?.setAttribute('datetime', post.date ?? '');
  const image = slot('image');
  const imageLink = slot('image-link');
  if (post.image && image) {
    image.setAttribute('src', safeAddress(post.image.src));
    image.setAttribute('alt', post.image.alt ?? '');
    image.setAttribute('width', String(post.image.width));
    image.setAttribute('height', String(post.image.height));
    imageLink?.setAttribute('href', safeAddress(post.image.src));
  } else {
    (imageLink ?? image)?.remove();
  }
  for (const element of root.querySelectorAll('[data-field]')) element.removeAttribute('data-field');
  return root;
}
