<?php
/**
 * Plugin Name: Strict CSP (Voorkant tests)
 * Description: Sends a strict Content-Security-Policy with a fresh nonce on every front-end and admin response (script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none') and hands the nonce to Voorkant through its voorkant_csp_nonce filter. Of everything else it gives the nonce only to the anti-spam add-on's printed globals (as a site's own CSP set-up would), so what Voorkant prints must carry it on its own.
 * Version: 1.0.0
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

function voorkant_test_csp_nonce(): string {
	static $nonce = null;
	$nonce ??= base64_encode( random_bytes( 18 ) );
	return $nonce;
}

function voorkant_test_csp_header(): void {
	header( "Content-Security-Policy: script-src 'nonce-" . voorkant_test_csp_nonce() . "' 'strict-dynamic'; object-src 'none'; base-uri 'none'" );
}

add_action( 'send_headers', 'voorkant_test_csp_header' );
add_action( 'admin_init', 'voorkant_test_csp_header' );
add_filter( 'voorkant_csp_nonce', 'voorkant_test_csp_nonce' );
add_filter(
	'wp_inline_script_attributes',
	static function ( array $attributes, string $data ): array {
		if ( preg_match( '/^\s*var ct(Public|PublicFunctions) = /', $data ) ) {
			$attributes['nonce'] = voorkant_test_csp_nonce();
		}
		return $attributes;
	},
	10,
	2
);
