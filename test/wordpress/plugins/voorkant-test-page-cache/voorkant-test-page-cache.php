<?php
/**
 * Plugin Name: Page cache stand-in (Voorkant tests)
 * Description: WP Rocket's and WP Super Cache's purge functions, as those plug-ins define them; each call is counted in the option voorkant_test_purges, so a test sees Voorkant ask.
 * Version: 1.0.0
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

function voorkant_test_count_purge( string $cache ): void {
	$purges           = (array) get_option( 'voorkant_test_purges', array() );
	$purges[ $cache ] = ( $purges[ $cache ] ?? 0 ) + 1;
	update_option( 'voorkant_test_purges', $purges );
}

if ( ! function_exists( 'rocket_clean_domain' ) ) {
	function rocket_clean_domain(): void {
		voorkant_test_count_purge( 'rocket' );
	}
}

if ( ! function_exists( 'wp_cache_clear_cache' ) ) {
	function wp_cache_clear_cache(): void {
		voorkant_test_count_purge( 'supercache' );
	}
}
