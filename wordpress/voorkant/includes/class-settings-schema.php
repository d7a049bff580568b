<?php
/**
 * The settings schema the build derives from the modules (dist/settings-schema.json), and the
 * server's validation against it. The coercers mirror the kernel's (kernel/coerce.ts) and the admin
 * form's (wordpress/admin/field-coercion.ts) answer for answer; a test feeds all three the same inputs.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Settings_Schema {
	/** JavaScript's white space and line terminators, which its trim() and Number() strip. */
	private const JS_SPACE = '[\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

	/** Largest request body the settings route reads, in bytes. */
	public const MAX_BYTES = 65536;

	private static function js_trim( string $text ): ?string {
		$trimmed = preg_replace( '/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/u', '', $text );
		return null === $trimmed ? null : $trimmed;
	}

	/** `true`, `1`, `"1"`, `"true"`, `"on"`, `"yes"` → true; their opposites → false; else null. */
	public static function to_flag( mixed $value ): ?bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( ( is_int( $value ) || is_float( $value ) ) && ( 1 == $value || 0 == $value ) ) { // phpcs:ignore Universal.Operators.StrictComparisons -- 1.0 is 1 in JSON.
			return 1 == $value; // phpcs:ignore Universal.Operators.StrictComparisons
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$text = self::js_trim( $value );
		$text = null === $text ? null : strtolower( $text );
		if ( in_array( $text, array( '1', 'true', 'on', 'yes' ), true ) ) {
			return true;
		}
		return in_array( $text, array( '0', 'false', 'off', 'no', '' ), true ) ? false : null;
	}

	/** A finite number, or numeric text as JavaScript's Number() reads it; else null. */
	public static function to_number( mixed $value ): int|float|null {
		if ( is_int( $value ) ) {
			return $value;
		}
		if ( is_float( $value ) ) {
			return is_finite( $value ) ? $value : null;
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$text = self::js_trim( $value );
		if ( null === $text || '' === $text ) {
			return null;
		}
		if ( preg_match( '/^[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)$/', $text ) ) {
			$number = (float) $text;
		} elseif ( preg_match( '/^0[xX]([0-9a-fA-F]+)$/', $text, $digits ) ) {
			$number = (float) hexdec( $digits[1] );
		} elseif ( preg_match( '/^0[oO]([0-7]+)$/', $text, $digits ) ) {
			$number = (float) octdec( $digits[1] );
		} elseif ( preg_match( '/^0[bB]([01]+)$/', $text, $digits ) ) {
			$number = (float) bindec( $digits[1] );
		} else {
			return null;
		}
		if ( ! is_finite( $number ) ) {
			return null;
		}
		return ( floor( $number ) === $number && abs( $number ) < 9007199254740992 ) ? (int) $number : $number;
	}

	/** Text, or a number written as JavaScript's String() writes it; else null. */
	public static function to_text( mixed $value ): ?string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) ) {
			return (string) $value;
		}
		return is_float( $value ) && is_finite( $value ) ? self::js_number_text( $value ) : null;
	}

	/** ECMAScript's Number::toString for a finite float: shortest round-trip digits, its notation. */
	private static function js_number_text( float $number ): string {
		if ( 0.0 === $number ) {
			return '0';
		}
		$sign = $number < 0 ? '-' : '';
		// json_encode gives the shortest digits that round-trip (serialize_precision -1).
		$shortest = (string) json_encode( abs( $number ), JSON_PRESERVE_ZERO_FRACTION );
		preg_match( '/^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/', $shortest, $parts );
		$digits   = ltrim( $parts[1] . ( $parts[2] ?? '' ), '0' );
		$exponent = strlen( $parts[1] ) + (int) ( $parts[3] ?? 0 );
		if ( '' === $digits ) {
			return '0';
		}
		// Leading zeros of the integer part ("0.001") move the point left.
		$exponent -= strlen( $parts[1] . ( $parts[2] ?? '' ) ) - strlen( ltrim( $parts[1] . ( $parts[2] ?? '' ), '0' ) );
		$digits    = rtrim( $digits, '0' );
		$count     = strlen( $digits );
		if ( $count <= $exponent && $exponent <= 21 ) {
			return $sign . $digits . str_repeat( '0', $exponent - $count );
		}
		if ( 0 < $exponent && $exponent <= 21 ) {
			return $sign . substr( $digits, 0, $exponent ) . '.' . substr( $digits, $exponent );
		}
		if ( -6 < $exponent && $exponent <= 0 ) {
			return $sign . '0.' . str_repeat( '0', -$exponent ) . $digits;
		}
		$power = $exponent - 1;
		$tail  = $count > 1 ? '.' . substr( $digits, 1 ) : '';
		return $sign . $digits[0] . $tail . 'e' . ( $power < 0 ? '-' : '+' ) . abs( $power );
	}

	/**
	 * The value as the module will read it: `array( true, value )`, or `array( false, null )` when
	 * the field cannot use it.
	 */
	public static function coerce( array $field, mixed $value ): array {
		if ( 'list' === ( $field['type'] ?? '' ) ) {
			if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
				return array( false, null );
			}
			$items = array();
			foreach ( $value as $item ) {
				$coerced = match ( $field['items'] ?? 'text' ) {
					'number' => self::to_number( $item ),
					'record' => $item instanceof \stdClass ? json_decode( (string) wp_json_encode( $item ), true ) : null,
					default  => self::to_text( $item ),
				};
				if ( null === $coerced ) {
					return array( false, null );
				}
				$items[] = $coerced;
			}
			return array( true, $items );
		}
		$coerced = match ( $field['type'] ?? '' ) {
			'flag'   => self::to_flag( $value ),
			'number' => self::to_number( $value ),
			'text'   => self::to_text( $value ),
			default  => null,
		};
		return null === $coerced ? array( false, null ) : array( true, $coerced );
	}

	/** Fields of one module by key. */
	public static function fields( string $id ): array {
		$fields = array();
		foreach ( Build::schema()[ $id ] ?? array() as $field ) {
			$fields[ $field['key'] ] = $field;
		}
		return $fields;
	}

	/**
	 * Validates what the administrators' screen sends, decoded from JSON with objects as objects (so
	 * `{}` and `[]` stay apart, as in JavaScript): `modules` (id → on/off) and `settings` (id → key →
	 * value). Returns the clean values, or an error naming every refused key; nothing partial.
	 */
	public static function validate( mixed $payload ): array|\WP_Error {
		$errors   = array();
		$clean    = array(
			'modules'  => array(),
			'settings' => array(),
			// Null when the request leaves the plugin's switches out: they stay as stored.
			'host'     => null,
		);
		$registry = Build::registry();
		if ( ! $payload instanceof \stdClass ) {
			return self::error( array( __( 'The settings must be an object with "modules" and "settings".', 'voorkant' ) ) );
		}
		$payload = get_object_vars( $payload );
		foreach ( array_keys( $payload ) as $key ) {
			if ( 'modules' !== $key && 'settings' !== $key && 'host' !== $key ) {
				/* translators: %s: a key of the request. */
				$errors[] = sprintf( __( 'Unknown key "%s": send "modules", "settings" and "host" only.', 'voorkant' ), $key );
			}
		}
		if ( isset( $payload['host'] ) ) {
			$clean['host'] = array();
		}
		// The plugin's own switches: jQuery's removal where nothing left needs it (Jquery_Need).
		foreach ( isset( $payload['host'] ) ? self::object( $payload['host'], 'host', $errors ) : array() as $key => $value ) {
			$flag = self::to_flag( $value );
			if ( 'removeJquery' !== $key ) {
				/* translators: %s: a key of the request. */
				$errors[] = sprintf( __( 'Unknown plugin switch "%s".', 'voorkant' ), $key );
			} elseif ( null === $flag ) {
				/* translators: %s: a key of the request. */
				$errors[] = sprintf( __( 'The plugin switch "%s" must be on or off.', 'voorkant' ), $key );
			} else {
				$clean['host']         ??= array();
				$clean['host'][ $key ] = $flag;
			}
		}
		foreach ( self::object( $payload['modules'] ?? new \stdClass(), 'modules', $errors ) as $id => $on ) {
			if ( ! isset( $registry[ $id ] ) ) {
				/* translators: %s: a module id. */
				$errors[] = sprintf( __( 'Unknown module "%s".', 'voorkant' ), $id );
				continue;
			}
			$flag = self::to_flag( $on );
			if ( null === $flag ) {
				/* translators: %s: a module id. */
				$errors[] = sprintf( __( 'The switch of module "%s" must be on or off.', 'voorkant' ), $id );
				continue;
			}
			$clean['modules'][ $id ] = $flag;
		}
		foreach ( self::object( $payload['settings'] ?? new \stdClass(), 'settings', $errors ) as $id => $values ) {
			if ( ! isset( $registry[ $id ] ) ) {
				/* translators: %s: a module id. */
				$errors[] = sprintf( __( 'Unknown module "%s".', 'voorkant' ), $id );
				continue;
			}
			$fields = self::fields( $id );
			foreach ( self::object( $values, "settings.$id", $errors ) as $key => $value ) {
				if ( ! isset( $fields[ $key ] ) ) {
					/* translators: 1: a module id, 2: a settings key. */
					$errors[] = sprintf( __( 'Module "%1$s" has no setting "%2$s".', 'voorkant' ), $id, $key );
					continue;
				}
				[ $ok, $coerced ] = self::coerce( $fields[ $key ], $value );
				if ( ! $ok ) {
					/* translators: 1: a module id and settings key, 2: the kind of value it needs. */
					$errors[] = sprintf( __( 'Setting "%1$s" needs %2$s.', 'voorkant' ), "$id.$key", self::kind( $fields[ $key ] ) );
					continue;
				}
				$clean['settings'][ $id ][ $key ] = $coerced;
			}
		}
		return $errors ? self::error( $errors ) : $clean;
	}

	/** What a field takes, for messages. */
	public static function kind( array $field ): string {
		return match ( $field['type'] ) {
			'flag'   => __( 'on or off', 'voorkant' ),
			'number' => __( 'a number', 'voorkant' ),
			'list'   => match ( $field['items'] ?? 'text' ) {
				'number' => __( 'a list of numbers', 'voorkant' ),
				'record' => __( 'a list of objects', 'voorkant' ),
				default  => __( 'a list of texts', 'voorkant' ),
			},
			default  => __( 'a text', 'voorkant' ),
		};
	}

	private static function object( mixed $value, string $where, array &$errors ): array {
		if ( $value instanceof \stdClass ) {
			return get_object_vars( $value );
		}
		/* translators: %s: a key of the request. */
		$errors[] = sprintf( __( '"%s" must be an object.', 'voorkant' ), $where );
		return array();
	}

	private static function error( array $errors ): \WP_Error {
		return new \WP_Error(
			'voorkant_invalid_settings',
			/* translators: %s: the first problem found. */
			sprintf( _n( 'Nothing was saved: %s', 'Nothing was saved: %s (and more, listed in "errors")', count( $errors ), 'voorkant' ), $errors[0] ),
			array(
				'status' => 400,
				'errors' => $errors,
			)
		);
	}
}
