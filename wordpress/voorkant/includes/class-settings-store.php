<?php
/**
 * The option that holds what the administrator changed, and nothing else: module switches that
 * differ from the registry, and the settings keys the administrator set. A key left alone is not
 * stored, so the module keeps reading the theme's value (or its default) for it.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Settings_Store {
	public const OPTION = 'voorkant_settings';

	/**
	 * `array( 'modules' => id → bool, 'settings' => id → dotted key → value )`, and `host`, the
	 * plugin's own switches that are on (`removeJquery`), when one is.
	 */
	public static function stored(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$parts = array(
			'modules'  => is_array( $stored['modules'] ?? null ) ? $stored['modules'] : array(),
			'settings' => is_array( $stored['settings'] ?? null ) ? $stored['settings'] : array(),
		);
		$host  = is_array( $stored['host'] ?? null ) ? array_filter( $stored['host'] ) : array();
		return $host ? $parts + array( 'host' => $host ) : $parts;
	}

	/** Whether the administrator asked to remove jQuery where nothing left needs it. */
	public static function remove_jquery(): bool {
		return ! empty( self::stored()['host']['removeJquery'] );
	}

	/** Replaces the stored changes with validated ones; switches equal to the registry's are dropped. */
	public static function save( array $clean ): void {
		$registry = Build::registry();
		$modules  = array();
		foreach ( $clean['modules'] as $id => $on ) {
			if ( (bool) ( $registry[ $id ]['enabled'] ?? true ) !== $on ) {
				$modules[ $id ] = $on;
			}
		}
		$settings = array_filter( $clean['settings'], static fn ( $values ) => array() !== $values );
		$host     = array_filter( $clean['host'] ?? ( self::stored()['host'] ?? array() ) );
		if ( array() === $modules && array() === $settings && array() === $host ) {
			delete_option( self::OPTION );
		} else {
			$option = array(
				'modules'  => $modules,
				'settings' => $settings,
			);
			if ( $host ) {
				$option['host'] = $host;
			}
			update_option( self::OPTION, $option, true );
		}
		Site_Report::forget();
		// What the theme's combined file leaves out follows the switches.
		Caches::purge();
	}

	/** Deletes the stored keys of one module, or of all. */
	public static function reset( ?string $id = null ): void {
		$stored = self::stored();
		if ( null === $id ) {
			$stored = array(
				'modules'  => array(),
				'settings' => array(),
				'host'     => $stored['host'] ?? array(),
			);
		} else {
			unset( $stored['modules'][ $id ], $stored['settings'][ $id ] );
		}
		self::save( $stored );
	}

	/** Every registry module's switch: the administrator's where set, the registry's otherwise. */
	public static function switches(): array {
		$stored   = self::stored()['modules'];
		$switches = array();
		foreach ( Build::registry() as $id => $entry ) {
			$switches[ $id ] = (bool) ( $stored[ $id ] ?? ( $entry['enabled'] ?? true ) );
		}
		return $switches;
	}

	/** Each module's stored keys as the nested slice the module reads (`texts.close` → texts → close). */
	public static function slices(): array {
		$slices = array();
		foreach ( self::stored()['settings'] as $id => $values ) {
			if ( ! is_array( $values ) ) {
				continue;
			}
			foreach ( $values as $key => $value ) {
				$target = &$slices[ $id ];
				foreach ( explode( '.', (string) $key ) as $part ) {
					if ( ! is_array( $target ) ) {
						$target = array();
					}
					$target = &$target[ $part ];
				}
				$target = $value;
				unset( $target );
			}
		}
		return $slices;
	}
}
