<?php
/**
 * The build the plugin ships in dist/: kernel.js and its chunks, the Vite manifest, and the data the
 * build emits beside them (registry.json, takeover.json, settings-schema.json). Read once a request.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Build {
	/** @var array<string, array> */
	private static array $files = array();

	public static function dir(): string {
		return plugin_dir_path( PLUGIN_FILE ) . 'dist/';
	}

	public static function url(): string {
		return plugin_dir_url( PLUGIN_FILE ) . 'dist/';
	}

	/** A JSON file of dist/ as an array; an empty array when it is missing or unreadable. */
	public static function json( string $name ): array {
		if ( ! isset( self::$files[ $name ] ) ) {
			$path                 = self::dir() . $name;
			$data                 = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : null;
			self::$files[ $name ] = is_array( $data ) ? $data : array();
		}
		return self::$files[ $name ];
	}

	/** Registry entries by module id, in registry order. */
	public static function registry(): array {
		$entries = array();
		foreach ( self::json( 'registry.json' )['modules'] ?? array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['id'] ) ) {
				$entries[ $entry['id'] ] = $entry;
			}
		}
		return $entries;
	}

	/** The takeover map: `sources` and `modules` (module id → from, scripts, libraries, styles). */
	public static function takeover(): array {
		$map = self::json( 'takeover.json' );
		return array(
			'sources' => $map['sources'] ?? array(),
			'modules' => $map['modules'] ?? array(),
		);
	}

	/** Settings fields by module id. */
	public static function schema(): array {
		return self::json( 'settings-schema.json' )['modules'] ?? array();
	}

	public static function manifest(): array {
		return self::json( '.vite/manifest.json' );
	}

	/**
	 * Files (relative to dist/) a module's chunk needs before it runs: its chunk and, recursively,
	 * its static imports, without kernel.js itself.
	 */
	public static function chunk_files( string $source ): array {
		$manifest = self::manifest();
		$files    = array();
		$pending  = array( $source );
		while ( $pending ) {
			$key = array_shift( $pending );
			if ( ! isset( $manifest[ $key ] ) || ! empty( $manifest[ $key ]['isEntry'] ) ) {
				continue;
			}
			$file = $manifest[ $key ]['file'];
			if ( in_array( $file, $files, true ) ) {
				continue;
			}
			$files[] = $file;
			foreach ( $manifest[ $key ]['imports'] ?? array() as $import ) {
				$pending[] = $import;
			}
		}
		return $files;
	}
}
