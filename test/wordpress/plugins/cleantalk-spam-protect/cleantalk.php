<?php
/**
 * Plugin Name: Anti-spam add-on stand-in (Voorkant tests)
 * Description: Plays the CleanTalk add-on's server side for the tests (CONTRACT-antispam.md): prints ctPublic and ctPublicFunctions in wp_head like the add-on, enqueues its public bundle and stylesheet under the add-on's handles, encodes e-mail addresses in content, answers the add-on's REST routes, ajax actions and fresh-nonce call as the development back end does, and records each comment POST's fields.
 * Version: 1.0.0
 *
 * @package VoorkantTests
 */

namespace VoorkantTests\Antispam;

defined( 'ABSPATH' ) || exit;

/** Encoded contacts as the server renders them: encoded string → decoded, allowed, comment. */
const CONTACTS = array(
	'ZW1haWw6aW5mb0BkZXNwYWFrLm5s' => array( 'info@despaak.nl', true, '' ),
);

function ajax_nonce(): string {
	return wp_create_nonce( 'ct_secret_stuff' );
}

add_action(
	'wp_head',
	static function () {
		$functions = array(
			'_ajax_nonce'                     => ajax_nonce(),
			'_rest_nonce'                     => wp_create_nonce( 'wp_rest' ),
			'_ajax_url'                       => admin_url( 'admin-ajax.php', 'relative' ),
			'_rest_url'                       => esc_url_raw( rest_url() ),
			'data__cookies_type'              => 'none',
			'data__ajax_type'                 => 'rest',
			'bot_detector_enabled'            => '0',
			'data__frontend_data_log_enabled' => 1,
			'cookiePrefix'                    => '',
			'wprocket_detected'               => false,
			'host_url'                        => isset( $_SERVER['HTTP_HOST'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) : '',
			'text__ee_click_to_select'        => 'Klik om het geheel te selecteren',
			'text__ee_original_email'         => 'Het volledige gegeven is',
			'text__ee_got_it'                 => 'Begrepen',
			'text__ee_blocked'                => 'Geblokkeerd',
			'text__ee_cannot_connect'         => 'Kan geen verbinding maken',
			'text__ee_cannot_decode'          => 'Kan het contactgegeven niet ontsleutelen',
			'text__ee_email_decoder'          => 'E-mailontsleuteling',
			'text__ee_wait_for_decoding'      => 'Een moment geduld…',
			'text__ee_decoding_process'       => 'Bezig met ontsleutelen…',
		);
		$public    = array(
			'_ajax_nonce'                      => ajax_nonce(),
			'settings__forms__check_internal'  => '0',
			'settings__forms__check_external'  => '0',
			'settings__forms__force_protection' => '0',
			'settings__forms__search_test'     => '1',
			'settings__forms__wc_add_to_cart'  => '0',
			'settings__sfw__anti_crawler'      => '0',
			'blog_home'                        => home_url( '/' ),
			'pixel__setting'                   => '0',
			'pixel__enabled'                   => false,
			'pixel__url'                       => '',
			'data__email_check_before_post'    => '1',
			'data__email_check_exist_post'     => '0',
			'data__cookies_type'               => 'none',
			'data__key_is_ok'                  => true,
			'data__visible_fields_required'    => true,
			'wl_brandname'                     => 'Anti-Spam by CleanTalk',
			'wl_brandname_short'               => 'CleanTalk',
			'ct_checkjs_key'                   => 1234567890,
			'emailEncoderPassKey'              => str_repeat( 'ab', 16 ),
			'bot_detector_forms_excluded'      => base64_encode( '[]' ),
			'advancedCacheExists'              => false,
			'varnishCacheExists'               => false,
			'wc_ajax_add_to_cart'              => false,
		);
		wp_print_inline_script_tag( 'var ctPublicFunctions = ' . wp_json_encode( $functions ), array( 'data-no-defer' => true ) );
		wp_print_inline_script_tag( 'var ctPublic = ' . wp_json_encode( $public ), array( 'data-no-defer' => true ) );
	},
	1
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_style( 'cleantalk-public-css', plugins_url( 'css/cleantalk-public.min.css', __FILE__ ), array(), '1.0' );
		wp_enqueue_script( 'apbct-public-bundle.min-js', plugins_url( 'js/apbct-public-bundle.min.js', __FILE__ ), array(), '1.0', array( 'in_footer' => false ) );
	}
);

/** The add-on encodes the addresses in the content; a visitor's click decodes them through the server. */
add_filter(
	'the_content',
	static function ( string $content ): string {
		return str_replace(
			'info@despaak.nl',
			'<span data-original-string="ZW1haWw6aW5mb0BkZXNwYWFrLm5s" class="apbct-email-encoder" title="Dit contactgegeven is gecodeerd door Anti-Spam by CleanTalk. Klik om het te ontsleutelen.">in<span class="apbct-blur">**</span>@<span class="apbct-blur">*****</span>.nl</span>',
			$content
		);
	}
);

/** What the add-on would have received with each comment: every posted field. */
add_filter(
	'preprocess_comment',
	static function ( array $comment ): array {
		$posts   = get_option( 'voorkant_standin_comment_posts', array() );
		$posts[] = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification -- recording what arrived is the point.
		update_option( 'voorkant_standin_comment_posts', $posts, false );
		return $comment;
	}
);

function json_answer( mixed $body, int $status = 200 ): \WP_REST_Response {
	return new \WP_REST_Response( $body, $status );
}

function decode( array $fields ): array {
	$encoded = json_decode( (string) ( $fields['encodedEmails'] ?? '' ), true );
	if ( ! is_array( $encoded ) ) {
		return array(
			'success' => false,
			'data'    => false,
		);
	}
	$data = array();
	foreach ( $encoded as $value ) {
		$known  = CONTACTS[ $value ] ?? null;
		$data[] = array(
			'encoded_email'  => $value,
			'decoded_email'  => $known && $known[1] ? $known[0] : '',
			'is_allowed'     => (bool) ( $known[1] ?? false ),
			'show_comment'   => '' !== ( $known[2] ?? '' ),
			'comment'        => $known[2] ?? '',
		);
	}
	return array(
		'success' => true,
		'data'    => $data,
	);
}

/** Each call as the development back end answers it (demo/server/routes/antispam.ts). */
function answer( string $route, array $fields ): mixed {
	switch ( $route ) {
		case 'alt_sessions':
			$cookies = json_decode( (string) ( $fields['cookies'] ?? '' ), true );
			if ( ! is_array( $cookies ) ) {
				return array(
					'success' => false,
					'error'   => 'AltSessions: cookies data is not valid JSON.',
				);
			}
			$stored = get_option( 'voorkant_standin_alt_cookies', array() );
			update_option( 'voorkant_standin_alt_cookies', array_merge( $stored, $cookies ), false );
			return array( 'success' => true );
		case 'apbct_decode_email':
			return decode( $fields );
		case 'check_email_before_post':
			$email = (string) ( $fields['email'] ?? '' );
			return is_email( $email ) ? array( 'result' => 'valid' ) : array( 'error' => 'E-mail address is not valid.' );
		case 'check_email_exist_post':
			return array(
				'result' => array(
					'result'      => 'EXISTS',
					'text_result' => 'Dit e-mailadres bestaat.',
				),
			);
		case 'apbct_get_pixel_url':
			return home_url( '/wp-content/plugins/cleantalk-spam-protect/css/pixel.gif' );
	}
	return null;
}

const ROUTES = array( 'alt_sessions', 'apbct_decode_email', 'check_email_before_post', 'check_email_exist_post', 'apbct_get_pixel_url' );

add_action(
	'rest_api_init',
	static function () {
		foreach ( ROUTES as $route ) {
			register_rest_route(
				'cleantalk-antispam/v1',
				"/$route",
				array(
					'methods'             => 'POST',
					'permission_callback' => static fn ( \WP_REST_Request $request ) => (bool) wp_verify_nonce( (string) $request->get_header( 'X-WP-Nonce' ), 'wp_rest' )
						? true
						: new \WP_Error( 'rest_cookie_invalid_nonce', 'Cookie check failed', array( 'status' => 403 ) ),
					'callback'            => static function ( \WP_REST_Request $request ) use ( $route ) {
						$body = answer( $route, $request->get_body_params() );
						return is_string( $body ) ? new \WP_REST_Response( $body, 200, array( 'Content-Type' => 'text/plain' ) ) : json_answer( $body );
					},
				)
			);
		}
	}
);

$ajax_actions = array(
	'apbct_alt_session__save__AJAX' => 'alt_sessions',
	'apbct_decode_email'            => 'apbct_decode_email',
	'apbct_email_check_before_post' => 'check_email_before_post',
	'apbct_get_pixel_url'           => 'apbct_get_pixel_url',
);
foreach ( $ajax_actions as $action => $route ) {
	$handler = static function () use ( $route ) {
		if ( ! wp_verify_nonce( (string) ( $_POST['_ajax_nonce'] ?? '' ), 'ct_secret_stuff' ) ) { // phpcs:ignore WordPress.Security
			status_header( 403 );
			echo '-1';
			exit;
		}
		$body = answer( $route, wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification
		is_string( $body ) ? print( esc_url( $body ) ) : wp_send_json( $body );
		exit;
	};
	add_action( "wp_ajax_$action", $handler );
	add_action( "wp_ajax_nopriv_$action", $handler );
}

/** The fresh-nonce remote call, answered on any front-end address. */
add_action(
	'init',
	static function () {
		if ( 'get_fresh_wpnonce' !== ( $_POST['spbc_remote_call_action'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		wp_send_json( array( 'wpnonce' => wp_create_nonce( 'wp_rest' ) ) );
	}
);
