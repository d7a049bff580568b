<?php
/**
 * Plugin Name: Strict CSP (Voorkant tests)
 * Description: Sends a strict Content-Security-Policy with a fresh nonce on every front-end and admin response (script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none') and hands the nonce to Voorkant through its voorkant_csp_nonce filter. It adds the nonce to nothing else, so what Voorkant prints must carry it on its own.
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
