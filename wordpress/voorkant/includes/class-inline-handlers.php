<?php
/**
 * The theme's inline event handlers (issue 46): attributes such as the copy-link icon's
 * `onclick="copyPageUrl(event)"` call a function the theme's script defines. With that script gone
 * the call throws, and a strict content security policy refuses the attribute and reports it at
 * once, before any click. takeover.json names each attribute exactly as the theme prints it
 * (`modules.<id>.handlers`). While that module runs on the page (asked once the page is complete,
 * so a module the takeover turned off on this page keeps them, with its script), those attributes
 * leave the page's start tags; the module gives the element its behaviour. The page is read
 * through an output buffer that ends with it, as the jQuery switch reads it. Nothing is left out
 * in the builder's frames, the admin, feeds or admin-ajax answers.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Inline_Handlers {
	public static function hook(): void {
		add_action( 'template_redirect', array( self::class, 'listen' ), PHP_INT_MAX );
	}

	/** Module id → the handler attributes it makes redundant, for modules switched on. */
	private static function handlers(): array {
		$switches = Settings_Store::switches();
		$handlers = array();
		foreach ( Build::takeover()['modules'] ?? array() as $id => $entry ) {
			foreach ( $entry['handlers'] ?? array() as $attribute ) {
				if ( ! empty( $switches[ $id ] ) && is_string( $attribute ) && '' !== $attribute ) {
					$handlers[ $id ][] = $attribute;
				}
			}
		}
		return $handlers;
	}

	public static function listen(): void {
		if ( is_admin() || wp_doing_ajax() || is_feed() || Front_End::builder_frame() || array() === self::handlers() ) {
			return;
		}
		ob_start( array( self::class, 'read_page' ) );
	}

	/** The output buffer's callback: the complete page less the handlers of the modules running on it. */
	public static function read_page( string $html ): string {
		// A part flushed early (a plug-in calling flush()) is read as it comes: a tag cut in two there keeps its handler.
		$running    = Front_End::running();
		$attributes = array();
		foreach ( self::handlers() as $id => $module_attributes ) {
			if ( ! empty( $running[ $id ] ) ) {
				$attributes = array_merge( $attributes, $module_attributes );
			}
		}
		return array() === $attributes ? $html : self::without( $html, $attributes );
	}

	/**
	 * The markup with each of the attributes taken out of the start tags that carry it, written
	 * exactly (the theme escapes its attributes one way): text between tags and other attributes stay.
	 *
	 * @param string   $html       Markup.
	 * @param string[] $attributes Attributes as printed, `name="value"`.
	 */
	public static function without( string $html, array $attributes ): string {
		$quoted = implode( '|', array_map( static fn ( string $attribute ) => preg_quote( $attribute, '#' ), $attributes ) );
		return (string) preg_replace_callback(
			'#<[a-z][^<>]*>#i',
			static fn ( array $tag ): string => (string) preg_replace( '#\s+(?:' . $quoted . ')(?=[\s/>])#', '', $tag[0] ),
			$html
		);
	}
}
