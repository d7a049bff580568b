<?php
/**
 * Takes over from the theme's and the anti-spam add-on's front-end scripts, module by module, with
 * the map the build ships (dist/takeover.json). Takeover_Plan decides what goes; this class reads
 * WordPress' queue for it and acts on the queue, and Compiler acts on the theme's compiled list. A
 * handle listed under several modules goes only when all of them are on. Only handles whose file
 * lies in the source's own folders go (the theme's folder, the builder's plug-ins, the add-on's
 * plug-in): WordPress core scripts and other plug-ins' scripts with the same handle stay.
 *
 * A dequeued script that a remaining script needs still prints: that handle is "kept" and reported.
 * A module whose own script stays on the page (kept, shared with a module that is off, or in the
 * theme's compiled file) is switched off on that page, with all its handles, so two scripts never
 * act on one element and the theme's script does the whole job. The settings objects the theme
 * printed with a dequeued script (its localized data) are printed unchanged, so the modules still
 * read the site's values. Nothing is taken over in the builder's editing and preview frames.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Takeover {
	/** Handles the plugin decided to remove (scripts): handle → true. */
	private static array $targets = array();
	/** Handles that would have printed without Voorkant, as far as seen in this request. */
	private static array $seen = array();
	/** What the page enqueued or printed before Voorkant took anything out: handle → true. */
	private static array $roots = array();
	/** Handles of the theme's compiled list that go: handle → true. */
	private static array $compiled_targets = array();
	/** Stylesheets the plugin removed: handle → true. */
	private static array $styles = array();
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

	/**
	 * Decides again what goes (Takeover_Plan) from everything the page enqueued so far, and acts on
	 * WordPress' queue: dequeues what goes, enqueues again what an earlier call took out and must
	 * now stay (a module that turned off). The theme's compiled list is left to Compiler, which asks
	 * at `wp_footer` 9, once the content has rendered. Safe to call again for scripts enqueued later.
	 * Nothing is taken over in the builder's editing and preview frames.
	 */
	public static function apply(): array {
		if ( Front_End::builder_frame() ) {
			return self::$state;
		}
		$scripts  = wp_scripts();
		$map      = Build::takeover();
		$switches = Settings_Store::switches();
		$modules  = array_intersect_key( $map['modules'], $switches );
		$sources  = $map['sources'];
		$compiled = Compiler::entries();

		self::$roots += array_fill_keys( $scripts->done, true ) + array_fill_keys( $scripts->queue, true );
		$roots        = self::$roots;
		foreach ( $compiled as $handle => $entry ) {
			if ( $entry['enqueued'] ) {
				$roots[ $handle ] = true;
			}
		}

		$calls = array();
		foreach ( $sources as $source ) {
			foreach ( $source['dependencies'] ?? array() as $handle => $needed ) {
				$calls[ $handle ] = array_merge( $calls[ $handle ] ?? array(), $needed );
			}
		}
		$needs = static fn ( string $handle ) => array_merge(
			$compiled[ $handle ]['deps'] ?? ( $scripts->registered[ $handle ]->deps ?? array() ),
			$calls[ $handle ] ?? array()
		);
		$owned = static fn ( string $handle, string $source ) => self::owned_src( $compiled[ $handle ]['src'] ?? ( $scripts->registered[ $handle ]->src ?? '' ), $source );
		// A combined file without the theme's library to read its list from: what it holds is
		// unknown, so that source's modules stay off.
		$unread = array();
		foreach ( $sources as $name => $source ) {
			$file = array_values( array_intersect( $source['combined'] ?? array(), array_keys( $roots ) ) );
			if ( $file && array() === $compiled ) {
				foreach ( $modules as $id => $entry ) {
					if ( $entry['from'] === $name && ! empty( $switches[ $id ] ) ) {
						$unread[ $id ] = array(
							'reason'  => 'combined',
							'handles' => $file,
							'by'      => array(),
						);
					}
				}
			}
		}
		$plan        = Takeover_Plan::decide( $modules, $switches, $sources, $roots, $needs, $owned, $unread );
		self::$seen += $plan['before'];

		foreach ( array_keys( $plan['targets'] ) as $handle ) {
			self::$targets[ $handle ] = true;
			wp_dequeue_script( $handle );
		}
		foreach ( array_keys( self::$targets ) as $handle ) {
			if ( ! isset( $plan['targets'][ $handle ] ) ) {
				unset( self::$targets[ $handle ] );
				if ( isset( self::$roots[ $handle ] ) ) {
					wp_enqueue_script( $handle );
				}
			}
		}
		// Register-only entries the page never needed are no concern of the compiled file.
		self::$compiled_targets = array_intersect_key( $plan['targets'], $compiled, $plan['before'] );

		// The add-on's stylesheet goes with its modules, unless one of them stays off.
		$styles = array();
		foreach ( $modules as $id => $entry ) {
			foreach ( $entry['styles'] ?? array() as $handle ) {
				$styles[ $handle ][] = $id;
			}
		}
		$css = wp_styles();
		foreach ( $styles as $handle => $ids ) {
			$go = array() === array_filter( $ids, static fn ( $id ) => empty( $switches[ $id ] ) || isset( $plan['off'][ $id ] ) );
			if ( ! self::owned_src( $css->registered[ $handle ]->src ?? '', $modules[ $ids[0] ]['from'] ) ) {
				continue;
			}
			if ( $go ) {
				self::$styles[ $handle ] = true;
				wp_dequeue_style( $handle );
			} elseif ( isset( self::$styles[ $handle ] ) ) {
				unset( self::$styles[ $handle ] );
				wp_enqueue_style( $handle );
			}
		}

		$taken = array();
		foreach ( $modules as $id => $entry ) {
			if ( empty( $switches[ $id ] ) || isset( $plan['off'][ $id ] ) ) {
				continue;
			}
			foreach ( array_merge( $entry['scripts'] ?? array(), $entry['libraries'] ?? array() ) as $handle ) {
				if ( isset( $plan['targets'][ $handle ], $plan['before'][ $handle ] ) && ! isset( $plan['printed'][ $handle ] ) ) {
					$taken[] = $id;
					break;
				}
			}
		}

		$mapped = array();
		foreach ( $map['modules'] as $entry ) {
			$mapped += array_fill_keys( array_merge( $entry['scripts'] ?? array(), $entry['libraries'] ?? array() ), true );
		}
		foreach ( $sources as $source ) {
			$mapped += array_fill_keys( array_merge( $source['shared'] ?? array(), $source['combined'] ?? array() ), true );
		}
		$left     = array();
		$combined = array();
		foreach ( array_keys( $plan['printed'] ) as $handle ) {
			foreach ( $sources as $name => $source ) {
				if ( in_array( $handle, $source['combined'] ?? array(), true ) ) {
					$combined[ $name ] = true;
				} elseif ( ! isset( $mapped[ $handle ] ) && $owned( (string) $handle, $name ) ) {
					$left[ $handle ] = $name;
				}
			}
		}

		self::$state = array(
			'taken'    => $taken,
			'off'      => $plan['off'],
			'kept'     => $plan['kept'],
			'combined' => array_keys( $combined ),
			'left'     => $left,
		);
		return self::$state;
	}

	/** The handles of the theme's compiled list that go (Compiler leaves them out of the list). */
	public static function compiled_targets(): array {
		return array_keys( self::$compiled_targets );
	}

	/** Marks a handle's settings objects as printed by Voorkant (Compiler printed them). */
	public static function printed( string $handle ): void {
		self::$printed[ $handle ] = true;
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
	 * the map's handles, removed or not, and those of the theme's compiled list): global name → object.
	 */
	public static function printed_objects(): array {
		$scripts = wp_scripts();
		$map     = Build::takeover();
		$objects = array();
		foreach ( Compiler::localizations() as $localization ) {
			$objects[ $localization['name'] ] = $localization['data'];
		}
		foreach ( array_keys( self::$seen ) as $handle ) {
			$owned = false;
			foreach ( array_keys( $map['sources'] ) as $name ) {
				$owned = $owned || self::owned_src( $scripts->registered[ $handle ]->src ?? '', $name );
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
		return Takeover_Plan::closure(
			array_fill_keys( array_merge( $scripts->done, $scripts->queue ), true ),
			static fn ( string $handle ) => $scripts->registered[ $handle ]->deps ?? array()
		);
	}

	/** Whether a script or style file (its URL) lies in one of the source's folders. */
	private static function owned_src( mixed $src, string $source ): bool {
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
