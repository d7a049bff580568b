<?php
/**
 * Settings → Voorkant: the administrators' screen, a React app of its own (built into admin/ of the
 * plugin) that only this screen loads. Its data (modules, schema, stored changes, what the front end
 * saw) and every text it shows come from here, translated with the `voorkant` text domain.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Admin_Page {
	public const SLUG = 'voorkant';

	public static function hook(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( self::class, 'action_links' ) );
	}

	public static function menu(): void {
		add_options_page( 'Voorkant', 'Voorkant', 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	public static function action_links( array $links ): array {
		array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ), esc_html__( 'Settings', 'voorkant' ) ) );
		return $links;
	}

	private static function admin_dir(): string {
		return plugin_dir_path( PLUGIN_FILE ) . 'admin/';
	}

	/** The admin app's entry and stylesheets, from its own Vite manifest. */
	private static function entry(): ?array {
		$path     = self::admin_dir() . '.vite/manifest.json';
		$manifest = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : null;
		foreach ( is_array( $manifest ) ? $manifest : array() as $chunk ) {
			if ( ! empty( $chunk['isEntry'] ) ) {
				return $chunk;
			}
		}
		return null;
	}

	public static function enqueue( string $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$entry = self::entry();
		if ( null === $entry ) {
			return;
		}
		$url = plugin_dir_url( PLUGIN_FILE ) . 'admin/';
		foreach ( $entry['css'] ?? array() as $index => $css ) {
			wp_enqueue_style( "voorkant-admin-$index", $url . $css, array(), null );
		}
		wp_enqueue_script_module( 'voorkant-admin', $url . $entry['file'], array(), null );
		add_action( 'admin_print_footer_scripts', array( self::class, 'print_data' ), 1 );
	}

	public static function render(): void {
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Voorkant', 'voorkant' ); ?></h1>
			<div id="voorkant-admin"><p><?php esc_html_e( 'Loading the module list…', 'voorkant' ); ?></p></div>
			<noscript><p><?php esc_html_e( 'This screen needs JavaScript.', 'voorkant' ); ?></p></noscript>
		</div>
		<?php
	}

	public static function print_data(): void {
		wp_print_inline_script_tag(
			(string) wp_json_encode( self::data(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			array(
				'type' => 'application/json',
				'id'   => 'voorkant-admin-data',
			)
		);
	}

	/** Everything the app shows. */
	public static function data(): array {
		$registry = Build::registry();
		$schema   = Build::schema();
		$sizes    = self::chunk_sizes();
		$modules  = array();
		foreach ( $registry as $id => $entry ) {
			$name      = ucfirst( str_replace( '-', ' ', $id ) );
			$modules[] = array(
				'id'          => $id,
				// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- names and descriptions come from the registry; the translation file carries them.
				'name'        => __( $name, 'voorkant' ),
				// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText
				'description' => __( (string) ( $entry['description'] ?? '' ), 'voorkant' ),
				'selector'    => $entry['selector'] ?? null,
				'when'        => $entry['when'] ?? null,
				'load'        => array_values( (array) ( $entry['load'] ?? array() ) ),
				'enabled'     => (bool) ( $entry['enabled'] ?? true ),
				'chunkGzip'   => $sizes[ $id ] ?? null,
				'fields'      => $schema[ $id ] ?? array(),
			);
		}
		return array(
			'restUrl'   => rest_url( Rest_Controller::NAMESPACE . '/settings' ),
			'restNonce' => wp_create_nonce( 'wp_rest' ),
			'homeUrl'   => home_url( '/' ),
			'locale'    => get_user_locale(),
			'modules'   => $modules,
			'state'     => Rest_Controller::state(),
			'texts'     => self::texts(),
		);
	}

	/** Gzip size of each module's own chunk, in bytes (cached until the build changes). */
	private static function chunk_sizes(): array {
		$manifest_path = Build::dir() . '.vite/manifest.json';
		$stamp         = is_readable( $manifest_path ) ? md5_file( $manifest_path ) : '';
		$cached        = get_transient( 'voorkant_chunk_sizes' );
		if ( is_array( $cached ) && ( $cached['stamp'] ?? '' ) === $stamp ) {
			return $cached['sizes'];
		}
		$sizes    = array();
		$manifest = Build::manifest();
		foreach ( array_keys( Build::registry() ) as $id ) {
			$file = $manifest[ "modules/$id/index.ts" ]['file'] ?? null;
			$path = null === $file ? '' : Build::dir() . $file;
			if ( '' !== $path && is_readable( $path ) ) {
				$sizes[ $id ] = strlen( (string) gzencode( (string) file_get_contents( $path ), 9 ) );
			}
		}
		set_transient(
			'voorkant_chunk_sizes',
			array(
				'stamp' => $stamp,
				'sizes' => $sizes,
			),
			DAY_IN_SECONDS
		);
		return $sizes;
	}

	/** Every text the app shows; placeholders are %s (one) or %1$s, %2$s. */
	public static function texts(): array {
		return array(
			'intro'           => __( 'Each module takes over one job of the theme or the anti-spam add-on on the pages that need it. Switch modules off to give that job back to the original script.', 'voorkant' ),
			'modules'         => __( 'Modules', 'voorkant' ),
			'markup'          => __( 'Looks for', 'voorkant' ),
			'condition'       => __( 'Runs when', 'voorkant' ),
			'load'            => __( 'Loads', 'voorkant' ),
			'size'            => __( 'Size (gzip)', 'voorkant' ),
			'sizeUnknown'     => __( 'not built', 'voorkant' ),
			'load_eager'       => __( 'right away', 'voorkant' ),
			'load_idle'        => __( 'when the browser is idle', 'voorkant' ),
			'load_visible'     => __( 'when it comes into view', 'voorkant' ),
			'load_interaction' => __( 'on the first touch, click or key', 'voorkant' ),
			'load_media'       => __( 'when a media query matches', 'voorkant' ),
			'load_hash'        => __( 'when the address fragment matches', 'voorkant' ),
			'or'               => __( 'or', 'voorkant' ),
			'on'              => __( 'On', 'voorkant' ),
			'off'             => __( 'Off', 'voorkant' ),
			/* translators: %s: a module's name. */
			'switchLabel'     => __( 'Module %s', 'voorkant' ),
			'settings'        => __( 'Settings', 'voorkant' ),
			/* translators: %s: a module's name. */
			'settingsOf'      => __( 'Settings of %s', 'voorkant' ),
			'noSettings'      => __( 'This module has no settings.', 'voorkant' ),
			'inspect'         => __( 'See what a page loads', 'voorkant' ),
			'save'            => __( 'Save changes', 'voorkant' ),
			'saving'          => __( 'Saving…', 'voorkant' ),
			'saved'           => __( 'Settings saved.', 'voorkant' ),
			'unsaved'         => __( 'You have unsaved changes.', 'voorkant' ),
			'resetModule'     => __( 'Reset to defaults', 'voorkant' ),
			'resetAll'        => __( 'Reset all modules to defaults', 'voorkant' ),
			'resetDone'       => __( 'Defaults restored.', 'voorkant' ),
			'fromTheme'       => __( 'From the theme', 'voorkant' ),
			'fromDefault'     => __( 'Default', 'voorkant' ),
			'changed'         => __( 'Changed', 'voorkant' ),
			/* translators: %s: where the theme prints the value, e.g. fusionBlogVars.infinite_blog_text. */
			'themeSource'     => __( 'The theme prints it as %s.', 'voorkant' ),
			'onePerLine'      => __( 'One per line.', 'voorkant' ),
			'asJson'          => __( 'A JSON list of objects.', 'voorkant' ),
			/* translators: 1: a settings key, 2: the kind of value it needs. */
			'invalid'         => __( 'Setting "%1$s" needs %2$s.', 'voorkant' ),
			'kindText'        => __( 'a text', 'voorkant' ),
			'kindNumber'      => __( 'a number', 'voorkant' ),
			'kindFlag'        => __( 'on or off', 'voorkant' ),
			'kindListText'    => __( 'a list of texts', 'voorkant' ),
			'kindListNumber'  => __( 'a list of numbers', 'voorkant' ),
			'kindListRecord'  => __( 'a list of objects', 'voorkant' ),
			'fixFirst'        => __( 'Nothing was saved: fix the settings marked below.', 'voorkant' ),
			/* translators: %s: the server's message. */
			'serverError'     => __( 'The server refused the change: %s', 'voorkant' ),
			'networkError'    => __( 'The server could not be reached; nothing was saved.', 'voorkant' ),
			'combined'        => __( 'The theme combines its scripts into one file, and Voorkant could not read which scripts the theme put in it (the theme\'s script library did not answer), so the theme modules stay off. The anti-spam modules work either way.', 'voorkant' ),
			/* translators: %s: script handles. */
			'compilerCombined' => __( 'The theme\'s JS compiler combines the theme\'s scripts into one file (Avada → Performance → JS Compiler); Voorkant leaves the scripts its modules replace out of that file: %s.', 'voorkant' ),
			/* translators: %s: script handles. */
			'compilerSeparate' => __( 'The theme\'s JS compiler is off: the theme\'s scripts load one by one, and Voorkant removes those its modules replace: %s.', 'voorkant' ),
			'compilerNothing' => __( 'none yet', 'voorkant' ),
			/* translators: %s: names of page-cache plug-ins. */
			'purgedBy'        => __( 'Voorkant asked %s to empty the page cache, so visitors get pages with the new switches.', 'voorkant' ),
			'jqueryHeading'   => __( 'jQuery', 'voorkant' ),
			'jquerySwitch'    => __( 'Remove jQuery where nothing left needs it', 'voorkant' ),
			'jqueryHelp'      => __( 'Voorkant\'s modules need no jQuery. With this on, a page gets no jQuery when nothing printed on it declares jQuery and no page of its type seen so far had a script that calls it.', 'voorkant' ),
			/* translators: 1: a template type, 2: script handles and inline scripts. */
			'jqueryNeeds'     => __( '%1$s: keeps jQuery, needed by %2$s.', 'voorkant' ),
			/* translators: %s: a template type. */
			'jqueryFree'      => __( '%s: nothing seen needs jQuery.', 'voorkant' ),
			'jqueryUnseen'    => __( 'A type of page not seen yet keeps jQuery.', 'voorkant' ),
			'purgeByHand'     => __( 'No page-cache plug-in was found to empty. If the site has a page cache (at the host or a CDN), empty it, so visitors get pages with the new switches.', 'voorkant' ),
			/* translators: 1: a module's name, 2: script handles, 3: script handles or module names. */
			'offKept'         => __( '%1$s stays off: the theme\'s script %2$s stays on the page because %3$s needs it.', 'voorkant' ),
			/* translators: 1: a module's name, 2: script handles, 3: module names. */
			'offShared'       => __( '%1$s stays off: the script %2$s also does the job of %3$s, which is switched off.', 'voorkant' ),
			/* translators: 1: a script handle, 2: script handles. */
			'keptLibrary'     => __( 'The script %1$s stays on the page because %2$s depends on it.', 'voorkant' ),
			'seenOnSite'      => __( 'What Voorkant saw on the site', 'voorkant' ),
			'nothingSeen'     => __( 'No page has been visited since the last save; open a page of the site to see how the takeover went.', 'voorkant' ),
			'left'            => __( 'Theme scripts no module replaces (they stay):', 'voorkant' ),
		);
	}
}
