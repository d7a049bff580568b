import { afterEach, describe, expect, it } from 'vitest';
import { groupLooks, sectionStyle } from './group-transition';
import { linkName, linksBySlide, markCurrent, positionLabel, syncMenus } from './section-nav';
import { motionFor, speedOf } from './swiper-options';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('full-sections: the side navigation', () => {
  it('names a bullet link by its data-name, else by its number', () => {
    const link = document.createElement('a');
    link.setAttribute('data-name', ' De schuur ');
    expect(linkName(link, 0, 'Sectie %d')).toBe('De schuur');
    expect(linkName(document.createElement('a'), 2, 'Sectie %d')).toBe('Sectie 3');
  });

  it('labels a slide by its position', () => {
    expect(positionLabel('%1$s van %2$s', 1, 3)).toBe('2 van 3');
    expect(positionLabel('Deel %1$s', 0, 3)).toBe('Deel 1');
  });

  it('pairs each slide with the link of its data-element, else by order, and marks the current one', () => {
    document.body.innerHTML = `
      <div class="swiper-slide" data-element="1"></div><div class="swiper-slide" data-element="2"></div>
      <a data-element="2"></a><a data-element="1"></a>`;
    const slides = [...document.querySelectorAll('.swiper-slide')];
    const links = [...document.querySelectorAll('a')];
    const paired = linksBySlide(slides, links);
    expect(paired).toEqual([links[1], links[0]]);
    markCurrent(paired, 1);
    expect(links[0]!.className).toBe('active');
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    expect(links[1]!.hasAttribute('aria-current')).toBe(false);
  });

  it('marks current-menu-item on menu items that link to the current slide or its container anchor', () => {
    document.body.innerHTML = `
      <ul class="fusion-menu">
        <li id="a"><a href="#schuur">Schuur</a></li><li id="b"><a href="/over-ons/#winkel">Winkel</a></li>
        <li id="c"><a href="#elders">Elders</a></li>
      </ul>
      <div class="swiper-slide" id="schuur"></div>
      <div class="swiper-slide"><div class="fusion-container-anchor" id="winkel"></div></div>`;
    const slides = [...document.querySelectorAll('.swiper-slide')];
    syncMenus(slides, 1);
    expect(document.getElementById('b')!.classList.contains('current-menu-item')).toBe(true);
    expect(document.getElementById('a')!.classList.contains('current-menu-item')).toBe(false);
    syncMenus(slides, 0);
    expect(document.getElementById('a')!.classList.contains('current-menu-item')).toBe(true);
    expect(document.getElementById('b')!.classList.contains('current-menu-item')).toBe(false);
    expect(document.getElementById('c')!.classList.contains('current-menu-item')).toBe(false);
  });
});

describe('full-sections: how a group moves', () => {
  it('slide is a plain vertical slide; stack, zoom and the slide-zooms move with a transition of their own', () => {
    expect(motionFor('slide')).toEqual({ direction: 'vertical', free: false, reverse: false });
    for (const name of ['stack', 'zoom', 'slide-zoom-out', 'slide-zoom-in'])
      expect(motionFor(name).creative, name).toBeDefined();
    expect(motionFor(null).direction).toBe('vertical');
  });

  it('scroll… values slide horizontally, -free without snapping, -left from the other side', () => {
    expect(motionFor('scroll')).toEqual({ direction: 'horizontal', free: false, reverse: false });
    expect(motionFor('scroll-free')).toMatchObject({ free: true, reverse: false });
    expect(motionFor('scroll-left')).toMatchObject({ free: false, reverse: true });
    expect(motionFor('scroll-left-free')).toMatchObject({ free: true, reverse: true });
  });

  it('takes data-speed in ms, else the default', () => {
    expect(speedOf('600', 800)).toBe(600);
    expect(speedOf('', 800)).toBe(800);
    expect(speedOf('snel', 800)).toBe(800);
    expect(speedOf(null, 800)).toBe(800);
  });
});

describe('full-sections: the group transition', () => {
  it('the current section sits in place; leaving and coming ones take their share of the look', () => {
    const stack = groupLooks.stack;
    expect(sectionStyle(stack, 0, 900)).toEqual({
      transform: 'translate3d(calc(0px * 0), calc(-900px + 100% * 0), 0) scale(1)',
      opacity: '1',
    });
    // Half way out (previous): half way down its sink, half faded.
    expect(sectionStyle(stack, 0.5, 0)).toEqual({
      transform: 'translate3d(calc(0px * 0.5), calc(0px + -6% * 0.5), 0) scale(0.94)',
      opacity: '0.5',
    });
    // Fully next: a screen below, not faded (it slides in over the current one).
    expect(sectionStyle(stack, -1, 1800).transform).toBe(
      'translate3d(calc(0px * 1), calc(-1800px + 100% * 1), 0) scale(1)',
    );
    expect(sectionStyle(groupLooks.zoom, -2, 0)).toMatchObject({ opacity: '0' });
  });
});
