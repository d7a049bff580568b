<?php
/**
 * The theme's JS compiler (Avada's library, `Fusion_Dynamic_JS`), through its own API: the theme's
 * and the builder's scripts enter its list through `Fusion_Dynamic_JS::enqueue_script()` while the
 * page renders, and at `wp_footer` 10 the library builds one combined file from the list (or, with
 * the compiler off, enqueues the scripts one by one). At `wp_footer` 9, once the content has
 * rendered, the handles the modules replace are marked register-only with
 * `Fusion_Dynamic_JS::dequeue_script()`, so the combined file is built without them: one request
 * for what stays. The library enqueues again every dependency of an enqueued script; Takeover_Plan
 * knows that and keeps off the module whose script comes back. The theme's options are never
 * written.
 *
 * In compiled mode the settings objects (`var fusionLightboxVars = …;`) are written into the
 * combined file, never printed: those of the scripts left out are printed here, as the compiler
 * would have written them. The combined file's name is cached per URL for an hour
 * (`fusion_dynamic_js_filenames`): Caches clears it whenever what Voorkant leaves out can change.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Compiler {
	/** Every handle seen enqueued in the library's list this request, before Voorkant's dequeues. */
	private static array $enqueued = array();
	/** The handles left out of the list at `wp_footer` 9. */
	private static array $left_out = array();

	public static function hook(): void {
		add_action( 'wp_footer', array( self::class, 'leave_out' ), 9 );
		// Before Front_End prints the settings objects of WordPress' dequeued scripts (priority 5).
		add_action( 'wp_print_footer_scripts', array( self::class, 'print_objects' ), 4 );
	}

	/** The library's `Fusion_Dynamic_JS` instance, or null when the theme's library is not there. */
	private static function library(): ?object {
		if ( ! class_exists( '\Fusion_Dynamic_JS' ) || ! function_exists( 'fusion_library' ) ) {
			return null;
		}
		$library = \fusion_library();
		$dynamic = is_object( $library ) && isset( $library->dynamic_js ) ? $library->dynamic_js : null;
		return is_object( $dynamic ) && method_exists( $dynamic, 'get_scripts' ) ? $dynamic : null;
	}

	/**
	 * The library's list by handle: src (URL), deps, and whether it was enqueued (an entry of the
	 * handle with action `enqueue`, now or earlier in this request).
	 */
	public static function entries(): array {
		$dynamic = self::library();
		if ( null === $dynamic ) {
			return array();
		}
		$entries = array();
		foreach ( (array) $dynamic->get_scripts( false ) as $script ) {
			$handle = is_array( $script ) ? ( $script['handle'] ?? null ) : null;
			if ( ! is_string( $handle ) || '' === $handle ) {
				continue;
			}
			if ( 'enqueue' === ( $script['action'] ?? '' ) ) {
				self::$enqueued[ $handle ] = true;
			}
			$entries[ $handle ] = array(
				'src'      => $entries[ $handle ]['src'] ?? (string) ( $script['url'] ?? '' ),
				'deps'     => array_values( array_unique( array_merge( $entries[ $handle ]['deps'] ?? array(), array_map( 'strval', (array) ( $script['deps'] ?? array() ) ) ) ) ),
				'enqueued' => isset( self::$enqueued[ $handle ] ),
			);
		}
		return $entries;
	}

	/** Leaves the replaced handles out of the library's list, before it builds the page's scripts. */
	public static function leave_out(): void {
		if ( null === self::library() || ! is_callable( array( '\Fusion_Dynamic_JS', 'dequeue_script' ) ) ) {
			return;
		}
		Takeover::apply();
		self::$left_out = Takeover::compiled_targets();
		foreach ( self::$left_out as $handle ) {
			\Fusion_Dynamic_JS::dequeue_script( $handle );
		}
	}

	/**
	 * The library's settings objects: handle, name, data (scalars decoded from HTML entities, as
	 * the compiler writes them). Names that are no JavaScript identifier are left out.
	 */
	public static function localizations(): array {
		$dynamic = self::library();
		if ( null === $dynamic || ! method_exists( $dynamic, 'get_localizations' ) ) {
			return array();
		}
		$found = array();
		foreach ( (array) $dynamic->get_localizations() as $localization ) {
			$name = is_array( $localization ) ? ( $localization['name'] ?? null ) : null;
			if ( ! is_string( $name ) || ! preg_match( '/^[A-Za-z_$][\w$]*$/', $name ) || ! is_array( $localization['data'] ?? null ) ) {
				continue;
			}
			$data = $localization['data'];
			foreach ( $data as $key => $value ) {
				if ( is_scalar( $value ) ) {
					$data[ $key ] = html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' );
				}
			}
			$found[] = array(
				'handle' => (string) ( $localization['handle'] ?? '' ),
				'name'   => $name,
				'data'   => $data,
			);
		}
		return $found;
	}

	/** Prints the settings objects of the scripts left out (those still printed carry their own). */
	public static function print_objects(): void {
		$kept  = Takeover::state()['kept'];
		$lines = array();
		foreach ( self::localizations() as $localization ) {
			if ( ! in_array( $localization['handle'], self::$left_out, true ) || isset( $kept[ $localization['handle'] ] ) ) {
				continue;
			}
			Takeover::printed( $localization['handle'] );
			$json    = wp_json_encode( $localization['data'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
			$lines[] = 'var ' . $localization['name'] . ' = ' . $json . ';';
		}
		if ( $lines ) {
			Csp::own( 'voorkant-theme-settings' );
			wp_print_inline_script_tag( implode( "\n", $lines ), array( 'id' => 'voorkant-theme-settings' ) );
		}
	}

	/**
	 * What the compiler did on this page, for the administrators' screen: null without the theme's
	 * library; otherwise its mode (`combined`: one file; `separate`: files one by one) and the
	 * handles Voorkant left out of its list. Known once the library built the page's scripts.
	 */
	public static function report(): ?array {
		$dynamic = self::library();
		if ( null === $dynamic ) {
			return null;
		}
		return array(
			'mode'    => isset( $dynamic->file ) && null !== $dynamic->file ? 'combined' : 'separate',
			'leftOut' => self::$left_out,
		);
	}
}
