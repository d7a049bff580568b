// Flip boxes, the builder's Flip Boxes element (docs/theme-markup/flip-boxes.md), in place of its
// fusion-flip-boxes script. The theme's stylesheet already flips a box on hover and focus; this
// module makes a box as tall as its taller side (its stylesheet, no measuring), gives the boxes of an
// "equal heights" set one height, and turns a box on a tap and while focus is inside it. Under
// reduced motion the sides swap without turning (the stylesheet).
import { defineModule } from '../../kernel/contract';
import { equalHeights } from './equal-heights';
import stylesheet from './flip-boxes.css?url';
import { turnOnTapAndFocus } from './turned-boxes';

export default defineModule({
  id: 'flip-boxes',
  stylesheet,
  init(ctx) {
    const set = ctx.element as HTMLElement;
    turnOnTapAndFocus(set, ctx.signal);
    if (set.classList.contains('equal-heights')) equalHeights(set, ctx.signal);
  },
});
