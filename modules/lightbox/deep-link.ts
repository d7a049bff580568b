// The lightbox deep link in the address fragment (SPEC section 1): `<link id>/<item index>`,
// the index counted from 0 like the engine's.
export interface DeepLink {
  name: string;
  index: number;
}

const pattern = /^#?([\w-]+)\/(\d+)$/;

export function parseDeepLink(hash: string): DeepLink | null {
  const match = pattern.exec(hash);
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1], index: Number(match[2]) };
}

export function formatDeepLink(link: DeepLink): string {
  return `${link.name}/${link.index}`;
}
