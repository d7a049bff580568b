<?php
// Runs PHP code (standard input) inside the test site turned into a multisite network, for the
// network tests: `VOORKANT_WP_DB_DIR=… VOORKANT_WP_URL=… php network-eval.php <site> [install]
// < code.php`. With `install`, the single site's database becomes a network first (WordPress' own
// install_network() and populate_network(), as Tools → Network Setup does); afterwards every run
// loads WordPress with the network's constants. Runs without HTTP: a network's URLs carry no port.
$voorkant_install        = 'install' === ( $argv[2] ?? '' );
$_SERVER['HTTP_HOST']    = '127.0.0.1';
$_SERVER['SERVER_NAME']  = '127.0.0.1';
$_SERVER['REQUEST_URI']  = '/';
$_SERVER['SCRIPT_NAME']  = '/index.php';
$_SERVER['PHP_SELF']     = '/index.php';
define( 'WP_ADMIN', true );
if ( $voorkant_install ) {
	define( 'WP_INSTALLING_NETWORK', true );
	require $argv[1] . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/network.php';
	// As wp-admin/network.php does before it creates the network's tables.
	foreach ( $wpdb->tables( 'ms_global' ) as $voorkant_table => $voorkant_prefixed ) {
		$wpdb->$voorkant_table = $voorkant_prefixed;
	}
	install_network();
	$voorkant_made = populate_network( 1, '127.0.0.1', 'beheerder@despaak.test', 'De Spaak', '/', false );
	echo "\n@@voorkant-result@@" . wp_json_encode( is_wp_error( $voorkant_made ) ? $voorkant_made->get_error_message() : true );
	exit;
}
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', '127.0.0.1' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$voorkant_code   = stream_get_contents( STDIN );
$voorkant_result = ( static fn () => eval( $voorkant_code ) )();
echo "\n@@voorkant-result@@" . wp_json_encode( $voorkant_result );
