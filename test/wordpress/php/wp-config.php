<?php
// The test site's configuration: SQLite through the SQLite Database Integration drop-in, its database
// file and the site's address from the environment, so each test server runs on its own copy.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', getenv( 'VOORKANT_WP_DB_DIR' ) ?: __DIR__ . '/wp-content/database' );
define( 'DB_FILE', '.ht.sqlite' );
$table_prefix = 'wp_';

$voorkant_url = getenv( 'VOORKANT_WP_URL' ) ?: ( isset( $_SERVER['HTTP_HOST'] ) ? 'http://' . $_SERVER['HTTP_HOST'] : 'http://127.0.0.1' );
define( 'WP_HOME', $voorkant_url );
define( 'WP_SITEURL', $voorkant_url );
// A test that installs plug-ins through WordPress' upgrader gets a plug-in folder of its own (a
// folder of wp-content/, so the server serves its files), as the others share wp-content/plugins.
$voorkant_plugins = getenv( 'VOORKANT_WP_PLUGIN_FOLDER' );
if ( $voorkant_plugins ) {
	define( 'WP_PLUGIN_DIR', __DIR__ . '/wp-content/' . $voorkant_plugins );
	define( 'WP_PLUGIN_URL', $voorkant_url . '/wp-content/' . $voorkant_plugins );
}

// Fixed keys: a test site on the loopback address only.
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $voorkant_key ) {
	define( $voorkant_key, 'voorkant-test-' . $voorkant_key );
}

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
