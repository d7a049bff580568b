<?php
/**
 * The administrator's jQuery switch: "remove jQuery where nothing left needs it", off by default.
 *
 * What needs jQuery is learned per template type (front page, page, post, archive, search, 404, each
 * public post type) from the pages visitors open: the printed scripts that depend on it (declared
 * dependencies, transitively) and the inline scripts that call `jQuery` or `$`, read from the page
 * as printed (an output buffer, read once it is complete). The site report keeps that per type. With
 * the switch on, jQuery goes from a page only when its type was seen, nothing seen on that type needed
 * it, and nothing printing on this page declares it; a type not seen yet keeps jQuery. A script
 * enqueued later that declares it still gets it: WordPress prints a dependency where it is needed.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Jquery_Need {
	/** WordPress' handles of jQuery. */
	private const HANDLES = array( 'jquery', 'jquery-core', 'jquery-migrate' );
	/** An inline script that calls jQuery: `jQuery` as a name, or `$(` / `$.` not part of a longer name. */
	private const CALLS = '/(?<![\w$])jQuery\b|(?<![\w$.])\$\s*[(.]/';

	/** The scripts on this page that need jQuery, as seen when the footer's scripts printed. */
	private static array $needs = array();

	public static function hook(): void {
		add_action( 'template_redirect', array( self::class, 'listen' ), PHP_INT_MAX );
		add_action( 'wp_print_scripts', array( self::class, 'maybe_remove' ), PHP_INT_MAX );
		add_action( 'wp_print_footer_scripts', array( self::class, 'maybe_remove' ), 6 );
		add_action( 'wp_print_footer_scripts', array( self::class, 'note_needs' ), PHP_INT_MAX );
	}

	/** The template type of this page: `front`, `archive`, `search`, `404`, `single:<post type>`, `other`. */
	public static function template_type(): string {
		return match ( true ) {
			is_front_page() => 'front',
			is_404()        => '404',
			is_search()     => 'search',
			is_home() || is_archive() => 'archive',
			is_singular()   => 'single:' . get_post_type(),
			default         => 'other',
		};
	}

	/** What the administrators' screen calls the type. */
	private static function label( string $type ): string {
		if ( str_starts_with( $type, 'single:' ) ) {
			$object = get_post_type_object( substr( $type, 7 ) );
			return $object ? (string) $object->labels->singular_name : substr( $type, 7 );
		}
		return match ( $type ) {
			'front'   => __( 'Front page', 'voorkant' ),
			'archive' => __( 'Archives and the posts page', 'voorkant' ),
			'search'  => __( 'Search results', 'voorkant' ),
			'404'     => __( 'Page not found (404)', 'voorkant' ),
			default   => __( 'Other pages', 'voorkant' ),
		};
	}

	private static function applies(): bool {
		return ! is_admin() && ! wp_doing_ajax() && ! is_feed() && ! Front_End::builder_frame();
	}

	/** Removes jQuery from this page when the switch is on and nothing seen on its type needs it. */
	public static function maybe_remove(): void {
		if ( ! Settings_Store::remove_jquery() || ! self::applies() ) {
			return;
		}
		$known = Site_Report::read()['jquery'][ self::template_type() ] ?? null;
		if ( ! is_array( $known ) || $known['needs'] || $known['inline'] || self::dependents() ) {
			return;
		}
		foreach ( self::HANDLES as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	public static function note_needs(): void {
		self::$needs = self::dependents();
	}

	/** Reads the page as printed, once it is complete. */
	public static function listen(): void {
		if ( self::applies() ) {
			ob_start( array( self::class, 'read_page' ) );
		}
	}

	/** The output buffer's callback: records what needs jQuery on this type, gives the page back unchanged. */
	public static function read_page( string $html, int $phase ): string {
		if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) || ! did_action( 'wp_print_footer_scripts' ) ) {
			return $html;
		}
		$inline = array();
		if ( preg_match_all( '#<script\b([^>]*)>(.*?)</script>#is', $html, $tags, PREG_SET_ORDER ) ) {
			foreach ( $tags as [ , $attributes, $code ] ) {
				$type = preg_match( '/\btype\s*=\s*["\']?([^"\'\s>]+)/i', $attributes, $found ) ? strtolower( $found[1] ) : 'text/javascript';
				$js   = in_array( $type, array( 'text/javascript', 'application/javascript', 'module' ), true );
				if ( ! $js || preg_match( '/\bsrc\s*=/i', $attributes ) || ! preg_match( self::CALLS, $code ) ) {
					continue;
				}
				$id       = preg_match( '/\bid\s*=\s*["\']([^"\']+)/i', $attributes, $named ) ? '#' . $named[1] : '';
				$inline[] = '' !== $id ? $id : mb_substr( trim( (string) preg_replace( '/\s+/', ' ', $code ) ), 0, 60 );
			}
		}
		$type = self::template_type();
		Site_Report::record_jquery( $type, self::label( $type ), self::$needs, array_values( array_unique( $inline ) ), (string) wp_parse_url( add_query_arg( array() ), PHP_URL_PATH ) );
		return $html;
	}

	/** The scripts printing on this page (or printed) that need jQuery, jQuery's own handles left out. */
	private static function dependents(): array {
		$scripts = wp_scripts();
		$deps    = static fn ( string $handle ) => $scripts->registered[ $handle ]->deps ?? array();
		$jquery  = array_fill_keys( self::HANDLES, true );
		return array_values(
			array_filter(
				array_unique( array_merge( $scripts->done, $scripts->queue ) ),
				static fn ( $handle ) => ! isset( $jquery[ $handle ] )
					&& array() !== array_intersect_key( Takeover_Plan::closure( array_fill_keys( $deps( $handle ), true ), $deps ), $jquery )
			)
		);
	}
}
