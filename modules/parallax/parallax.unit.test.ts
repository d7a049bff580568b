// Layer geometry and the attribute rules, apart from the DOM.
import { describe, expect, test } from 'vitest';
import { backgroundImage, imageFor, parallaxOptions } from './layer-style';
import { centreOffset, layerShift, maxShift, scrollBlur } from './parallax-geometry';

const metrics = { top: 1000, height: 400, viewportHeight: 800 };

describe('parallax', () => {
  test('the shift is the distance from the viewport centre times the velocity, by direction', () => {
    // Centre of the section at 1200, centre of the viewport at scrollY + 400.
    expect(centreOffset(metrics, 800)).toBe(0);
    expect(centreOffset(metrics, 600)).toBe(200);
    expect(layerShift('up', metrics, 600, 0.3)).toEqual({ x: 0, y: 60 });
    expect(layerShift('down', metrics, 600, 0.3)).toEqual({ x: 0, y: -60 });
    expect(layerShift('left', metrics, 600, 0.3)).toEqual({ x: 60, y: 0 });
    expect(layerShift('right', metrics, 600, 0.3)).toEqual({ x: -60, y: 0 });
    expect(layerShift('none', metrics, 600, 0.3)).toEqual({ x: 0, y: 0 });
    // The layer extends far enough for the largest shift while the section is on screen.
    expect(maxShift(metrics, 0.3)).toBe(180);
  });

  test('scroll blur grows from 0 at the section top to at most 50 px', () => {
    expect(scrollBlur(metrics, 900, 50)).toBe(0);
    expect(scrollBlur(metrics, 1200, 50)).toBe(25);
    expect(scrollBlur(metrics, 5000, 50)).toBe(50);
  });

  test('attributes: defaults, validation, image by breakpoint, gradient over image', () => {
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
      blendMode: 'normal',
    });
    expect(plain.velocity).toBeUndefined();
    expect(read({ opacity: '40', velocity: '0.6' })).toMatchObject({ opacity: 0.4, velocity: 0.6 });
    expect(read({ 'bg-color': 'red;x:url(y)' }).color).toBe('');
    const options = read({
      'bg-image': '/groot.svg',
      'bg-image-medium': '/middel.svg',
      'bg-image-small': '/klein.svg',
      'bg-gradient-type': 'radial',
      'bg-radial-direction': 'left top',
      'bg-gradient-start-color': '#000',
      'bg-gradient-end-color': 'rgba(0,0,0,0)',
    });
    expect(imageFor(options, 'large')).toBe('/groot.svg');
    expect(imageFor(options, 'medium')).toBe('/middel.svg');
    expect(imageFor(options, 'small')).toBe('/klein.svg');
    expect(backgroundImage(options, '/groot.svg')).toMatch(
      /^radial-gradient\(circle at left top, #000 0%, rgba\(0,0,0,0\) 100%\), url\(".*\/groot\.svg"\)$/,
    );
  });
});
