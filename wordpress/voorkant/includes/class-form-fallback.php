<?php
/**
 * Avada Forms without a script (issue 50): an ajax form (the builder's form type `ajax`, before
 * Builder 3.9 `database`, `email`, `database_email`) posts to admin-ajax.php from the theme's
 * script, or from the avada-forms module. When neither runs (the
 * module's chunk failed, a blocked script), the browser posts the form itself to its `action`, the
 * page: WordPress would render the page again and the message would be lost. This class recognises
 * such a POST by the form's nonce field (`fusion-form-nonce-<form post id>`, the builder's own name)
 * and hands it to the builder's submission as its script would have sent it (`action`
 * `fusion_form_submit_ajax`, `formData` the form's fields as a query string, `form_id`, `post_id`,
 * `fusion_form_nonce`, files under `files[<field>]`), so the builder's notifications, actions and
 * database entry, and every plug-in hooked to that submission (the anti-spam add-on's check), run as
 * for the script's request. The builder answers with JSON and ends PHP there; the answer is read from
 * an output buffer's callback (it runs as PHP ends, before anything is sent) and the visitor is sent
 * back to the page (303, so a reload does not post again) with `voorkant-form=<id>-success|error`,
 * where the form shows its own notice for that status, or the theme's alert when it has none.
 *
 * While the module runs, forms whose nonce the theme's script fetches (`nonce_method` `ajax`) also
 * carry it in the page, as forms with the `localized` method do: a native POST needs it. Forms of
 * other types (`url`, `post`) already post where their owner wants and are left alone. Field labels
 * and types, which only the script knows, reach the builder empty: its e-mails show field names.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Form_Fallback {
	/** The module whose chunk does the script's part; its field print is tied to it running. */
	private const MODULE = 'avada-forms';
	/** The query argument the page is shown again with: `<form post id>-<status>`. */
	public const RESULT = 'voorkant-form';
	/** The builder's nonce field name, its action, and the submission's hook. */
	private const NONCE_FIELD = '/^fusion-form-nonce-(\d+)$/';
	private const NONCE_ACTION = 'fusion_form_nonce';
	/**
	 * The submission action for each form type the theme's script posts to admin-ajax.php: 3.9+ has
	 * one type, `ajax`; before, the type named the action (`fusion_form_submit_form_to_<type>`).
	 */
	private const ACTIONS = array(
		'ajax'           => 'fusion_form_submit_ajax',
		'database'       => 'fusion_form_submit_form_to_database',
		'email'          => 'fusion_form_submit_form_to_email',
		'database_email' => 'fusion_form_submit_form_to_database_email',
	);

	/** The form being rendered (its post id) and whether it printed a notice for the result. */
	private static int $form = 0;
	private static bool $noticed = false;

	public static function hook(): void {
		// Before the theme renders anything, and before Voorkant's own page buffers start.
		add_action( 'template_redirect', array( self::class, 'receive' ), 0 );
		add_action( 'fusion_form_after_open', array( self::class, 'open' ), 10, 1 );
		add_filter( 'fusion_form_notice', array( self::class, 'notice' ), 10, 2 );
		add_action( 'fusion_form_before_close', array( self::class, 'close' ), 10, 2 );
	}

	/** The result shown on this page: form post id and `success` or `error`, or null. */
	public static function result(): ?array {
		$value = isset( $_GET[ self::RESULT ] ) ? sanitize_key( wp_unslash( $_GET[ self::RESULT ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- only chooses which of the form's own notices shows.
		return preg_match( '/^(\d+)-(success|error)$/', $value, $found ) ? array( (int) $found[1], $found[2] ) : null;
	}

	/** A native POST of an ajax Avada form: handed to the builder's submission. */
	public static function receive(): void {
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || is_admin() || wp_doing_ajax() || Front_End::builder_frame() ) {
			return;
		}
		$form_id = 0;
		$nonce   = '';
		foreach ( array_keys( $_POST ) as $key ) { // phpcs:ignore WordPress.Security.NonceVerification -- verified below, with the builder's own action.
			if ( preg_match( self::NONCE_FIELD, (string) $key, $found ) ) {
				$form_id = (int) $found[1];
				$nonce   = sanitize_text_field( wp_unslash( $_POST[ $key ] ) ); // phpcs:ignore WordPress.Security.NonceVerification
				break;
			}
		}
		$action = 0 === $form_id ? '' : self::ACTIONS[ self::form_type( $form_id ) ] ?? '';
		if ( '' === $action || ! has_action( 'wp_ajax_nopriv_' . $action ) ) {
			return;
		}
		// The form's action is its page (the builder prints get_permalink()).
		$back = (string) ( get_permalink( get_queried_object_id() ) ?: home_url( '/' ) );
		// A page cached for longer than a nonce lives: the form's error notice, nothing submitted.
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			self::send_back( $back, $form_id, 'error' );
		}
		$fields = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification
		// The request the theme's script sends (fusion-form.js getFormData), slashed as WordPress keeps $_POST.
		$_POST    = wp_slash(
			array(
				'action'             => $action,
				'formData'           => http_build_query( $fields ),
				'fusion_form_nonce'  => $nonce,
				'form_id'            => (string) $form_id,
				'post_id'            => (string) get_queried_object_id(),
				'field_labels'       => '{}',
				'field_types'        => '{}',
				'hidden_field_names' => '[]',
			)
		);
		$_REQUEST = array_merge( $_REQUEST, $_POST );
		$_FILES   = self::files( $_FILES );
		// The builder ends PHP with its JSON answer (die): read it as PHP ends, before anything is
		// sent, and answer with the way back instead (headers may still be set in this callback).
		ob_start(
			static function ( string $output, int $phase ) use ( $back, $form_id ): string {
				static $seen = '';
				$seen .= $output;
				if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
					return '';
				}
				$answer = json_decode( trim( $seen ), true );
				$status = is_array( $answer ) && 'success' === ( $answer['status'] ?? '' ) ? 'success' : 'error';
				header( 'Location: ' . self::back_to( $back, $form_id, $status ), true, 303 );
				return '';
			}
		);
		do_action( ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . $action );
		// A handler that returned instead of ending PHP: its output is the answer all the same.
		exit;
	}

	/** The form's type in the builder's form settings, '' when the builder cannot say. */
	private static function form_type( int $form_id ): string {
		if ( ! class_exists( 'Fusion_Builder_Form_Helper' ) || 'fusion_form' !== get_post_type( $form_id ) ) {
			return '';
		}
		$meta = \Fusion_Builder_Form_Helper::fusion_form_get_form_meta( $form_id );
		return is_array( $meta ) ? (string) ( $meta['form_type'] ?? '' ) : '';
	}

	/** The files of a native POST (`<field>` or `<field>[]`) as the script sends them (`files[<field>]`, `files[<field>@|@<n>]`). */
	private static function files( array $files ): array {
		$parts = array( 'name', 'type', 'tmp_name', 'error', 'size' );
		$out   = array();
		foreach ( $files as $field => $file ) {
			$errors = array_values( (array) ( $file['error'] ?? array() ) );
			foreach ( $errors as $index => $error ) {
				if ( UPLOAD_ERR_NO_FILE === (int) $error ) {
					continue;
				}
				$key = 1 < count( $errors ) ? $field . '@|@' . ( $index + 1 ) : (string) $field;
				foreach ( $parts as $part ) {
					$out['files'][ $part ][ $key ] = array_values( (array) ( $file[ $part ] ?? array() ) )[ $index ] ?? '';
				}
			}
		}
		return $out;
	}

	private static function back_to( string $back, int $form_id, string $status ): string {
		return add_query_arg( self::RESULT, $form_id . '-' . $status, $back );
	}

	private static function send_back( string $back, int $form_id, string $status ): never {
		wp_safe_redirect( self::back_to( $back, $form_id, $status ), 303 );
		exit;
	}

	/** `fusion_form_after_open`: which form renders now. */
	public static function open( $args ): void {
		self::$form    = is_array( $args ) ? absint( $args['form_post_id'] ?? 0 ) : 0;
		self::$noticed = false;
	}

	/** `fusion_form_notice`: the form's notice for the result shows, as the theme's script shows it. */
	public static function notice( $notice, $type ) {
		$result = self::result();
		if ( ! is_string( $notice ) || null === $result || $result[0] !== self::$form || $result[1] !== $type ) {
			return $notice;
		}
		self::$noticed = true;
		// The theme's stylesheet hides every response until its script shows one (display:none).
		return (string) preg_replace( '/^(\s*<div\b)/', '$1 style="display:block" role="status"', $notice, 1 );
	}

	/** `fusion_form_before_close`: the nonce a native POST needs, and the theme's alert when the form has no notice. */
	public static function close( $args, $params ): void {
		$form_id = is_array( $args ) ? absint( $args['form_post_id'] ?? 0 ) : 0;
		$meta    = is_array( $params ) && is_array( $params['form_meta'] ?? null ) ? $params['form_meta'] : array();
		if ( 0 === $form_id ) {
			return;
		}
		if ( isset( self::ACTIONS[ $meta['form_type'] ?? '' ] ) && 'ajax' === ( $meta['nonce_method'] ?? 'ajax' ) && ! empty( Front_End::running()[ self::MODULE ] ) ) {
			wp_nonce_field( self::NONCE_ACTION, 'fusion-form-nonce-' . $form_id, false, true );
		}
		$result = self::result();
		if ( null !== $result && $result[0] === $form_id && ! self::$noticed ) {
			$success = 'success' === $result[1];
			printf(
				'<div class="fusion-alert alert %1$s alert-%2$s fusion-alert-center fusion-form-response fusion-form-response-%1$s" role="status"><div class="fusion-alert-content-wrapper"><span class="fusion-alert-content">%3$s</span></div></div>',
				esc_attr( $result[1] ),
				$success ? 'success' : 'danger',
				esc_html( $success ? __( 'Thank you. Your message has been sent.', 'voorkant' ) : __( 'Your message could not be sent. Please try again.', 'voorkant' ) )
			);
		}
	}
}
