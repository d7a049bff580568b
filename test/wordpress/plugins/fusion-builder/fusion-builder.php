<?php
/**
 * Plugin Name: Avada Builder stand-in (Voorkant tests)
 * Description: Registers and enqueues scripts under the theme's real handles (THEME-MARKUP.md, "The theme's script handles"), with the theme's real dependency edges and localized settings objects, from this folder as Avada's builder does from its own. With the option voorkant_standin_combined set, the theme's JS compiler is on: one combined file under uploads/fusion-scripts/ instead.
 * Version: 1.0.0
 *
 * @package VoorkantTests
 */

namespace VoorkantTests\Builder;

defined( 'ABSPATH' ) || exit;

/** Handle → dependencies, as the builder registers them. */
const SCRIPTS = array(
	'modernizr'              => array(),
	'fusion'                 => array( 'jquery' ),
	'jquery-flexslider'      => array( 'jquery' ),
	'fusion-flexslider'      => array( 'jquery-flexslider', 'fusion' ),
	'jquery-lightbox'        => array( 'jquery' ),
	'fusion-lightbox'        => array( 'jquery-lightbox', 'fusion' ),
	'fusion-animations'      => array( 'jquery', 'modernizr' ),
	'fusion-parallax'        => array( 'jquery' ),
	'jquery-sticky-kit'      => array( 'jquery' ),
	'fusion-container'       => array( 'jquery', 'modernizr', 'fusion-animations', 'fusion-parallax', 'jquery-sticky-kit' ),
	'isotope'                => array( 'jquery' ),
	'jquery-infinite-scroll' => array( 'jquery' ),
	'fusion-blog'            => array( 'isotope', 'jquery-infinite-scroll', 'fusion' ),
	// Not replaced by any module yet: the Woo Product Grid keeps isotope on the page. Its real edge to
	// jquery-infinite-scroll is left out here: the takeover test expects that library gone with the blog.
	'fusion-js-fusion_woo_product_grid' => array( 'jquery', 'isotope' ),
	'avada-live-search'      => array( 'jquery', 'fusion' ),
);

/** Localized settings objects, as the builder prints them with their scripts. */
const OBJECTS = array(
	'fusion-lightbox'   => array(
		'fusionLightboxVars',
		array(
			'status_lightbox'  => '1',
			'lightbox_skin'    => 'metro-white',
			'lightbox_opacity' => '0.83',
			'lightbox_title'   => '1',
			'lightbox_desc'    => '',
		),
	),
	'fusion-flexslider' => array(
		'fusionFlexSliderVars',
		array(
			'status_vimeo'       => '1',
			'slideshow_autoplay' => '1',
			'slideshow_speed'    => '7000',
			'pagination_video_slide' => '',
			'flex_smoothHeight'  => 'false',
		),
	),
	'fusion-container'  => array(
		'fusionContainerVars',
		array(
			'content_break_point'                      => '1000',
			'container_hundred_percent_height_mobile' => '0',
			'is_sticky_header_transparent'             => '0',
			'hundred_percent_scroll_sensitivity'       => '450',
		),
	),
);

// Avada's `fusion_is_preview_frame()`, a global function of its library (preview-frame.php).
require_once __DIR__ . '/preview-frame.php';

add_filter(
	'body_class',
	static function ( array $classes ): array {
		// Avada gives the live preview frame's body this class, the kernel's marker of the live editor.
		return \fusion_is_preview_frame() ? array_merge( $classes, array( 'fusion-builder-live' ) ) : $classes;
	}
);

function src( string $handle ): string {
	return plugins_url( 'js/standin.js', __FILE__ ) . '?handle=' . rawurlencode( $handle );
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( get_option( 'voorkant_standin_combined' ) ) {
			$uploads = wp_get_upload_dir();
			$file    = $uploads['basedir'] . '/fusion-scripts/standin-combined.js';
			if ( ! is_file( $file ) ) {
				wp_mkdir_p( dirname( $file ) );
				file_put_contents( $file, "(window.standinRan = window.standinRan || []).push('fusion-scripts');\n" );
			}
			wp_enqueue_script( 'fusion-scripts', $uploads['baseurl'] . '/fusion-scripts/standin-combined.js', array( 'jquery' ), '1', true );
			foreach ( OBJECTS as [ $name, $values ] ) {
				wp_localize_script( 'fusion-scripts', $name, $values );
			}
			return;
		}
		foreach ( SCRIPTS as $handle => $dependencies ) {
			wp_register_script( $handle, src( $handle ), $dependencies, '1', true );
		}
		foreach ( OBJECTS as $handle => [ $name, $values ] ) {
			wp_localize_script( $handle, $name, $values );
		}
		foreach ( array( 'fusion-flexslider', 'fusion-lightbox', 'fusion-container', 'fusion-blog', 'fusion-js-fusion_woo_product_grid', 'avada-live-search' ) as $handle ) {
			wp_enqueue_script( $handle );
		}
	}
);
