// Layer geometry and the attribute rules, apart from the DOM.
import { describe, expect, test } from 'vitest';
import { backgroundImage, forSize, parallaxOptions, windowSize } from './layer-style';
import { layerInset, layerShift, progress, travel } from './parallax-geometry';

// In the second screen: its way runs from scrollY 200 (top at the window's bottom) to 1400.
const metrics = { top: 1000, height: 400, viewportHeight: 800 };

describe('parallax', () => {
  test('the layer is longer by its travel and moves by it over the section’s way, as the theme’s', () => {
    expect(travel('up', metrics, 0.3)).toBe(240);
    expect(travel('left', metrics, 0.3)).toBe(120);
    expect(travel('none', metrics, 0.3)).toBe(0);
    expect(progress(metrics, 200)).toBe(0);
    expect(progress(metrics, 800)).toBe(0.5);
    expect(progress(metrics, 2000)).toBe(1);
    // A section in the first screen starts its way at the page's top.
    expect(progress({ ...metrics, top: 300 }, 0)).toBe(0);
    expect(progress({ ...metrics, top: 300 }, 350)).toBe(0.5);
    expect(layerShift('up', metrics, 800, 240)).toEqual({ x: 0, y: -120 });
    expect(layerShift('down', metrics, 800, 240)).toEqual({ x: 0, y: 150 });
    // Down is held once its top edge reaches the container's top: no gap.
    expect(layerShift('down', metrics, 1300, 240)).toEqual({ x: 0, y: 240 });
    expect(layerShift('left', metrics, 800, 120)).toEqual({ x: -60, y: 0 });
    expect(layerShift('right', metrics, 800, 120)).toEqual({ x: 60, y: 0 });
    expect(layerShift('none', metrics, 800, 0)).toEqual({ x: 0, y: 0 });
    expect(layerInset('up', 240)).toBe('0 0 -240px');
    expect(layerInset('down', 240)).toBe('-240px 0 0');
    expect(layerInset('right', 120)).toBe('0 0 0 -120px');
  });

  test('attributes: defaults, validation, image by window size, gradient over image', () => {
    const element = document.createElement('div');
    const read = (attributes: Record<string, string>) => {
      for (const name of [...element.getAttributeNames()]) element.removeAttribute(name);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-${name}`, value);
      return parallaxOptions(element);
    };
    const plain = read({});
    expect(plain).toMatchObject({
      direction: 'up',
      opacity: 1,
      align: 'center center',
      repeat: 'no-repeat',
      mobileEnabled: false,
    });
    expect(plain.blendMode.large).toBe('normal');
    expect(plain.velocity).toBeUndefined();
    // As printed: the velocity is the negative of the speed; repeat and mobile are "true"/"false".
    expect(read({ opacity: '40', velocity: '-0.6' })).toMatchObject({ opacity: 0.4, velocity: -0.6 });
    expect(read({ 'bg-repeat': 'true', 'mobile-enabled': 'true' })).toMatchObject({
      repeat: 'repeat',
      mobileEnabled: true,
    });
    expect(read({ 'bg-repeat': 'false', 'mobile-enabled': 'false' })).toMatchObject({
      repeat: 'no-repeat',
      mobileEnabled: false,
    });
    expect(read({ 'bg-color': 'red;x:url(y)' }).color.large).toBe('');
    const sized = read({ 'bg-color': '#111', 'bg-color-small': '#222', 'blend-mode-medium': 'multiply' });
    expect(forSize(sized.color, 'small')).toBe('#222');
    expect(forSize(sized.color, 'medium')).toBe('#111');
    expect(forSize(sized.blendMode, 'small')).toBe('multiply');
    expect(forSize(sized.blendMode, 'large')).toBe('normal');
    const options = read({
      'bg-image': '/groot.svg',
      'bg-image-medium': '/middel.svg',
      'bg-image-small': '/klein.svg',
      'bg-gradient-type': 'radial',
      'bg-radial-direction': 'left top',
      'bg-gradient-start-color': '#000',
      'bg-gradient-end-color': 'rgba(0,0,0,0)',
    });
    const widths = { small: 640, medium: 1024 };
    expect(forSize(options.image, windowSize(1280, widths))).toBe('/groot.svg');
    expect(forSize(options.image, windowSize(1024, widths))).toBe('/middel.svg');
    expect(forSize(options.image, windowSize(375, widths))).toBe('/klein.svg');
    expect(backgroundImage(options, '/groot.svg')).toMatch(
      /^radial-gradient\(circle at left top, #000 0%, rgba\(0,0,0,0\) 100%\), url\(".*\/groot\.svg"\)$/,
    );
  });
});
