// The settings objects the theme prints for its scripts (THEME-MARKUP.md), with the values of the
// Avada 7.14.2 export and Dutch texts. WordPress prints each as the script's localized data,
// `<script id="<handle>-js-extra">var <name> = {…};</script>`, right before the script it belongs
// to, in the footer. The demo has none of the theme's scripts (Voorkant replaces them all), but it
// keeps printing their objects where they stood, as the host plugin does, so the modules read the
// site's real values, and only after the page's own markup (never assume one before DOMContentLoaded).
// A page can change a value through its header (`"theme": {"fusionBlogVars": {"…": "…"}}`).

export interface ThemeGlobal {
  /** The script handle whose localized data this is (`<handle>-js-extra`). */
  handle: string;
  name: string;
  value: Record<string, unknown>;
}

export const themeGlobals: readonly ThemeGlobal[] = [
  { handle: 'fusion', name: 'fusionJSVars', value: { visibility_small: '640', visibility_medium: '1024' } },
  {
    // Avada Forms (fusion-builder shortcodes/form/fusion-form.php, localized on `fusion-form-js`).
    handle: 'fusion-form-js',
    name: 'formCreatorConfig',
    value: {
      ajaxurl: '/wp-admin/admin-ajax.php',
      invalid_email: 'Het opgegeven e-mailadres is ongeldig.',
      max_value_error: 'De hoogst toegestane waarde is: 2.',
      min_value_error: 'De laagst toegestane waarde is: 1.',
      max_min_value_error: 'Waarde buiten de grenzen, toegestaan is: 1-2.',
      file_size_error: 'Je bestand is groter dan de toegestane ',
      file_ext_error: 'Dit bestandstype is niet toegestaan. Upload een bestand met een van deze extensies: ',
      min_files_error: 'Het minimale aantal bestanden is: ',
      max_files_error: 'Het maximale aantal bestanden is: ',
      exact_files_upload: 'Het aantal bestanden moet precies zijn: ',
      upload_remove: 'Bestand verwijderen',
      previously_uploaded: 'Je hebt eerder deze bestanden geüpload:',
      must_match: 'De ingevulde waarde komt niet overeen met die van %s.',
    },
  },
  {
    handle: 'fusion-lightbox',
    name: 'fusionLightboxVars',
    value: {
      status_lightbox: '1',
      lightbox_gallery: '1',
      lightbox_skin: 'metro-white',
      lightbox_title: '1',
      lightbox_zoom: '1',
      lightbox_arrows: '1',
      lightbox_slideshow_speed: '5000',
      lightbox_loop: '0',
      lightbox_autoplay: '',
      lightbox_opacity: '0.90',
      lightbox_desc: '1',
      lightbox_social: '1',
      lightbox_social_links: {
        facebook: { source: 'https://www.facebook.com/sharer.php?u={URL}', text: 'Delen op Facebook' },
        twitter: { source: 'https://x.com/intent/post?url={URL}', text: 'Delen op X' },
        reddit: { source: 'https://reddit.com/submit?url={URL}', text: 'Delen op Reddit' },
        linkedin: {
          source: 'https://www.linkedin.com/shareArticle?mini=true&url={URL}',
          text: 'Delen op LinkedIn',
        },
        whatsapp: { source: 'https://api.whatsapp.com/send?text={URL}', text: 'Delen via WhatsApp' },
        mail: { source: 'mailto:?body={URL}', text: 'Delen per e-mail' },
      },
      lightbox_deeplinking: '1',
      lightbox_path: 'vertical',
      lightbox_post_images: '1',
      lightbox_animation_speed: 'normal',
      l10n: {
        close: 'Druk op Esc om te sluiten',
        enterFullscreen: 'Volledig scherm (Shift+Enter)',
        exitFullscreen: 'Volledig scherm sluiten (Shift+Enter)',
        slideShow: 'Diavoorstelling',
        next: 'Volgende',
        previous: 'Vorige',
      },
    },
  },
  {
    handle: 'jquery-lightbox',
    name: 'fusionLightboxVideoVars',
    value: { lightbox_video_width: '1280', lightbox_video_height: '720' },
  },
  {
    handle: 'fusion-video-general',
    name: 'fusionVideoGeneralVars',
    value: { status_vimeo: '1', status_yt: '1' },
  },
  { handle: 'fusion-video-bg', name: 'fusionVideoBgVars', value: { status_vimeo: '1', status_yt: '1' } },
  { handle: 'fusion-video', name: 'fusionVideoVars', value: { status_vimeo: '1' } },
  {
    handle: 'fusion-flexslider',
    name: 'fusionFlexSliderVars',
    value: {
      status_vimeo: '1',
      slideshow_autoplay: '1',
      slideshow_speed: '7000',
      pagination_video_slide: '',
      status_yt: '1',
      flex_smoothHeight: 'false',
    },
  },
  {
    handle: 'avada-fusion-slider',
    name: 'avadaFusionSliderVars',
    value: {
      side_header_break_point: '1000',
      slider_position: 'below',
      header_transparency: '0',
      mobile_header_transparency: '0',
      header_position: 'top',
      content_break_point: '1000',
      status_vimeo: '1',
    },
  },
  {
    handle: 'avada-elastic-slider',
    name: 'avadaElasticSliderVars',
    value: {
      tfes_autoplay: '1',
      tfes_animation: 'sides',
      tfes_interval: '3000',
      tfes_speed: '800',
      tfes_width: '150',
    },
  },
  { handle: 'fusion-animations', name: 'fusionAnimationsVars', value: { status_css_animations: 'desktop' } },
  {
    handle: 'fusion-container',
    name: 'fusionContainerVars',
    value: {
      content_break_point: '1000',
      container_hundred_percent_height_mobile: '0',
      is_sticky_header_transparent: '0',
      hundred_percent_scroll_sensitivity: '450',
    },
  },
  {
    handle: 'fusion-blog',
    name: 'fusionBlogVars',
    value: {
      infinite_blog_text: '<em>Bezig met het ophalen van berichten...</em>',
      infinite_finished_msg: '<em>Einde van de berichten</em>',
      slideshow_autoplay: '1',
      lightbox_behavior: 'all',
      blog_pagination_type: 'infinite_scroll',
    },
  },
  {
    handle: 'fusion-gallery',
    name: 'fusionGalleryVars',
    value: { no_more_items_msg: "<em>Alle foto's worden getoond.</em>" },
  },
  {
    handle: 'fusion-recent-posts',
    name: 'fusionRecentPostsVars',
    value: {
      infinite_loading_text: '<em>De volgende berichten worden geladen...</em>',
      infinite_finished_msg: '<em>Alle berichten worden getoond.</em>',
    },
  },
  {
    handle: 'fusion-js-fusion_post_cards',
    name: 'fusionPostCardsVars',
    value: {
      infinite_text: '<em>De volgende berichten worden geladen...</em>',
      infinite_finished_msg: '<em>Alle berichten worden getoond.</em>',
      lightbox_behavior: 'all',
      pagination_type: 'load_more_button',
    },
  },
  { handle: 'fusion-tabs', name: 'fusionTabVars', value: { content_break_point: '1000' } },
  // Printed with `intval()`, so a number rather than the usual string.
  { handle: 'fusion-counters-box', name: 'fusionCountersBox', value: { counter_box_speed: 1000 } },
  {
    handle: 'fusion-equal-heights',
    name: 'fusionEqualHeightVars',
    value: { content_break_point: '1000' },
  },
  {
    handle: 'avada-header',
    name: 'avadaHeaderVars',
    value: {
      header_position: 'top',
      header_sticky: '1',
      header_sticky_type2_layout: 'menu_only',
      header_sticky_shadow: '1',
      side_header_break_point: '1000',
      header_sticky_mobile: '0',
      header_sticky_tablet: '0',
      mobile_menu_design: 'flyout',
      sticky_header_shrinkage: '1',
      nav_height: '84',
      nav_highlight_border: '0',
      nav_highlight_style: 'bar',
      logo_margin_top: '24px',
      logo_margin_bottom: '24px',
      layout_mode: 'wide',
      header_padding_top: '0px',
      header_padding_bottom: '0px',
      scroll_offset: 'full',
    },
  },
  {
    handle: 'avada-menu',
    name: 'avadaMenuVars',
    value: {
      site_layout: 'wide',
      header_position: 'top',
      logo_alignment: 'left',
      header_sticky: '1',
      header_sticky_mobile: '0',
      header_sticky_tablet: '0',
      side_header_break_point: '1000',
      megamenu_base_width: 'site_width',
      mobile_menu_design: 'flyout',
      dropdown_goto: 'Ga naar...',
      mobile_nav_cart: 'Winkelwagen',
      mobile_submenu_open: 'Submenu van %s openen',
      mobile_submenu_close: 'Submenu van %s sluiten',
      submenu_slideout: '1',
    },
  },
  { handle: 'fusion-menu', name: 'fusionMenuVars', value: { mobile_submenu_open: 'Submenu van %s openen' } },
  {
    handle: 'avada-sidebars',
    name: 'avadaSidebarsVars',
    value: {
      header_position: 'top',
      header_layout: 'v1',
      header_sticky: '1',
      header_sticky_type2_layout: 'menu_only',
      side_header_break_point: '1000',
      header_sticky_tablet: '0',
      sticky_header_shrinkage: '1',
      nav_height: '84',
      sidebar_break_point: '800',
    },
  },
  {
    handle: 'fusion-scroll-to-anchor',
    name: 'fusionScrollToAnchorVars',
    value: {
      content_break_point: '1000',
      container_hundred_percent_height_mobile: '0',
      hundred_percent_scroll_sensitivity: '450',
    },
  },
  {
    handle: 'fusion-responsive-typography',
    name: 'fusionTypographyVars',
    value: {
      site_width: '1170px',
      typography_sensitivity: '0.81',
      typography_factor: '1.50',
      elements: 'h1, h2, h3, h4, h5, h6',
    },
  },
  {
    handle: 'avada-to-top',
    name: 'avadaToTopVars',
    value: { status_totop: 'desktop_and_mobile', totop_position: 'right', totop_scroll_down_only: '0' },
  },
  { handle: 'avada-drop-down', name: 'avadaSelectVars', value: { avada_drop_down: '1' } },
  // 7.9+ (7.11.2 prints the values as strings); the 7.0-7.8 carousels had the same keys under their own name.
  {
    handle: 'awb-carousel',
    name: 'awbCarouselVars',
    value: { related_posts_speed: '2500', carousel_speed: '2500' },
  },
  {
    handle: 'fusion-carousel',
    name: 'fusionCarouselVars',
    value: { related_posts_speed: '2500', carousel_speed: '2500' },
  },
  { handle: 'fusion-testimonials', name: 'fusionTestimonialVars', value: { testimonials_speed: '4000' } },
  { handle: 'avada-fade', name: 'avadaFadeVars', value: { page_title_fading: '1', header_position: 'top' } },
  {
    handle: 'avada-live-search',
    name: 'avadaLiveSearchVars',
    value: {
      live_search: '1',
      ajaxurl: '/wp-admin/admin-ajax.php',
      no_search_results: 'Geen zoekresultaten. Probeer het opnieuw.',
      min_char_count: '4',
      per_page: '100',
      show_feat_img: '1',
      display_post_type: '1',
    },
  },
];

/** A global the builder prints inline for one element of a page (`window.off_canvas_<id> = {…}`). */
const elementGlobal = /^off_canvas_\d+$/;

/**
 * The objects as the theme prints them, each a separate tag carrying the page's nonce. A page's
 * header may also name a global the builder prints inline beside one of its elements (an off-canvas
 * prints `<script>window.off_canvas_<id> = {…};</script>` with its options): those come after the
 * theme's objects, in that form.
 */
export function themeGlobalScripts(
  nonce: string,
  overrides: Record<string, Record<string, unknown>> = {},
  /** Objects the theme prints only where an option is on (the privacy bar's). */
  optional: readonly ThemeGlobal[] = [],
): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const theme = [...themeGlobals, ...optional].map(({ handle, name, value }) => {
    const printed = { ...value, ...overrides[name] };
    return `<script nonce="${nonce}" id="${handle}-js-extra">\n/* <![CDATA[ */\nvar ${name} = ${json(printed)};\n/* ]]> */\n</script>`;
  });
  const elements = Object.entries(overrides)
    .filter(([name]) => elementGlobal.test(name))
    .map(([name, value]) => `<script nonce="${nonce}">window.${name} = ${json(value)};</script>`);
  return [...theme, ...elements].join('\n');
}
