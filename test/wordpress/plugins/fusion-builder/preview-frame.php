<?php
/**
 * Avada's `fusion_is_preview_frame()` (a global function of its library): whether the page renders
 * in the builder's live preview frame. Here that frame is a page opened with `?fb-edit=1`.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'fusion_is_preview_frame' ) ) {
	function fusion_is_preview_frame(): bool {
		return isset( $_GET['fb-edit'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}
}
