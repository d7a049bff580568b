<?php
/**
 * Uninstall: removes everything Voorkant stored (its settings and what it learned about the site).
 * Deactivation alone keeps them, as WordPress expects; the site's own scripts are back either way,
 * because Voorkant only ever removes them while it runs.
 *
 * @package Voorkant
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'voorkant_settings' );
delete_option( 'voorkant_site_report' );
delete_transient( 'voorkant_chunk_sizes' );
