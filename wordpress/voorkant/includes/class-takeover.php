<?php
/**
 * Takes over from the theme's and the anti-spam add-on's front-end scripts, module by module, with
 * the map the build ships (dist/takeover.json). A module that is on has its handles dequeued; a
 * handle listed under several modules goes only when all of them are on. Only handles whose file
 * lies in the source's own folders go (the theme's folder, the builder's plug-ins, the add-on's
 * plug-in): WordPress core scripts and other plug-ins' scripts with the same handle stay.
 *
 * WordPress still prints a dequeued script that a remaining script depends on: that handle is
 * "kept" and reported. A module whose own script stays on the page (kept, shared with a module that
 * is off, or inside the theme's combined file) is switched off on that page, so two scripts never
 * act on one element. The settings objects the theme printed with a dequeued script (its localized
 * data) are printed unchanged, so the modules still read the site's values.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Takeover {
	/** Handles the plugin decided to remove (scripts): handle → true. */
	private static array $targets = array();
	/** Handles that were on the page at some point of this request. */
	private static array $seen = array();
	/** Handles whose localized data Voorkant printed. */
	private static array $printed = array();
	/** The latest outcome of apply(). */
	private static array $state = array(
		'taken'    => array(),
		'off'      => array(),
		'kept'     => array(),
		'combined' => array(),
		'left'     => array(),
	);
	/** Source name → URL path prefixes of its folders. */
	private static ?array $prefixes = null;

	/** The outcome so far: taken (ids), off (id → reason), kept (handle → dependents), combined, left. */
	public static function state(): array {
		return self::$state;
	}

	/** Dequeues what the modules that are on replace; safe to call again for scripts enqueued later. */
	public static function apply(): array {
		$scripts  = wp_scripts();
		$map      = Build::takeover();
		$switches = Settings_Store::switches();
		$modules  = array_intersect_key( $map['modules'], $switches );
		$sources  = $map['sources'];

		$before      = self::on_page( $scripts );
		self::$seen += $before;

		$combined = array();
		foreach ( $sources as $name => $source ) {
			foreach ( $source['combined'] ?? array() as $handle ) {
				if ( isset( $before[ $handle ] ) ) {
					$combined[ $name ] = true;
				}
			}
		}

		$listed = array();
		$styles = array();
		foreach ( $modules as $id => $entry ) {
			foreach ( array_merge( $entry['scripts'] ?? array(), $entry['libraries'] ?? array() ) as $handle ) {
				$listed[ $handle ][] = $id;
			}
			foreach ( $entry['styles'] ?? array() as $handle ) {
				$styles[ $handle ][] = $id;
			}
		}
		$all_on = static fn ( array $ids ) => array() === array_filter( $ids, static fn ( $id ) => ! $switches[ $id ] );

		foreach ( $listed as $handle => $ids ) {
			$from = $modules[ $ids[0] ]['from'];
			if ( isset( $combined[ $from ] ) || ! $all_on( $ids ) || ! self::owned( $scripts, $handle, $from ) ) {
				continue;
			}
			self::$targets[ $handle ] = true;
			wp_dequeue_script( $handle );
		}
		$css = wp_styles();
		foreach ( $styles as $handle => $ids ) {
			$from = $modules[ $ids[0] ]['from'];
			if ( ! isset( $combined[ $from ] ) && $all_on( $ids ) && self::owned( $css, $handle, $from ) ) {
				wp_dequeue_style( $handle );
			}
		}
		// A source's shared base goes only when none of its other scripts is left.
		foreach ( $sources as $name => $source ) {
			$shared = $source['shared'] ?? array();
			if ( isset( $combined[ $name ] ) || array() === $shared ) {
				continue;
			}
			$remaining = array_filter(
				array_keys( self::on_page( $scripts ) ),
				static fn ( $handle ) => ! in_array( $handle, $shared, true ) && self::owned( $scripts, $handle, $name )
			);
			if ( array() === $remaining ) {
				foreach ( $shared as $handle ) {
					if ( self::owned( $scripts, $handle, $name ) ) {
						self::$targets[ $handle ] = true;
						wp_dequeue_script( $handle );
					}
				}
			}
		}

		$after = self::on_page( $scripts );
		$kept  = array();
		foreach ( array_keys( self::$targets ) as $handle ) {
			if ( isset( $after[ $handle ] ) ) {
				$kept[ $handle ] = self::dependents( $scripts, $handle, $after );
			}
		}

		$taken = array();
		$off   = array();
		foreach ( $modules as $id => $entry ) {
			if ( ! $switches[ $id ] ) {
				continue;
			}
			$from = $entry['from'];
			if ( isset( $combined[ $from ] ) ) {
				$off[ $id ] = array(
					'reason'  => 'combined',
					'handles' => array_values( array_intersect( $sources[ $from ]['combined'] ?? array(), array_keys( $before ) ) ),
					'by'      => array(),
				);
				continue;
			}
			$staying = array_values(
				array_filter(
					$entry['scripts'] ?? array(),
					static fn ( $handle ) => isset( $after[ $handle ] ) && self::owned( $scripts, $handle, $from )
				)
			);
			if ( $staying ) {
				$by = array();
				foreach ( $staying as $handle ) {
					$by = array_merge( $by, isset( self::$targets[ $handle ] ) ? ( $kept[ $handle ] ?? array() ) : array_filter( $listed[ $handle ], static fn ( $other ) => ! $switches[ $other ] ) );
				}
				$off[ $id ] = array(
					'reason'  => isset( self::$targets[ $staying[0] ] ) ? 'kept' : 'shared',
					'handles' => $staying,
					'by'      => array_values( array_unique( $by ) ),
				);
				continue;
			}
			foreach ( array_merge( $entry['scripts'] ?? array(), $entry['libraries'] ?? array() ) as $handle ) {
				if ( isset( self::$targets[ $handle ], self::$seen[ $handle ] ) && ! isset( $after[ $handle ] ) ) {
					$taken[] = $id;
					break;
				}
			}
		}

		$mapped = array_fill_keys( array_keys( $listed ), true );
		foreach ( $sources as $source ) {
			$mapped += array_fill_keys( array_merge( $source['shared'] ?? array(), $source['combined'] ?? array() ), true );
		}
		$left = array();
		foreach ( array_keys( $after ) as $handle ) {
			foreach ( array_keys( $sources ) as $name ) {
				if ( ! isset( $mapped[ $handle ] ) && self::owned( $scripts, $handle, $name ) ) {
					$left[ $handle ] = $name;
				}
			}
		}

		self::$state = array(
			'taken'    => $taken,
			'off'      => $off,
			'kept'     => $kept,
			'combined' => array_keys( $combined ),
			'left'     => $left,
		);
		return self::$state;
	}

	/**
	 * Prints the settings objects of removed scripts, as WordPress would have printed them with the
	 * script. Before the head's scripts only those of head scripts; in the footer all the rest.
	 */
	public static function print_kept_data( bool $footer ): void {
		$scripts = wp_scripts();
		$after   = self::on_page( $scripts );
		foreach ( array_keys( self::$targets ) as $handle ) {
			if ( isset( self::$printed[ $handle ] ) || isset( $after[ $handle ] ) || ! isset( self::$seen[ $handle ] ) ) {
				continue;
			}
			if ( ! $scripts->get_data( $handle, 'data' ) || ( ! $footer && 1 === (int) $scripts->get_data( $handle, 'group' ) ) ) {
				continue;
			}
			self::$printed[ $handle ] = true;
			Csp::own( "$handle-js-extra" );
			$scripts->print_extra_script( $handle );
		}
	}

	/**
	 * The settings objects the theme and the add-on print with their scripts on this page (those of
	 * the map's handles, removed or not): global name → object.
	 */
	public static function printed_objects(): array {
		$scripts = wp_scripts();
		$map     = Build::takeover();
		$objects = array();
		foreach ( array_keys( self::$seen ) as $handle ) {
			$owned = false;
			foreach ( array_keys( $map['sources'] ) as $name ) {
				$owned = $owned || self::owned( $scripts, $handle, $name );
			}
			$data = $owned ? $scripts->get_data( $handle, 'data' ) : '';
			if ( is_string( $data ) && preg_match_all( '/^var\s+([A-Za-z_$][\w$]*)\s*=\s*(\{.*\});\s*$/m', $data, $vars, PREG_SET_ORDER ) ) {
				foreach ( $vars as [ , $name, $json ] ) {
					$object = json_decode( $json, true );
					if ( is_array( $object ) ) {
						$objects[ $name ] = $object;
					}
				}
			}
		}
		return $objects;
	}

	/** Every script handle that will print (the queue and its dependencies) or already did. */
	private static function on_page( \WP_Scripts $scripts ): array {
		$found   = array_fill_keys( $scripts->done, true );
		$pending = $scripts->queue;
		while ( $pending ) {
			$handle = array_pop( $pending );
			if ( isset( $found[ $handle ] ) ) {
				continue;
			}
			$found[ $handle ] = true;
			foreach ( $scripts->registered[ $handle ]->deps ?? array() as $dependency ) {
				if ( ! isset( $found[ $dependency ] ) ) {
					$pending[] = $dependency;
				}
			}
		}
		return $found;
	}

	/** The scripts on the page that depend on `$handle` directly. */
	private static function dependents( \WP_Scripts $scripts, string $handle, array $on_page ): array {
		$dependents = array();
		foreach ( array_keys( $on_page ) as $candidate ) {
			if ( in_array( $handle, $scripts->registered[ $candidate ]->deps ?? array(), true ) ) {
				$dependents[] = $candidate;
			}
		}
		return $dependents;
	}

	/** Whether a registered script or style's file lies in one of the source's folders. */
	private static function owned( \WP_Dependencies $dependencies, string $handle, string $source ): bool {
		$src = $dependencies->registered[ $handle ]->src ?? '';
		if ( ! is_string( $src ) || '' === $src ) {
			return false;
		}
		$host = wp_parse_url( $src, PHP_URL_HOST );
		if ( null !== $host && wp_parse_url( home_url(), PHP_URL_HOST ) !== $host ) {
			return false;
		}
		$path = (string) wp_parse_url( $src, PHP_URL_PATH );
		foreach ( self::prefixes()[ $source ] ?? array() as $prefix ) {
			if ( str_starts_with( $path, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	private static function prefixes(): array {
		if ( null === self::$prefixes ) {
			self::$prefixes = array();
			$path           = static fn ( string $url ) => trailingslashit( (string) wp_parse_url( $url, PHP_URL_PATH ) );
			$uploads        = wp_get_upload_dir()['baseurl'];
			foreach ( Build::takeover()['sources'] as $name => $source ) {
				$prefixes = array();
				if ( ! empty( $source['themeFolder'] ) ) {
					$prefixes[] = $path( get_template_directory_uri() );
					$prefixes[] = $path( get_stylesheet_directory_uri() );
				}
				foreach ( $source['plugins'] ?? array() as $folder ) {
					$prefixes[] = $path( plugins_url( $folder ) );
				}
				foreach ( $source['uploads'] ?? array() as $folder ) {
					$prefixes[] = $path( "$uploads/$folder" );
				}
				self::$prefixes[ $name ] = array_values( array_unique( $prefixes ) );
			}
		}
		return self::$prefixes;
	}
}
