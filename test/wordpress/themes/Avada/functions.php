<?php
/**
 * Avada stand-in (Voorkant tests). The theme's script library (includes/lib/inc) with every handle
 * of the inventory (handles.json, from docs/theme-markup/handles.md) registered through it at
 * `wp_enqueue_scripts` with its real dependencies and settings objects; the page-wide scripts
 * (option `voorkant_standin_general`) enqueued there, the elements' scripts while the content
 * renders: `[standin_elements handles="fusion-lightbox, fusion-flexslider"]` stands for elements
 * whose templates enqueue those handles. Every script is a stand-in that records its handle in
 * `window.standinRan`, so a test sees which of the theme's scripts ran, whichever the mode.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

require_once WP_PLUGIN_DIR . '/fusion-builder/preview-frame.php';
require_once WP_PLUGIN_DIR . '/fusion-builder/user-login.php';
require_once WP_PLUGIN_DIR . '/fusion-builder/social-sharing.php';
require_once WP_PLUGIN_DIR . '/fusion-builder/avada-forms.php';
require_once __DIR__ . '/includes/lib/inc/class-fusion-dynamic-js.php';
require_once __DIR__ . '/includes/lib/inc/class-fusion-dynamic-js-file.php';
require_once __DIR__ . '/includes/lib/inc/class-fusion-dynamic-js-separate.php';
require_once __DIR__ . '/includes/lib/inc/class-fusion.php';

/** Values for some settings objects, as the theme prints them (an entity in one, as real values have). */
const VOORKANT_STANDIN_VALUES = array(
	'fusionLightboxVars'   => array(
		'status_lightbox'  => '1',
		'lightbox_skin'    => 'metro-white',
		'lightbox_title'   => '1',
		'lightbox_desc'    => 'Foto&#8217;s van de werkplaats',
		'lightbox_opacity' => '0.83',
	),
	'fusionFlexSliderVars' => array(
		'status_vimeo'       => '1',
		'slideshow_autoplay' => '1',
		'slideshow_speed'    => '7000',
	),
);

/** Enqueues as the theme does, and keeps what the theme asked for (`window.standinEnqueued`). */
function voorkant_standin_enqueue( string $handle ): void {
	$GLOBALS['voorkant_standin_enqueued'][] = $handle;
	Fusion_Dynamic_JS::enqueue_script( $handle );
}

// The stand-ins' `calls` check, once for the page whichever way the scripts came (separate files
// or the combined one): each stand-in that calls other handles without declaring them notes them in
// `window.standinCalls`; once the page has loaded, a call fails where the theme enqueued the script
// it calls (what it asked for on this page) and that script did not run, as the real call would.
add_action(
	'wp_footer',
	static function () {
		$enqueued = wp_json_encode( array_values( array_unique( $GLOBALS['voorkant_standin_enqueued'] ?? array() ) ) );
		echo "<script>addEventListener('load',function(){var enqueued=$enqueued,ran=window.standinRan||[],calls=window.standinCalls||{},failed=[];"
			. 'Object.keys(calls).forEach(function(handle){var missing=calls[handle].filter(function(call){return enqueued.indexOf(call)>=0&&ran.indexOf(call)<0});'
			. "if(missing.length)failed.push(handle+' calls '+missing.join(', ')+', which is not on the page')});"
			. "if(failed.length)throw new Error(failed.join('; '))});</script>\n";
	},
	1
);

/** The inventory: handle, from (theme|builder|core), path, deps, objects, calls. */
function voorkant_standin_handles(): array {
	static $handles = null;
	if ( null === $handles ) {
		$file    = get_option( 'voorkant_standin_handles_file' ) ?: __DIR__ . '/handles.json';
		$handles = json_decode( (string) file_get_contents( $file ), true )['handles'] ?? array(); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}
	return $handles;
}

/** The stand-in script's URL in the folder the real file lies in (theme, builder or Fusion Core). */
function voorkant_standin_url( array $entry ): string {
	$folders = array(
		'builder' => plugins_url( 'fusion-builder/js/standin.js' ),
		'core'    => plugins_url( 'fusion-core/js/standin.js' ),
	);
	$calls = empty( $entry['calls'] ) ? '' : '&calls=' . rawurlencode( implode( ',', $entry['calls'] ) );
	return ( $folders[ $entry['from'] ] ?? get_template_directory_uri() . '/standin.js' ) . '?handle=' . rawurlencode( $entry['handle'] ) . $calls;
}

add_action( 'after_setup_theme', static fn () => fusion_library() );

add_action(
	'wp_enqueue_scripts',
	static function () {
		foreach ( voorkant_standin_handles() as $entry ) {
			Fusion_Dynamic_JS::register_script( $entry['handle'], voorkant_standin_url( $entry ), get_template_directory() . '/standin.js', $entry['deps'], '7.11.2', true );
			foreach ( $entry['objects'] ?? array() as $name ) {
				Fusion_Dynamic_JS::localize_script( $entry['handle'], $name, VOORKANT_STANDIN_VALUES[ $name ] ?? array( 'standin' => $entry['handle'] ) );
			}
		}
		wp_enqueue_style( 'avada-stylesheet', get_template_directory_uri() . '/gates.css', array(), '7.11.2' );
		// jQuery asked for by the theme itself, as themes often do: with the theme's scripts gone,
		// nothing else on the page needs it.
		wp_enqueue_script( 'jquery' );
		foreach ( (array) get_option( 'voorkant_standin_general', array() ) as $handle ) {
			voorkant_standin_enqueue( (string) $handle );
		}
	}
);

add_shortcode(
	'standin_elements',
	static function ( $attributes ): string {
		$handles = array_filter( array_map( 'trim', explode( ',', (string) ( $attributes['handles'] ?? '' ) ) ) );
		foreach ( $handles as $handle ) {
			voorkant_standin_enqueue( $handle );
		}
		return '<p class="standin-elements">' . esc_html( implode( ' ', $handles ) ) . '</p>';
	}
);

// The theme's inline script in the head of every page (`Avada_Head::set_user_agent`, `wp_head` 1000).
add_action(
	'wp_head',
	static function () {
		echo "<script type=\"text/javascript\">\n\tvar doc = document.documentElement;\n\tdoc.setAttribute( 'data-useragent', navigator.userAgent );\n</script>\n";
	},
	1000
);
