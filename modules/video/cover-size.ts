// Sizes a player to cover its parent at the video's aspect ratio (SPEC section 2): the player is as
// wide as the parent and taller, or as tall and wider, centred, the overflow cut off by the parent.

export interface CoverBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** `"21:9"` → 21 / 9; anything unusable → undefined (the caller falls back to its default). */
export function parseRatio(text: string | null | undefined): number | undefined {
  const found = text?.trim().match(/^(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)$/);
  if (!found) return undefined;
  const ratio = Number(found[1]) / Number(found[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/** The box of a `ratio` (width / height) player covering a `width` × `height` parent. */
export function coverBox(width: number, height: number, ratio: number): CoverBox {
  if (width <= 0 || height <= 0) return { width: 0, height: 0, left: 0, top: 0 };
  const wider = width / height > ratio;
  const box = wider ? { width, height: width / ratio } : { width: height * ratio, height };
  return { ...box, left: (width - box.width) / 2, top: (height - box.height) / 2 };
}
