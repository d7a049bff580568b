<?php
/**
 * Keeps the previous build's chunks through a plugin update. Chunks live in a folder named after
 * their build (dist/chunks/<build>/), and WordPress' upgrader replaces the whole plugin folder: a
 * page cache that still serves the older HTML, whose kernel.js names the older folder, would load
 * nothing but 404s until it is purged. So the running build's folder, and the stylesheets its chunks
 * load from beside it (dist/chunks/<name>-<hash>.css, named after their content, so a new build's
 * differ), are copied aside before an install and back beside the new ones after it; what was kept
 * from the update before is not (the upgrader removed it with the rest, and the running build's
 * manifest does not name it), so there are never more than two builds.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Previous_Build {
	public static function hook(): void {
		add_filter( 'upgrader_pre_install', array( self::class, 'set_aside' ), 10, 2 );
		add_filter( 'upgrader_post_install', array( self::class, 'restore' ), 10, 3 );
	}

	/** The build folder the installed kernel.js loads its chunks from, or null. */
	public static function current(): ?string {
		$kernel = Build::dir() . 'kernel.js';
		$code   = is_readable( $kernel ) ? (string) file_get_contents( $kernel ) : '';
		return preg_match( '#\./chunks/([A-Za-z0-9_-]+)/#', $code, $found ) ? $found[1] : null;
	}

	/**
	 * The files of dist/chunks/ outside the build folder that the running build's manifest names:
	 * its chunks' stylesheets (and any other asset they load by URL).
	 */
	private static function assets(): array {
		$files = array();
		foreach ( Build::manifest() as $entry ) {
			$named = array_merge( array( $entry['file'] ?? '' ), (array) ( $entry['css'] ?? array() ), (array) ( $entry['assets'] ?? array() ) );
			foreach ( $named as $file ) {
				if ( is_string( $file ) && preg_match( '#^chunks/([^/]+)$#', $file, $found ) && is_file( Build::dir() . $file ) ) {
					$files[ $found[1] ] = true;
				}
			}
		}
		return array_keys( $files );
	}

	/** Where the running build's chunks wait during an install. */
	private static function aside(): string {
		return trailingslashit( WP_CONTENT_DIR ) . 'upgrade/voorkant-previous-build/';
	}

	/**
	 * Before a plugin install or update: an upload over the installed plugin names no plugin in
	 * `$hook_extra`, so an install that names none sets the chunks aside, as does an update of this
	 * plugin (an update of another one names it, and is left alone); `restore` puts them back only
	 * when the installed plugin is this one, and removes the copy either way.
	 */
	public static function set_aside( $response, $hook_extra ) {
		$named     = $hook_extra['plugin'] ?? null;
		$is_plugin = null === $named ? 'plugin' === ( $hook_extra['type'] ?? '' ) : plugin_basename( PLUGIN_FILE ) === $named;
		$build     = self::current();
		if ( is_wp_error( $response ) || ! $is_plugin || null === $build || ! function_exists( 'copy_dir' ) ) {
			return $response;
		}
		global $wp_filesystem;
		if ( ! $wp_filesystem ) {
			return $response;
		}
		$wp_filesystem->delete( self::aside(), true );
		wp_mkdir_p( self::aside() . $build );
		copy_dir( Build::dir() . 'chunks/' . $build, self::aside() . $build );
		foreach ( self::assets() as $file ) {
			$wp_filesystem->copy( Build::dir() . 'chunks/' . $file, self::aside() . $file, true, FS_CHMOD_FILE );
		}
		return $response;
	}

	public static function restore( $response, $hook_extra, $result ) {
		global $wp_filesystem;
		if ( ! $wp_filesystem || ! is_dir( self::aside() ) ) {
			return $response;
		}
		$ours = is_array( $result ) && basename( (string) ( $result['destination'] ?? '' ) ) === dirname( plugin_basename( PLUGIN_FILE ) );
		if ( $ours && ! is_wp_error( $response ) ) {
			$chunks = trailingslashit( (string) $result['destination'] ) . 'dist/chunks/';
			foreach ( (array) scandir( self::aside() ) as $kept ) {
				if ( '.' === $kept || '..' === $kept || file_exists( $chunks . $kept ) ) {
					continue;
				}
				if ( is_dir( self::aside() . $kept ) ) {
					wp_mkdir_p( $chunks . $kept );
					copy_dir( self::aside() . $kept, $chunks . $kept );
				} else {
					$wp_filesystem->copy( self::aside() . $kept, $chunks . $kept, false, FS_CHMOD_FILE );
				}
			}
		}
		$wp_filesystem->delete( self::aside(), true );
		return $response;
	}
}
