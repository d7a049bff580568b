<?php
/**
 * Avada Forms, stand-in (Voorkant tests), as Avada Builder 3.14 behaves where Voorkant meets it
 * (docs/theme-markup/forms.md): forms are posts of type `fusion_form` with their settings
 * (`Fusion_Builder_Form_Helper::fusion_form_get_form_meta`: `form_type` `ajax` by default,
 * `nonce_method` `ajax`); `[fusion_form form_post_id="N"]` renders the form's wrapper with its
 * `data-form-id` and `data-config`, the `<form>` posting to its page, an e-mail and a text field, a
 * file field, the notices (`fusion_form_notice` filter, hidden by the theme's stylesheet until its
 * script shows one), the hooks `fusion_form_after_open` and `fusion_form_before_close`; a form with
 * `nonce_method` `localized` prints its nonce field itself. The submission `fusion_form_submit_ajax`
 * checks the nonce (`check_ajax_referer`), reads `formData`, `form_id`, `post_id` and the files under
 * `files[...]`, keeps what came in the option `standin_form_submissions` for the test to read, and
 * ends PHP with its JSON answer, as the builder does. `fusion_form_update_view` answers the nonce
 * field the theme's script fetches. Written for the tests; loaded by the Avada stand-in theme.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', static fn () => register_post_type( 'fusion_form', array( 'public' => false ) ) );

if ( ! class_exists( 'Fusion_Builder_Form_Helper' ) ) {
	final class Fusion_Builder_Form_Helper {
		public static function fusion_form_get_form_meta( $id ): array {
			return array(
				'form_type'    => get_post_meta( (int) $id, 'form_type', true ) ?: 'ajax',
				'nonce_method' => get_post_meta( (int) $id, 'nonce_method', true ) ?: 'ajax',
			);
		}
	}
}

add_shortcode(
	'fusion_form',
	static function ( $attributes ): string {
		$id     = absint( $attributes['form_post_id'] ?? 0 );
		$args   = array( 'form_post_id' => $id );
		$params = array( 'form_meta' => Fusion_Builder_Form_Helper::fusion_form_get_form_meta( $id ) );
		$config = array(
			'form_id'           => (string) $id,
			'form_post_id'      => (string) $id,
			'post_id'           => get_the_ID(),
			'form_type'         => $params['form_meta']['form_type'],
			'confirmation_type' => 'message',
			'redirect_url'      => '',
			'field_labels'      => array( 'email' => 'E-mailadres', 'naam' => 'Naam', 'routekaart' => 'Routekaart' ),
			'field_logics'      => array( 'email' => '', 'naam' => '', 'routekaart' => '', 'notice_1' => '' ),
			'field_types'       => array( 'email' => 'email', 'naam' => 'text', 'routekaart' => 'upload', 'submit_1' => 'submit', 'notice_1' => 'notice' ),
			'nonce_method'      => $params['form_meta']['nonce_method'],
		);
		$hook = static function ( string $name ) use ( $args, $params ): string {
			ob_start();
			do_action( $name, $args, $params );
			return (string) ob_get_clean();
		};
		$notice = static fn ( string $type, string $text ): string => apply_filters(
			'fusion_form_notice',
			'<div class="fusion-alert alert ' . $type . ' alert-' . ( 'success' === $type ? 'success' : 'danger' ) . ' fusion-alert-center fusion-form-response fusion-form-response-' . $type . '" role="alert"><div class="fusion-alert-content-wrapper"><span class="fusion-alert-content">' . $text . '</span></div></div>',
			$type
		);
		return '<div class="fusion-form fusion-form-builder fusion-form-form-wrapper fusion-form-' . $id . '" data-form-id="' . $id . '" data-config="' . esc_attr( wp_json_encode( $config ) ) . '">'
			. '<form action="' . esc_url( (string) get_permalink() ) . '" method="post" class="fusion-form fusion-form-' . $id . '" enctype="multipart/form-data">'
			. $hook( 'fusion_form_after_open' )
			. '<div class="fusion-form-field fusion-form-text-field fusion-form-label-above" data-form-id="' . $id . '"><div class="fusion-form-label-wrapper"><label for="naam">Naam <abbr class="fusion-form-element-required" title="verplicht">*</abbr></label></div><input type="text" name="naam" id="naam" value="" class="fusion-form-input" required="true" aria-required="true" data-holds-private-data="false"></div>'
			. '<div class="fusion-form-field fusion-form-email-field fusion-form-label-above" data-form-id="' . $id . '"><div class="fusion-form-label-wrapper"><label for="email">E-mailadres</label></div><input type="email" name="email" id="email" value="" class="fusion-form-input" data-holds-private-data="false"></div>'
			. '<div class="fusion-form-field fusion-form-upload-field fusion-form-label-above" data-form-id="' . $id . '"><div class="fusion-form-label-wrapper"><label for="routekaart">Routekaart</label></div><div class="fusion-form-upload-field-container"><input type="file" name="routekaart" id="routekaart" class="fusion-form-input fusion-form-upload-field" data-size="2"></div></div>'
			. '<div class="fusion-form-field fusion-form-submit-field fusion-form-label-above" data-form-id="' . $id . '"><div><button type="submit" class="fusion-button button-flat fusion-button-default-size button-default form-form-submit" data-form-number="' . $id . '"><span class="fusion-button-text">Versturen</span></button></div></div>'
			. '<div class="form-submission-notices data-notice_1" id="fusion-notices-1">' . $notice( 'success', 'Bedankt, we hebben je aanmelding.' ) . $notice( 'error', 'Er ging iets mis, probeer het later nog eens.' ) . '</div>'
			. ( 'localized' === $params['form_meta']['nonce_method'] ? wp_nonce_field( 'fusion_form_nonce', 'fusion-form-nonce-' . $id, false, false ) : '' )
			. $hook( 'fusion_form_before_close' )
			. '</form></div>';
	}
);

$voorkant_standin_submit = static function (): void {
	check_ajax_referer( 'fusion_form_nonce', 'fusion_form_nonce' );
	parse_str( wp_unslash( (string) ( $_POST['formData'] ?? '' ) ), $data ); // phpcs:ignore WordPress.Security.NonceVerification
	$files = array();
	foreach ( (array) ( $_FILES['files']['name'] ?? array() ) as $field => $name ) {
		$files[ $field ] = array(
			'name' => (string) $name,
			'size' => (int) $_FILES['files']['size'][ $field ],
			'text' => (string) file_get_contents( (string) $_FILES['files']['tmp_name'][ $field ] ), // phpcs:ignore WordPress.WP.AlternativeFunctions
		);
	}
	$kept   = (array) get_option( 'standin_form_submissions', array() );
	$kept[] = array(
		'action'  => sanitize_key( wp_unslash( $_POST['action'] ?? '' ) ), // phpcs:ignore WordPress.Security.NonceVerification
		'form_id' => absint( $_POST['form_id'] ?? 0 ), // phpcs:ignore WordPress.Security.NonceVerification
		'post_id' => absint( $_POST['post_id'] ?? 0 ), // phpcs:ignore WordPress.Security.NonceVerification
		'data'    => $data,
		'files'   => $files,
	);
	update_option( 'standin_form_submissions', $kept, false );
	die( wp_json_encode( array( 'status' => 'success', 'info' => 'form_submitted' ) ) );
};
add_action( 'wp_ajax_fusion_form_submit_ajax', $voorkant_standin_submit );
add_action( 'wp_ajax_nopriv_fusion_form_submit_ajax', $voorkant_standin_submit );

$voorkant_standin_view = static function (): void {
	wp_nonce_field( 'fusion_form_nonce', 'fusion-form-nonce-' . absint( $_POST['form_id'] ?? 0 ), false, true ); // phpcs:ignore WordPress.Security.NonceVerification
	die();
};
add_action( 'wp_ajax_fusion_form_update_view', $voorkant_standin_view );
add_action( 'wp_ajax_nopriv_fusion_form_update_view', $voorkant_standin_view );
