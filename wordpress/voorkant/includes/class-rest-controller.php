<?php
/**
 * `voorkant/v1/settings`: what the administrators' screen reads and saves. Administrators only
 * (`manage_options`; cookie sessions need the `X-WP-Nonce` header, as everywhere in the REST API).
 * A save is validated against the registry and the settings schema as a whole: one refused key
 * and nothing is stored.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Rest_Controller {
	public const NAMESPACE = 'voorkant/v1';

	public static function register(): void {
		register_rest_route(
			self::NAMESPACE,
			'/settings',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'read' ),
					'permission_callback' => array( self::class, 'allowed' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( self::class, 'save' ),
					'permission_callback' => array( self::class, 'allowed' ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( self::class, 'reset' ),
					'permission_callback' => array( self::class, 'allowed' ),
					'args'                => array(
						'module' => array(
							'type'        => 'string',
							'description' => __( 'Reset only this module; all when left out.', 'voorkant' ),
						),
					),
				),
			)
		);
	}

	public static function allowed(): bool|\WP_Error {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Only administrators can read or change Voorkant\'s settings.', 'voorkant' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/** The stored changes, what the front end reported, and the latest cache purge. */
	public static function state(): array {
		return array(
			'stored' => (object) array_map( static fn ( $part ) => (object) $part, Settings_Store::stored() ),
			'report' => Site_Report::read(),
			'purged' => Caches::last(),
		);
	}

	public static function read(): \WP_REST_Response {
		return rest_ensure_response( self::state() );
	}

	public static function save( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( strlen( $request->get_body() ) > Settings_Schema::MAX_BYTES ) {
			return new \WP_Error(
				'voorkant_too_large',
				/* translators: %d: the limit in KB. */
				sprintf( __( 'Nothing was saved: the settings are larger than %d KB.', 'voorkant' ), Settings_Schema::MAX_BYTES / 1024 ),
				array( 'status' => 413 )
			);
		}
		// Decoded here rather than with get_json_params(), which turns {} into [] and so would read
		// some values other than the admin form does.
		$payload = json_decode( $request->get_body() );
		if ( ! $payload instanceof \stdClass ) {
			return new \WP_Error( 'voorkant_not_json', __( 'Nothing was saved: send the settings as a JSON object.', 'voorkant' ), array( 'status' => 400 ) );
		}
		$clean = Settings_Schema::validate( $payload );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		Settings_Store::save( $clean );
		return rest_ensure_response( self::state() );
	}

	public static function reset( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$id = $request->get_param( 'module' );
		if ( null !== $id && ! isset( Build::registry()[ $id ] ) ) {
			/* translators: %s: a module id. */
			return new \WP_Error( 'voorkant_invalid_settings', sprintf( __( 'Unknown module "%s".', 'voorkant' ), $id ), array( 'status' => 400 ) );
		}
		Settings_Store::reset( $id );
		return rest_ensure_response( self::state() );
	}
}
