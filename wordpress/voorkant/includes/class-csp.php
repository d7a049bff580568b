<?php
/**
 * The site's Content-Security-Policy nonce on every tag the plugin prints. A site (or its security
 * plug-in) that sends `script-src 'nonce-…'` hands the nonce over with the `voorkant_csp_nonce`
 * filter; WordPress' own tag filters then add it to the kernel's module tag, the settings tag, the
 * admin screen's tags and the theme's settings objects Voorkant keeps printing.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Csp {
	/** Ids of the tags this request's Voorkant prints (kept settings objects are added as printed). */
	private static array $ids = array(
		'voorkant-js-module'       => true,
		'voorkant-settings'        => true,
		'voorkant-admin-js-module' => true,
		'voorkant-admin-data'      => true,
	);

	/** The globals inline scripts defined so far on this page (`var ctPublic = …`). */
	private static array $globals = array();

	public static function hook(): void {
		add_filter( 'wp_script_attributes', array( self::class, 'script_attributes' ) );
		add_filter( 'wp_inline_script_attributes', array( self::class, 'inline_script_attributes' ), 10, 2 );
	}

	/**
	 * The nonce of this response, or null. Filter: `add_filter( 'voorkant_csp_nonce', fn () => $nonce )`.
	 * Only base64 and base64url characters pass, so it can go into an attribute as it is.
	 */
	public static function nonce(): ?string {
		$nonce = apply_filters( 'voorkant_csp_nonce', null );
		return is_string( $nonce ) && preg_match( '/^[A-Za-z0-9+\/_=-]+$/', $nonce ) ? $nonce : null;
	}

	/** Marks a tag id as printed by Voorkant, so it gets the nonce. */
	public static function own( string $id ): void {
		self::$ids[ $id ] = true;
	}

	/** Whether an inline script printed before now on this page defined the global `$name`. */
	public static function printed_global( string $name ): bool {
		return isset( self::$globals[ $name ] );
	}

	public static function script_attributes( array $attributes ): array {
		return self::with_nonce( $attributes );
	}

	public static function inline_script_attributes( array $attributes, string $data ): array {
		if ( preg_match_all( '/(?:^|[;\s])var\s+([A-Za-z_$][\w$]*)\s*=/', $data, $names ) ) {
			foreach ( $names[1] as $name ) {
				self::$globals[ $name ] = true;
			}
		}
		return self::with_nonce( $attributes );
	}

	private static function with_nonce( array $attributes ): array {
		$nonce = self::nonce();
		if ( null !== $nonce && isset( $attributes['id'] ) && isset( self::$ids[ $attributes['id'] ] ) ) {
			$attributes['nonce'] = $nonce;
		}
		return $attributes;
	}
}
