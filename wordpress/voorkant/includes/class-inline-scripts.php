<?php
/**
 * The theme's scripts printed outside WordPress' queue (issue 46, item 3): a callback echoes a
 * `<script>` at a page hook, such as the builder's login nonce script at `wp_footer` 99
 * (`FusionSC_Login::print_login_nonce_script`). takeover.json names each by a text of its own
 * (`modules.<id>.inline`). While that module runs on the page, the callbacks its source hooked to
 * the hooks that print page markup are wrapped: their output goes through unchanged, less each
 * `<script>` element holding one of the texts. Whether the module runs is asked when the callback
 * runs, so a module the takeover turned off on this page (its script stayed) keeps its inline
 * script too. Only callbacks defined in the source's folders (by their file) are wrapped, so another
 * plug-in's script with the same text stays; nothing is left out in the builder's frames.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Inline_Scripts {
	/** The hooks whose callbacks print into the page. */
	private const HOOKS = array( 'wp_head', 'wp_body_open', 'wp_footer', 'wp_print_footer_scripts' );

	public static function hook(): void {
		// After the theme and the plug-ins hooked theirs (their constructors run by `init`).
		add_action( 'wp', array( self::class, 'wrap' ), PHP_INT_MAX );
	}

	/** Source name → module id → the texts that identify its inline scripts. */
	private static function markers(): array {
		$markers = array();
		foreach ( Build::takeover()['modules'] ?? array() as $id => $entry ) {
			foreach ( $entry['inline'] ?? array() as $text ) {
				if ( is_string( $text ) && '' !== $text ) {
					$markers[ (string) ( $entry['from'] ?? '' ) ][ $id ][] = $text;
				}
			}
		}
		return $markers;
	}

	public static function wrap(): void {
		global $wp_filter;
		if ( is_admin() || Front_End::builder_frame() ) {
			return;
		}
		$markers = self::markers();
		if ( array() === $markers ) {
			return;
		}
		foreach ( self::HOOKS as $hook ) {
			if ( ! isset( $wp_filter[ $hook ] ) || ! $wp_filter[ $hook ] instanceof \WP_Hook ) {
				continue;
			}
			foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $key => $callback ) {
					$source = self::source_of( $callback['function'] );
					if ( null === $source || ! isset( $markers[ $source ] ) ) {
						continue;
					}
					$wp_filter[ $hook ]->callbacks[ $priority ][ $key ]['function'] = self::wrapped( $callback['function'], $markers[ $source ] );
				}
			}
		}
	}

	/** The callback, its output less the inline scripts of the modules running now. */
	private static function wrapped( callable $original, array $by_module ): \Closure {
		return static function ( ...$args ) use ( $original, $by_module ) {
			$running = Front_End::running();
			$texts   = array();
			foreach ( $by_module as $id => $module_texts ) {
				if ( ! empty( $running[ $id ] ) ) {
					$texts = array_merge( $texts, $module_texts );
				}
			}
			if ( array() === $texts ) {
				return call_user_func_array( $original, $args );
			}
			ob_start();
			try {
				$result = call_user_func_array( $original, $args );
			} finally {
				$output = (string) ob_get_clean();
			}
			echo self::without( $output, $texts ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the callback's own output, less scripts.
			return $result;
		};
	}

	/**
	 * The markup without the `<script>` elements that hold one of the texts.
	 *
	 * @param string   $html  A callback's output.
	 * @param string[] $texts Texts that identify the scripts to leave out.
	 */
	public static function without( string $html, array $texts ): string {
		return (string) preg_replace_callback(
			'#<script\b[^>]*>.*?</script>\s*#is',
			static function ( array $script ) use ( $texts ): string {
				foreach ( $texts as $text ) {
					if ( str_contains( $script[0], $text ) ) {
						return '';
					}
				}
				return $script[0];
			},
			$html
		);
	}

	/** The takeover source whose folders hold the callback's code, or null. */
	private static function source_of( mixed $callback ): ?string {
		try {
			if ( is_array( $callback ) && 2 === count( $callback ) ) {
				$file = ( new \ReflectionMethod( $callback[0], (string) $callback[1] ) )->getFileName();
			} elseif ( is_string( $callback ) && str_contains( $callback, '::' ) ) {
				$file = ( new \ReflectionMethod( $callback ) )->getFileName();
			} elseif ( $callback instanceof \Closure || is_string( $callback ) ) {
				$file = ( new \ReflectionFunction( $callback ) )->getFileName();
			} else {
				return null;
			}
		} catch ( \ReflectionException $error ) {
			return null;
		}
		if ( ! is_string( $file ) ) {
			return null;
		}
		$file = wp_normalize_path( $file );
		foreach ( self::folders() as $name => $folders ) {
			foreach ( $folders as $folder ) {
				if ( str_starts_with( $file, $folder ) ) {
					return (string) $name;
				}
			}
		}
		return null;
	}

	/**
	 * Source name → its folders on disk, each ending in `/`: the theme's (parent and child) and its
	 * plug-ins'. The files' counterpart of Takeover's URL prefixes, worked out once a request.
	 */
	private static function folders(): array {
		static $folders = null;
		if ( null === $folders ) {
			$folders = array();
			foreach ( Build::takeover()['sources'] ?? array() as $name => $source ) {
				$paths = array();
				if ( ! empty( $source['themeFolder'] ) ) {
					$paths[] = get_template_directory();
					$paths[] = get_stylesheet_directory();
				}
				foreach ( $source['plugins'] ?? array() as $folder ) {
					$paths[] = WP_PLUGIN_DIR . '/' . $folder;
				}
				$folders[ $name ] = array_values( array_unique( array_map( static fn ( $path ) => trailingslashit( wp_normalize_path( $path ) ), $paths ) ) );
			}
		}
		return $folders;
	}
}
