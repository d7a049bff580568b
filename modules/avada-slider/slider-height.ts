// How tall the Avada Slider is (the rule of its own script, THEME-MARKUP.md "slider"): a full-screen
// slider fills the window below the header; any other keeps the ratio of its set height to its set
// width across the available width, never taller than its set height nor lower than a minimum. In
// both cases the tallest slide content (plus a margin) always fits. Pure, so it is unit-tested.

export interface SliderMeasures {
  fullScreen: boolean;
  /** The window's height minus what covers it above the slider (header, admin bar), px. */
  screenHeight: number;
  /** `data-slider_height`, px. */
  setHeight: number;
  /** `data-slider_width` in px, or the first slide's image width for a percentage width. */
  setWidth: number;
  /** The width the slider has, px. */
  availableWidth: number;
  /** The tallest slide content, px. */
  contentHeight: number;
  /** The least height of a slider that is not full screen, px. */
  minHeight: number;
  /** Room kept around the content, px. */
  contentMargin: number;
  /** The least height-to-width ratio. */
  minRatio: number;
}

export function sliderHeight(measures: SliderMeasures): number {
  const content = measures.contentHeight > 0 ? measures.contentHeight + measures.contentMargin : 0;
  if (measures.fullScreen) return Math.round(Math.max(measures.screenHeight, content));
  const ratio = Math.max(measures.setHeight / measures.setWidth, measures.minRatio);
  const height = Math.max(Math.min(ratio * measures.availableWidth, measures.setHeight), measures.minHeight);
  return Math.round(Math.max(height, content));
}
