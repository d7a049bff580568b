// The theme's crossfade images (`div.featured-image.crossfade-images`, templates/wc-thumbnail-classic.php;
// docs/theme-markup/crossfade-images.md): a shop product's (or a post card's) second image that fades
// in over the first on hover. The theme's script measured the images at load and on horizontal
// resizes to give the holder the taller one's height; this module's stylesheet lays both images in
// one grid cell instead, so the holder sizes itself, adds the keyboard focus to the hover and drops
// the fade under reduced motion. Nothing is left to run: the kernel adds the stylesheet before `init`.
import { defineModule } from '../../kernel/contract';
import stylesheet from './crossfade-images.css?url';

export default defineModule({
  id: 'crossfade-images',
  stylesheet,
  init() {},
});
