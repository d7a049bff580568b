// The lazysizes configuration from the module's settings (SPEC section 9: min size 40, expand
// factor 1.5, default expand 500 or 370, throttle 125 ms, load mode 2). lazysizes computes the
// 500-or-370 default itself when `expand` is left unset, so 0 in the settings means exactly that.
import type { LazyMediaSettings } from './index';

export interface LazySizesConfig {
  init: boolean;
  minSize: number;
  expFactor: number;
  expand?: number;
  throttleDelay: number;
  loadMode: number;
  srcAttr: string;
  srcsetAttr: string;
  lazyClass: string;
  loadingClass: string;
  loadedClass: string;
  errorClass: string;
}

export function lazySizesConfig(settings: LazyMediaSettings): LazySizesConfig {
  return {
    // Started by the module once its background-image hook listens.
    init: false,
    minSize: settings.minSize,
    expFactor: settings.expandFactor,
    ...(settings.expand > 0 ? { expand: settings.expand } : {}),
    throttleDelay: settings.throttle,
    loadMode: settings.loadMode,
    srcAttr: settings.srcAttribute,
    srcsetAttr: settings.srcsetAttribute,
    lazyClass: 'lazyload',
    loadingClass: 'lazyloading',
    loadedClass: 'lazyloaded',
    errorClass: 'lazyerror',
  };
}
