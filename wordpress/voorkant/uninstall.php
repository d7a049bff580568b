<?php
/**
 * Uninstall: removes everything Voorkant stored (its settings and what it learned about the site),
 * on every site of a network, each of which keeps its own. Deactivation alone keeps them, as
 * WordPress expects; the site's own scripts are back either way, because Voorkant only ever removes
 * them while it runs.
 *
 * @package Voorkant
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$voorkant_forget = static function (): void {
	delete_option( 'voorkant_settings' );
	delete_option( 'voorkant_site_report' );
	delete_option( 'voorkant_purged' );
	delete_transient( 'voorkant_chunk_sizes' );
	// The theme's combined file may still carry the name it got while Voorkant left scripts out.
	delete_transient( 'fusion_dynamic_js_filenames' );
};

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $voorkant_site ) {
		switch_to_blog( (int) $voorkant_site );
		$voorkant_forget();
		restore_current_blog();
	}
} else {
	$voorkant_forget();
}
