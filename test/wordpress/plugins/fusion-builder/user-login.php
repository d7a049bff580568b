<?php
/**
 * The builder's User Login element, stand-in (Voorkant tests), as Avada Builder 3.14
 * (`shortcodes/fusion-user-login.php`) behaves: `[fusion_login]` renders the element's form with
 * its empty `span.fusion-login-nonce`; every page gets the builder's inline jQuery script at
 * `wp_footer` 99 that fetches the nonce field from admin-ajax.php (`fusion_login_nonce`) and puts
 * it there; a failed login from the form is checked against the nonce (`check_admin_referer`,
 * "The link you followed has expired." without it) and sent back to the page with `success=0`.
 * Written for the tests; the labels are the Dutch translation's. Loaded by the Avada stand-in theme
 * from the builder's folder, where the real element lives.
 *
 * @package VoorkantTests
 */

namespace VoorkantTests\Builder\Login;

defined( 'ABSPATH' ) || exit;

add_shortcode(
	'fusion_login',
	static function (): string {
		$redirect = home_url( add_query_arg( array() ) );
		return '<div class="fusion-login-box fusion-login-box-1 fusion-login-box-login fusion-login-align-center fusion-login-field-layout-stacked">'
			. '<h3 class="fusion-login-heading">Inloggen voor leden</h3>'
			. '<form class="fusion-login-form" name="loginform" id="loginform" method="post" action="' . esc_url( site_url( 'wp-login.php', 'login_post' ) ) . '">'
			. ( isset( $_GET['success'] ) && '0' === $_GET['success'] ? '<div class="fusion-alert alert error alert-danger fusion-login-error" role="alert"><span class="fusion-alert-content">Gebruikersnaam of wachtwoord klopt niet.</span></div>' : '' ) // phpcs:ignore WordPress.Security.NonceVerification
			. '<div class="fusion-login-fields">'
			. '<div class="fusion-login-input-wrapper"><label class="fusion-hidden-content" for="user_login-1">Gebruikersnaam of e-mailadres</label><input type="text" name="log" placeholder="Gebruikersnaam of e-mailadres" value="" size="20" class="fusion-login-username input-text" id="user_login-1" /></div>'
			. '<div class="fusion-login-input-wrapper"><label class="fusion-hidden-content" for="user_pass-1">Wachtwoord</label><input type="password" name="pwd" placeholder="Wachtwoord" value="" size="20" class="fusion-login-password input-text" id="user_pass-1" /></div>'
			. '</div>'
			. '<div class="fusion-login-additional-content"><div class="fusion-login-submit-wrapper">'
			. '<button class="fusion-login-button fusion-button button-default fusion-button-default-size" type="submit" name="wp-submit">Inloggen</button>'
			. '<input type="hidden" name="user-cookie" value="1" />'
			. '<input type="hidden" name="redirect_to" value="' . esc_url( $redirect ) . '" />'
			. '<input type="hidden" name="fusion_login_box" value="true" />'
			. '<span class="fusion-login-nonce" style="display:none;"></span>'
			. '</div></div></form></div>';
	}
);

$nonce_field = static function (): void {
	wp_nonce_field( 'fusion-login', '_wpnonce', false, true );
	wp_die();
};
add_action( 'wp_ajax_fusion_login_nonce', $nonce_field );
add_action( 'wp_ajax_nopriv_fusion_login_nonce', $nonce_field );

add_action(
	'wp_footer',
	static function (): void {
		?>
<script type="text/javascript">
jQuery( document ).ready( function() {
	var ajaxurl = '<?php echo esc_url_raw( admin_url( 'admin-ajax.php' ) ); ?>';
	if ( jQuery( '.fusion-login-nonce' ).length ) {
		jQuery.get( ajaxurl, { 'action': 'fusion_login_nonce' }, function( response ) {
			jQuery( '.fusion-login-nonce' ).html( response );
		} );
	}
} );
</script>
		<?php
	},
	99
);

add_action(
	'wp_login_failed',
	static function (): void {
		if ( ! isset( $_POST['fusion_login_box'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		check_admin_referer( 'fusion-login' );
		$back = isset( $_POST['redirect_to'] ) ? esc_url_raw( wp_unslash( $_POST['redirect_to'] ) ) : home_url( '/' );
		wp_safe_redirect( add_query_arg( array( 'action' => 'login', 'success' => '0' ), $back ) );
		exit;
	}
);
