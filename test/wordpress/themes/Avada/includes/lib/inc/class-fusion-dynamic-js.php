<?php
/**
 * Stand-in for the library's `Fusion_Dynamic_JS` (Avada 7), written for the tests from the facts
 * the plug-in relies on: scripts enter a static list through `enqueue_script()` (or
 * `register_script()`), `dequeue_script()` marks every entry of a handle register-only, a later
 * `enqueue_script()` of a register-only handle adds an entry that enqueues it again, and at
 * `wp_footer` 10 the library builds the page's scripts: one compiled file, or separate files when
 * the compiler is off (option `js_compiler` '0', or `FUSION_DISABLE_COMPILERS`). The compiled list
 * enqueues again every dependency of an enqueued script, dependencies of dependencies too;
 * dependencies not in the list are external and become the compiled file's dependencies.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

final class Fusion_Dynamic_JS {
	/** Entries: action (enqueue|register), handle, url, path, deps, ver, in_footer. */
	protected static array $scripts = array();
	/** Settings objects: handle, name, data. */
	protected static array $localize_scripts = array();
	/** Set once the page's scripts were built: the compiled file, or null for separate files. */
	public ?Fusion_Dynamic_JS_File $file = null;

	public function __construct() {
		add_action( 'wp_footer', array( $this, 'init' ) );
	}

	public function init(): void {
		$off = ( defined( 'FUSION_DISABLE_COMPILERS' ) && FUSION_DISABLE_COMPILERS ) || '0' === (string) fusion_library()->get_option( 'js_compiler' );
		if ( $off ) {
			new Fusion_Dynamic_JS_Separate( $this );
			return;
		}
		$this->file = new Fusion_Dynamic_JS_File( $this );
	}

	public static function register_script( $handle = '', $url = '', $path = '', $deps = array(), $ver = false, $in_footer = false ): void {
		self::add_script( 'register', $handle, $url, $path, $deps, $ver );
	}

	public static function enqueue_script( $handle = '', $url = '', $path = '', $deps = array(), $ver = false, $in_footer = false ): void {
		self::add_script( 'enqueue', $handle, $url, $path, $deps, $ver );
	}

	public static function dequeue_script( $handle ): void {
		foreach ( self::$scripts as $key => $script ) {
			if ( $handle === $script['handle'] ) {
				self::$scripts[ $key ]['action'] = 'register';
			}
		}
	}

	public static function deregister_script( $handle ): void {
		self::$scripts = array_values( array_filter( self::$scripts, static fn ( $script ) => $handle !== $script['handle'] ) );
	}

	private static function add_script( string $action, string $handle, string $url, string $path, array $deps, $ver ): void {
		if ( '' === $handle ) {
			return;
		}
		foreach ( self::$scripts as $script ) {
			if ( $handle !== $script['handle'] ) {
				continue;
			}
			if ( 'enqueue' === $script['action'] || 'register' === $action ) {
				return;
			}
			// Enqueueing a register-only handle: a new entry with what was registered.
			$url  = '' === $url ? $script['url'] : $url;
			$path = '' === $path ? $script['path'] : $path;
			$deps = array() === $deps ? $script['deps'] : $deps;
			$ver  = false === $ver ? $script['ver'] : $ver;
		}
		self::$scripts[] = array(
			'action'    => $action,
			'handle'    => $handle,
			'url'       => $url,
			'path'      => $path,
			'deps'      => $deps,
			'ver'       => (string) $ver,
			'in_footer' => true,
		);
	}

	public static function localize_script( $handle = '', $name = '', $data = array() ): void {
		foreach ( self::$localize_scripts as $script ) {
			if ( $handle === $script['handle'] && $name === $script['name'] ) {
				return;
			}
		}
		self::$localize_scripts[] = array(
			'handle' => (string) $handle,
			'name'   => (string) $name,
			'data'   => (array) $data,
		);
	}

	public function get_scripts( $reorder = true ): array {
		return self::$scripts;
	}

	public function get_localizations(): array {
		return self::$localize_scripts;
	}

	/**
	 * The enqueued entries and every dependency they have in the list, dependencies first; and the
	 * dependencies outside the list (external).
	 */
	public function get_ordered_scripts(): array {
		$by_handle = array();
		foreach ( self::$scripts as $script ) {
			if ( ! isset( $by_handle[ $script['handle'] ] ) || 'enqueue' === $script['action'] ) {
				$by_handle[ $script['handle'] ] = $script;
			}
		}
		$ordered  = array();
		$external = array();
		$visit    = static function ( string $handle ) use ( &$visit, &$ordered, &$external, $by_handle ): void {
			if ( isset( $ordered[ $handle ] ) ) {
				return;
			}
			if ( ! isset( $by_handle[ $handle ] ) ) {
				$external[ $handle ] = true;
				return;
			}
			$ordered[ $handle ] = false;
			foreach ( $by_handle[ $handle ]['deps'] as $dependency ) {
				$visit( (string) $dependency );
			}
			unset( $ordered[ $handle ] );
			$ordered[ $handle ] = array( 'action' => 'enqueue' ) + $by_handle[ $handle ];
		};
		foreach ( $by_handle as $handle => $script ) {
			if ( 'enqueue' === $script['action'] ) {
				$visit( $handle );
			}
		}
		return array(
			'scripts'  => array_values( array_filter( $ordered ) ),
			'external' => array_keys( $external ),
		);
	}
}
