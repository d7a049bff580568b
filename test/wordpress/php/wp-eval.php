<?php
// Runs PHP code (read from standard input) inside the test site, for the tests' setup and checks:
// `VOORKANT_WP_DB_DIR=… VOORKANT_WP_URL=… php wp-eval.php <site> < code.php`. The code's return value
// is printed as JSON.
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'VOORKANT_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'VOORKANT_WP_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_ADMIN', (bool) getenv( 'VOORKANT_WP_ADMIN' ) );
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$voorkant_code   = stream_get_contents( STDIN );
$voorkant_result = ( static fn () => eval( $voorkant_code ) )();
echo "\n@@voorkant-result@@" . wp_json_encode( $voorkant_result );
