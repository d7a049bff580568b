<?php
/**
 * Avada's `fusion_is_preview_frame()` and `fusion_is_builder_frame()` (global functions of its
 * library): whether the page renders in the builder's live preview frame or its editing frame. Here
 * the preview frame is a page opened with `?fb-edit=1`, the editing frame one with `?builder=1`.
 * The Avada stand-in theme loads this file too (the library is the theme's and the builder's).
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'fusion_is_preview_frame' ) ) {
	function fusion_is_preview_frame(): bool {
		return isset( $_GET['fb-edit'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}
}

if ( ! function_exists( 'fusion_is_builder_frame' ) ) {
	function fusion_is_builder_frame(): bool {
		return isset( $_GET['builder'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}
}
