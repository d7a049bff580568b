<?php
/**
 * Stand-in for the library's `Fusion_Dynamic_JS_File`: the compiled file under
 * uploads/fusion-scripts/, named after the script list and its settings objects, with the name
 * cached per URL for an hour in the transient `fusion_dynamic_js_filenames`; the settings objects
 * of the scripts in it are written into it (`var fusionXVars={…};` before the script), never
 * printed. Each stand-in script in it records its handle in `window.standinRan`.
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

final class Fusion_Dynamic_JS_File {
	public function __construct( Fusion_Dynamic_JS $dynamic_js ) {
		$name    = $this->get_filename( $dynamic_js );
		$uploads = wp_get_upload_dir();
		$file    = $uploads['basedir'] . '/fusion-scripts/' . $name;
		$ordered = $dynamic_js->get_ordered_scripts();
		if ( ! is_file( $file ) ) {
			wp_mkdir_p( dirname( $file ) );
			file_put_contents( $file, $this->compiled( $ordered['scripts'], $dynamic_js->get_localizations() ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		// Outside dependencies of other plug-ins (WooCommerce's, say) this test site does not have are
		// left out: WordPress would not print the file at all with one missing.
		$external = array_values( array_filter( $ordered['external'], static fn ( $handle ) => wp_script_is( $handle, 'registered' ) ) );
		wp_enqueue_script( 'fusion-scripts', $uploads['baseurl'] . '/fusion-scripts/' . $name, $external, '7.11.2', true );
	}

	private function compiled( array $scripts, array $localizations ): string {
		$content = '';
		foreach ( $scripts as $script ) {
			foreach ( $localizations as $localization ) {
				if ( $localization['handle'] !== $script['handle'] ) {
					continue;
				}
				$data = array_map( static fn ( $value ) => is_scalar( $value ) ? html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' ) : $value, $localization['data'] );
				$content .= 'var ' . $localization['name'] . '=' . wp_json_encode( $data ) . ';';
			}
			$content .= '(window.standinRan=window.standinRan||[]).push(' . wp_json_encode( $script['handle'] ) . ");\n";
			$calls     = $this->calls_of( $script['handle'] );
			if ( $calls ) {
				$content .= '(window.standinCalls=window.standinCalls||{})[' . wp_json_encode( $script['handle'] ) . ']=' . wp_json_encode( array_values( $calls ) ) . ";\n";
			}
		}
		return $content;
	}

	/** The handles the inventory says this one calls undeclared. */
	private function calls_of( string $handle ): array {
		foreach ( voorkant_standin_handles() as $entry ) {
			if ( $entry['handle'] === $handle ) {
				return $entry['calls'] ?? array();
			}
		}
		return array();
	}

	private function get_filename( Fusion_Dynamic_JS $dynamic_js ): string {
		$filenames = get_transient( 'fusion_dynamic_js_filenames' );
		$filenames = is_array( $filenames ) ? $filenames : array();
		$host      = sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ?? '' ) );
		$uri       = sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ) );
		$id        = get_queried_object_id() . md5( $host . $uri );
		if ( isset( $filenames[ $id ] ) ) {
			return $filenames[ $id ] . '.min.js';
		}
		$filename         = md5( wp_json_encode( $dynamic_js->get_scripts( false ) ) . wp_json_encode( $dynamic_js->get_localizations() ) );
		$filenames[ $id ] = $filename;
		set_transient( 'fusion_dynamic_js_filenames', $filenames, HOUR_IN_SECONDS );
		return $filename . '.min.js';
	}

	public static function reset_cached_filenames(): bool {
		return delete_transient( 'fusion_dynamic_js_filenames' );
	}
}
