// The platform's pixel (SPEC section 3): a hidden 1 × 1 image at the address the platform printed or,
// without one, the address its `apbct_get_pixel_url` call answers; the address becomes the signal
// `apbct_pixel_url`. Downloads only on sites with the pixel on.
import { toText } from '../../kernel/contract';
import type { FormsRuntime } from './forms-state';

function insertPixel(runtime: FormsRuntime, pixelUrl: string): void {
  const pixel = document.createElement('img');
  pixel.id = 'apbct_pixel';
  pixel.alt = '';
  pixel.hidden = true;
  pixel.width = 1;
  pixel.height = 1;
  pixel.src = pixelUrl;
  document.body.append(pixel);
  runtime.signals.write('apbct_pixel_url', pixelUrl);
}

export function addPixel(runtime: FormsRuntime, signal: AbortSignal): void {
  const { platform, client } = runtime;
  if (signal.aborted) return;
  const printedUrl = toText(platform.ctPublic.pixel__url);
  if (printedUrl) {
    insertPixel(runtime, printedUrl);
    return;
  }
  void client
    .call({ route: 'apbct_get_pixel_url', action: 'apbct_get_pixel_url', expect: 'text', signal })
    .then((result) => {
      if (result.ok && typeof result.data === 'string' && /^https?:\/\//.test(result.data.trim()))
        insertPixel(runtime, result.data.trim());
    });
}
