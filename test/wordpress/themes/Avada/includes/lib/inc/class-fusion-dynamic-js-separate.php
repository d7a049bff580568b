<?php
/**
 * Stand-in for the library's `Fusion_Dynamic_JS_Separate`: with the compiler off, every entry goes
 * to WordPress' own queue (`wp_enqueue_script`, register-only entries `wp_register_script`) with
 * its settings objects (`wp_localize_script`), at `wp_footer` 10, in time for the footer scripts.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

final class Fusion_Dynamic_JS_Separate {
	public function __construct( Fusion_Dynamic_JS $dynamic_js ) {
		foreach ( $dynamic_js->get_scripts() as $script ) {
			$call = 'enqueue' === $script['action'] ? 'wp_enqueue_script' : 'wp_register_script';
			$call( $script['handle'], $script['url'], $script['deps'], $script['ver'], true );
		}
		foreach ( $dynamic_js->get_localizations() as $localization ) {
			wp_localize_script( $localization['handle'], $localization['name'], $localization['data'] );
		}
	}
}
