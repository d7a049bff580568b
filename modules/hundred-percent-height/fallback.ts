// The safety net of hundred-percent-height: without the module a container keeps at least the
// window's height but grows with its content, so nothing is cut off on a phone.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const element of elements) {
    const container = element as HTMLElement;
    container.style.minHeight = '100vh';
    container.style.height = 'auto';
  }
};
export default fallback;
