// PhotoSwipe needs each image's size before it opens. The size comes from the link's data
// attributes, then the thumbnail's width and height attributes when the thumbnail shows the whole
// photo, else the photo is loaded once to read it: the viewer never jumps when the size arrives.
export interface Size {
  width: number;
  height: number;
}

function positive(value: string | null | undefined): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function declaredSize(link: Element): Size | null {
  const width = positive(link.getAttribute('data-width'));
  const height = positive(link.getAttribute('data-height'));
  return width && height ? { width, height } : null;
}

export function measureImage(src: string, fallback: Size): Promise<Size> {
  return new Promise((resolve) => {
    const image = new Image();
    image.addEventListener('load', () =>
      resolve(
        image.naturalWidth && image.naturalHeight
          ? { width: image.naturalWidth, height: image.naturalHeight }
          : fallback,
      ),
    );
    // A broken photo still opens, with the error message at the fallback size.
    image.addEventListener('error', () => resolve(fallback));
    image.src = src;
  });
}
