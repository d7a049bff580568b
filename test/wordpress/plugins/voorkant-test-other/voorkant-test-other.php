<?php
/**
 * Plugin Name: Other plug-in with a theme handle (Voorkant tests)
 * Description: Another plug-in that registers a library under a handle the theme also uses (gsap). Voorkant must leave it: it removes only files of the theme and the anti-spam add-on.
 * Version: 1.0.0
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_script( 'gsap', plugins_url( 'js/gsap.js', __FILE__ ), array(), '1', true );
	}
);

// With the option set, an inline script that holds the text takeover.json gives the builder's login
// nonce script: another plug-in's, which Voorkant must leave on the page.
add_action(
	'wp_footer',
	static function () {
		if ( get_option( 'voorkant_test_other_inline' ) ) {
			echo "<script>window.otherPluginAction = 'fusion_login_nonce';</script>\n";
		}
	},
	99
);
