<?php
/**
 * Plugin Name:       Voorkant
 * Description:       The site's one visitor-facing script layer: anti-spam signals and the theme's behaviour as small modules that load only where a page uses them. Takes over from the theme's and the anti-spam add-on's scripts module by module (Settings → Voorkant).
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Text Domain:       voorkant
 * Domain Path:       /languages
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/class-build.php';
require_once __DIR__ . '/includes/class-settings-schema.php';
require_once __DIR__ . '/includes/class-settings-store.php';
require_once __DIR__ . '/includes/class-csp.php';
require_once __DIR__ . '/includes/class-site-report.php';
require_once __DIR__ . '/includes/class-takeover-plan.php';
require_once __DIR__ . '/includes/class-takeover.php';
require_once __DIR__ . '/includes/class-compiler.php';
require_once __DIR__ . '/includes/class-inline-scripts.php';
require_once __DIR__ . '/includes/class-caches.php';
require_once __DIR__ . '/includes/class-jquery-need.php';
require_once __DIR__ . '/includes/class-inline-handlers.php';
require_once __DIR__ . '/includes/class-form-fallback.php';
require_once __DIR__ . '/includes/class-front-end.php';
require_once __DIR__ . '/includes/class-rest-controller.php';
require_once __DIR__ . '/includes/class-admin-page.php';
require_once __DIR__ . '/includes/class-optimizers.php';
require_once __DIR__ . '/includes/class-previous-build.php';

add_action( 'init', static fn () => load_plugin_textdomain( 'voorkant', false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' ) );
add_action( 'rest_api_init', array( Rest_Controller::class, 'register' ) );
Csp::hook();
Optimizers::hook();
// Updates run in the admin, from cron and from WP-CLI alike.
Previous_Build::hook();
Caches::hook();

if ( is_admin() ) {
	Admin_Page::hook();
} else {
	Front_End::hook();
	Compiler::hook();
	Inline_Scripts::hook();
	Inline_Handlers::hook();
	Form_Fallback::hook();
	Jquery_Need::hook();
}
