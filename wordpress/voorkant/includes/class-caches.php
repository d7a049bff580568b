<?php
/**
 * What has to be forgotten when the scripts Voorkant leaves out can change (activation,
 * deactivation, a saved switch): the theme's per-URL cache of its combined file's name (an hour
 * long, so the page would keep a file built for the old switches) and the pages the site's page
 * caches hold. Each cache is asked through its own purge function; when none is found, the
 * administrators' screen asks the administrator to purge by hand. On multisite, activation and
 * deactivation for the whole network clear every site's.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Caches {
	/** Option: when Voorkant last cleared the caches and which page caches it asked. */
	public const OPTION = 'voorkant_purged';

	public static function hook(): void {
		register_activation_hook( PLUGIN_FILE, array( self::class, 'on_network_or_site' ) );
		register_deactivation_hook( PLUGIN_FILE, array( self::class, 'on_network_or_site' ) );
	}

	/** Activation and deactivation: this site's caches, or every site's when done for the network. */
	public static function on_network_or_site( bool $network_wide = false ): void {
		if ( ! $network_wide || ! is_multisite() ) {
			self::purge();
			return;
		}
		foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site ) {
			switch_to_blog( (int) $site );
			self::purge();
			restore_current_blog();
		}
	}

	/** Clears the theme's filename cache and asks the page caches found to purge; returns their names. */
	public static function purge(): array {
		if ( is_callable( array( '\Fusion_Dynamic_JS_File', 'reset_cached_filenames' ) ) ) {
			\Fusion_Dynamic_JS_File::reset_cached_filenames();
		} else {
			// The theme is not loaded here (another theme is active now): its transient all the same.
			delete_transient( 'fusion_dynamic_js_filenames' );
		}
		$asked = array();
		if ( function_exists( 'rocket_clean_domain' ) ) {
			rocket_clean_domain();
			$asked[] = 'WP Rocket';
		}
		if ( defined( 'LSCWP_V' ) || has_action( 'litespeed_purge_all' ) ) {
			do_action( 'litespeed_purge_all' );
			$asked[] = 'LiteSpeed Cache';
		}
		if ( function_exists( 'w3tc_flush_all' ) ) {
			w3tc_flush_all();
			$asked[] = 'W3 Total Cache';
		}
		if ( function_exists( 'wp_cache_clear_cache' ) ) {
			wp_cache_clear_cache();
			$asked[] = 'WP Super Cache';
		}
		update_option(
			self::OPTION,
			array(
				'at'    => time(),
				'asked' => $asked,
			),
			false
		);
		return $asked;
	}

	/** The latest purge: when (Unix time, 0 for never) and which page caches were asked. */
	public static function last(): array {
		$last = get_option( self::OPTION, array() );
		return array(
			'at'    => is_array( $last ) ? (int) ( $last['at'] ?? 0 ) : 0,
			'asked' => is_array( $last ) && is_array( $last['asked'] ?? null ) ? array_values( array_map( 'strval', $last['asked'] ) ) : array(),
		);
	}
}
