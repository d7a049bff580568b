<?php
/**
 * What the front end saw, for the administrators' screen: the settings objects the theme and the
 * add-on printed (the "from the theme" values), scripts kept as dependencies, modules that stayed
 * off and why, the theme's combined file and what Voorkant left out of the theme's JS compiler, and
 * the theme's scripts no module replaces. Merged over the pages visitors open and written only when
 * something new turns up; a save starts the takeover part afresh, since the switches decide what
 * happens.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Site_Report {
	public const OPTION = 'voorkant_site_report';

	public static function read(): array {
		$report = get_option( self::OPTION, array() );
		return array_merge( self::blank(), is_array( $report ) ? $report : array() );
	}

	/** Forgets the takeover's outcome (the switches changed); the theme's settings objects stay known. */
	public static function forget(): void {
		$theme = self::read()['theme'];
		delete_option( self::OPTION );
		if ( $theme ) {
			update_option( self::OPTION, array( 'theme' => $theme ) + self::blank(), false );
		}
	}

	/** Merges this page's outcome in; writes (and logs what is new) only when it changed. */
	public static function record( array $state, array $objects, string $page, ?array $compiler = null ): void {
		$report  = self::read();
		$changed = array();
		if ( null !== $compiler ) {
			$seen     = is_array( $report['compiler'] ) ? $report['compiler'] : array( 'leftOut' => array() );
			$left_out = array_values( array_unique( array_merge( $seen['leftOut'] ?? array(), $compiler['leftOut'] ) ) );
			sort( $left_out );
			$now = array(
				'mode'    => $compiler['mode'],
				'leftOut' => $left_out,
			);
			if ( $now !== $report['compiler'] ) {
				$report['compiler'] = $now;
				$changed[]          = sprintf( "theme's JS compiler %s, left out: %s", $compiler['mode'], implode( ', ', $compiler['leftOut'] ) ?: 'nothing' );
			}
		}
		foreach ( $objects as $name => $object ) {
			if ( ( $report['theme'][ $name ] ?? null ) !== $object ) {
				$report['theme'][ $name ] = $object;
				$changed[]                = "settings object $name";
			}
		}
		foreach ( $state['kept'] as $handle => $dependents ) {
			if ( ! isset( $report['kept'][ $handle ] ) ) {
				$report['kept'][ $handle ] = array(
					'by'   => $dependents,
					'page' => $page,
				);
				$changed[]                 = sprintf( 'kept "%s": %s depend%s on it', $handle, implode( ', ', $dependents ), 1 === count( $dependents ) ? 's' : '' );
			}
		}
		foreach ( $state['off'] as $id => $why ) {
			if ( ! isset( $report['off'][ $id ] ) ) {
				$report['off'][ $id ] = $why + array( 'page' => $page );
				$changed[]            = sprintf( 'module "%s" stays off: %s %s', $id, $why['reason'], implode( ', ', $why['handles'] ) );
			}
		}
		foreach ( $state['combined'] as $source ) {
			if ( ! in_array( $source, $report['combined'], true ) ) {
				$report['combined'][] = $source;
				$changed[]            = "combined scripts of $source";
			}
		}
		foreach ( $state['left'] as $handle => $source ) {
			if ( ! isset( $report['left'][ $handle ] ) ) {
				$report['left'][ $handle ] = $source;
				$changed[]                 = "left \"$handle\" ($source)";
			}
		}
		if ( $changed ) {
			$report['updated'] = time();
			update_option( self::OPTION, $report, false );
			error_log( '[voorkant] takeover on ' . $page . ': ' . implode( '; ', $changed ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's record of what stayed.
		}
	}

	/**
	 * Merges what needed jQuery on a page of template `$type` (Jquery_Need): the scripts that declare
	 * it and the inline scripts that call it, kept per type over every page seen.
	 */
	public static function record_jquery( string $type, string $label, array $needs, array $inline, string $page ): void {
		$report = self::read();
		$known  = $report['jquery'][ $type ] ?? array(
			'label'  => $label,
			'needs'  => array(),
			'inline' => array(),
			'page'   => $page,
		);
		$now    = array(
			'label'  => $label,
			'needs'  => array_values( array_unique( array_merge( $known['needs'], $needs ) ) ),
			'inline' => array_slice( array_values( array_unique( array_merge( $known['inline'], $inline ) ) ), 0, 20 ),
			'page'   => $known['page'],
		);
		if ( ( $report['jquery'][ $type ] ?? null ) === $now ) {
			return;
		}
		$report['jquery'][ $type ] = $now;
		$report['updated']         = time();
		update_option( self::OPTION, $report, false );
	}

	private static function blank(): array {
		return array(
			'theme'    => array(),
			'kept'     => array(),
			'off'      => array(),
			'combined' => array(),
			'left'     => array(),
			'compiler' => null,
			'jquery'   => array(),
			'updated'  => 0,
		);
	}
}
