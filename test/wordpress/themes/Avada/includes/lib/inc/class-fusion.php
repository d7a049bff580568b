<?php
/**
 * Stand-in for the library's main object, `fusion_library()`: its `dynamic_js` and its option
 * reads, which pass the theme's `avada_setting_get_{$setting}` filter. Options live in
 * `fusion_options`, as Avada keeps them; `js_compiler` is on ('1') unless set.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

final class Fusion {
	private static ?Fusion $instance = null;
	public Fusion_Dynamic_JS $dynamic_js;

	public static function get_instance(): Fusion {
		self::$instance ??= new self();
		return self::$instance;
	}

	private function __construct() {
		$this->dynamic_js = new Fusion_Dynamic_JS();
	}

	public function get_option( string $name ) {
		$options = get_option( 'fusion_options', array() );
		$value   = is_array( $options ) && array_key_exists( $name, $options ) ? $options[ $name ] : ( 'js_compiler' === $name ? '1' : null );
		return apply_filters( "avada_setting_get_{$name}", $value );
	}
}

function fusion_library(): Fusion {
	return Fusion::get_instance();
}
