<?php
/**
 * Keeps Voorkant out of the combine, defer and delay features of page optimizers. kernel.js imports
 * its chunks by their plain URLs, so a combined copy would be a second kernel; delayed until the
 * first interaction, the page would keep the theme's gates closed until then (the most reported
 * Avada problem of every delay plug-in); and kernel.css, the stylesheet net, must arrive before the
 * first paint to count. The filters below are the optimizers' own exclusion lists.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Optimizers {
	/** Array filters: each adds the plugin's build folder to the list it is given. */
	private const LIST_FILTERS = array(
		// WP Rocket: minify and combine, defer, delay; and its CSS combine and async CSS.
		'rocket_exclude_js',
		'rocket_exclude_defer_js',
		'rocket_delay_js_exclusions',
		'rocket_exclude_css',
		'rocket_exclude_async_css',
		// LiteSpeed Cache: minify and combine, defer and delay.
		'litespeed_optimize_js_excludes',
		'litespeed_optm_js_defer_exc',
		'litespeed_optm_gm_js_exc',
		'litespeed_optimize_css_excludes',
		// Perfmatters: delay.
		'perfmatters_delay_js_exclusions',
	);

	/** String filters (a comma-separated list): Autoptimize. */
	private const TEXT_FILTERS = array( 'autoptimize_filter_js_exclude', 'autoptimize_filter_css_exclude' );

	public static function hook(): void {
		foreach ( self::LIST_FILTERS as $filter ) {
			add_filter( $filter, array( self::class, 'exclude' ) );
		}
		foreach ( self::TEXT_FILTERS as $filter ) {
			add_filter( $filter, array( self::class, 'exclude_text' ) );
		}
	}

	/** What identifies Voorkant's files in a URL: its build folder's path. */
	public static function path(): string {
		return (string) wp_parse_url( Build::url(), PHP_URL_PATH );
	}

	public static function exclude( $list ) {
		$list   = is_array( $list ) ? $list : array();
		$list[] = self::path();
		return $list;
	}

	public static function exclude_text( $list ) {
		$list = is_string( $list ) ? trim( $list ) : '';
		return ( '' === $list ? '' : $list . ', ' ) . self::path();
	}
}
