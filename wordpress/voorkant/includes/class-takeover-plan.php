<?php
/**
 * Which script handles go on this page, decided from what the theme and the add-on put on it, the
 * module switches and the map (dist/takeover.json). Pure: the callers read WordPress' queue and the
 * theme's script list (Takeover, Compiler) and act on the answer.
 *
 * A handle goes when every module listing it is on and it lies in its source's folders. What still
 * prints is what the page enqueued without the handles that go, plus everything those need
 * (declared dependencies and the map's `dependencies`, the calls the declarations miss): that is
 * what WordPress and the theme's compiler both do. A module whose own script still prints is off on
 * the page, and its handles then stay, so its job is done whole by the theme's scripts: decided
 * again until nothing changes. A source's shared base goes only when none of its other scripts is
 * left.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Takeover_Plan {
	/**
	 * @param array    $modules  Map modules: id → entry (`from`, `scripts`, `libraries`).
	 * @param array    $switches Module id → on.
	 * @param array    $sources  The map's sources (`shared`).
	 * @param array    $roots    Handle → true: what the page enqueued (or printed already) before Voorkant.
	 * @param callable $needs    fn( string $handle ): string[], what a handle needs on the page.
	 * @param callable $owned    fn( string $handle, string $source ): bool, whether the file is the source's.
	 * @param array    $off      Modules off from the start: id → reason, handles, by.
	 * @return array{targets: array, printed: array, before: array, off: array, kept: array}
	 *   targets (handle → true) go; printed (handle → true) is what prints, before what would have
	 *   printed without Voorkant; off (id → reason,
	 *   handles, by); kept (handle → dependents): targets that print anyway.
	 */
	public static function decide( array $modules, array $switches, array $sources, array $roots, callable $needs, callable $owned, array $off = array() ): array {
		$listed = array();
		foreach ( $modules as $id => $entry ) {
			foreach ( array_merge( $entry['scripts'] ?? array(), $entry['libraries'] ?? array() ) as $handle ) {
				$listed[ $handle ][] = $id;
			}
		}
		while ( true ) {
			$stays   = static fn ( string $id ) => empty( $switches[ $id ] ) || isset( $off[ $id ] );
			$targets = array();
			foreach ( $listed as $handle => $ids ) {
				if ( array() === array_filter( $ids, $stays ) && $owned( $handle, $modules[ $ids[0] ]['from'] ) ) {
					$targets[ $handle ] = true;
				}
			}
			$printed = self::closure( array_diff_key( $roots, $targets ), $needs );
			foreach ( $sources as $name => $source ) {
				$shared = array_values( array_filter( $source['shared'] ?? array(), static fn ( $handle ) => $owned( $handle, $name ) ) );
				$others = array_filter(
					array_keys( $printed ),
					static fn ( $handle ) => ! in_array( $handle, $shared, true ) && $owned( (string) $handle, $name )
				);
				if ( $shared && array() === $others ) {
					$targets += array_fill_keys( $shared, true );
				}
			}
			$printed = self::closure( array_diff_key( $roots, $targets ), $needs );

			$more = array();
			foreach ( $modules as $id => $entry ) {
				if ( $stays( $id ) ) {
					continue;
				}
				$staying = array_values(
					array_filter(
						$entry['scripts'] ?? array(),
						static fn ( $handle ) => isset( $printed[ $handle ] ) && $owned( $handle, $entry['from'] )
					)
				);
				if ( ! $staying ) {
					continue;
				}
				$kept = isset( $targets[ $staying[0] ] );
				$by   = array();
				foreach ( $staying as $handle ) {
					$by = array_merge(
						$by,
						isset( $targets[ $handle ] )
							? self::dependents( $handle, $printed, $needs )
							: array_values( array_filter( $listed[ $handle ], $stays ) )
					);
				}
				$more[ $id ] = array(
					'reason'  => $kept ? 'kept' : 'shared',
					'handles' => $staying,
					'by'      => array_values( array_unique( $by ) ),
				);
			}
			if ( array() === $more ) {
				break;
			}
			$off += $more;
		}

		$kept = array();
		foreach ( array_keys( $targets ) as $handle ) {
			if ( isset( $printed[ $handle ] ) ) {
				$kept[ $handle ] = self::dependents( $handle, $printed, $needs );
			}
		}
		return array(
			'targets' => $targets,
			'printed' => $printed,
			'before'  => self::closure( $roots, $needs ),
			'off'     => $off,
			'kept'    => $kept,
		);
	}

	/** The handles in `$start` (handle → true) and everything they need, transitively. */
	public static function closure( array $start, callable $needs ): array {
		$found   = array();
		$pending = array_map( 'strval', array_keys( $start ) );
		while ( $pending ) {
			$handle = array_pop( $pending );
			if ( isset( $found[ $handle ] ) ) {
				continue;
			}
			$found[ $handle ] = true;
			foreach ( $needs( $handle ) as $dependency ) {
				if ( ! isset( $found[ $dependency ] ) ) {
					$pending[] = $dependency;
				}
			}
		}
		return $found;
	}

	/** The printing handles that need `$handle` directly. */
	private static function dependents( string $handle, array $printed, callable $needs ): array {
		return array_values(
			array_filter(
				array_map( 'strval', array_keys( $printed ) ),
				static fn ( $candidate ) => in_array( $handle, $needs( $candidate ), true )
			)
		);
	}
}
