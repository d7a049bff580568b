<?php
/**
 * What a visitor's page gets: kernel.js as a script module by its plain URL, the settings tag, the
 * takeover of the scripts the modules replace, and modulepreload hints for the eager modules' chunks,
 * so page-wide work never waits for the kernel to ask for them.
 *
 * @package Voorkant
 */

namespace Voorkant;

defined( 'ABSPATH' ) || exit;

final class Front_End {
	/** The kernel's script-module id; WordPress prints it as `<script type="module" id="voorkant-js-module">`. */
	public const MODULE_ID = 'voorkant';

	public static function hook(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ), PHP_INT_MAX );
		// The add-on prints its globals at wp_head priority 1; the hints follow them.
		add_action( 'wp_head', array( self::class, 'print_preload_hints' ), 2 );
		add_action( 'wp_print_scripts', array( self::class, 'before_head_scripts' ), PHP_INT_MAX );
		add_action( 'wp_print_footer_scripts', array( self::class, 'before_footer_scripts' ), 5 );
		add_action( 'wp_footer', array( self::class, 'print_settings' ), 100 );
		add_filter( 'body_class', array( self::class, 'body_class' ) );
	}

	public static function enqueue(): void {
		if ( ! is_readable( Build::dir() . 'kernel.js' ) ) {
			return;
		}
		Takeover::apply();
		// No version: chunks import the kernel by this plain URL, and another URL would be a second kernel.
		wp_enqueue_script_module( self::MODULE_ID, Build::url() . 'kernel.js', array(), null );
		// The stylesheet net (kernel/net-build.ts): in the head, after the theme's stylesheets (this
		// runs last), so it reveals the theme's gates even when no Voorkant script arrives. Not in
		// the builder's frames, where the builder's own scripts run. Its file changes with every
		// build: its modification time keys the browser's cache.
		if ( is_readable( Build::dir() . 'kernel.css' ) && ! self::builder_frame() ) {
			wp_enqueue_style( 'voorkant-net', Build::url() . 'kernel.css', array(), self::version() );
		}
	}

	/** The builder's editing or preview frame (Avada's own checks), where Voorkant takes nothing over. */
	public static function builder_frame(): bool {
		return ( function_exists( 'fusion_is_builder_frame' ) && fusion_is_builder_frame() )
			|| ( function_exists( 'fusion_is_preview_frame' ) && fusion_is_preview_frame() );
	}

	private static function version(): string {
		$kernel = Build::dir() . 'kernel.css';
		return (string) filemtime( $kernel );
	}

	/**
	 * `voorkant-theme-<id>` for every module whose theme script stays on this page (kept, shared with
	 * a module that is off, in the theme's combined file) or that the administrator switched off: the
	 * stylesheet net leaves that module's gates to the theme's script. As known when the body opens.
	 */
	public static function body_class( array $classes ): array {
		if ( ! is_readable( Build::dir() . 'kernel.css' ) ) {
			return $classes;
		}
		$theirs = array_keys( Takeover::state()['off'] );
		foreach ( Settings_Store::switches() as $id => $on ) {
			if ( ! $on ) {
				$theirs[] = $id;
			}
		}
		foreach ( array_unique( $theirs ) as $id ) {
			$classes[] = 'voorkant-theme-' . sanitize_html_class( (string) $id );
		}
		return $classes;
	}

	public static function before_head_scripts(): void {
		Takeover::apply();
		Takeover::print_kept_data( false );
	}

	public static function before_footer_scripts(): void {
		Takeover::apply();
		Takeover::print_kept_data( true );
	}

	/**
	 * Module switches as this page runs them: the administrator's, less modules whose script stayed.
	 * In the builder's frames the theme's scripts all stay, so every module that replaces one is off.
	 */
	public static function running(): array {
		$off     = Takeover::state()['off'];
		$theirs  = self::builder_frame() ? Build::takeover()['modules'] : array();
		$running = array();
		foreach ( Settings_Store::switches() as $id => $on ) {
			$running[ $id ] = $on && ! isset( $off[ $id ] ) && ! isset( $theirs[ $id ] );
		}
		return $running;
	}

	/** The settings the kernel reads: switches that differ from the registry, slices, takeover, break points. */
	public static function settings(): array {
		$registry = Build::registry();
		$settings = Settings_Store::slices();
		$modules  = array();
		$running  = self::running();
		foreach ( $running as $id => $on ) {
			if ( (bool) ( $registry[ $id ]['enabled'] ?? true ) !== $on ) {
				$modules[ $id ] = $on;
			}
		}
		// The builder's inline login script carried the site's admin-ajax.php address; its module
		// gets it here, unless the administrator set one.
		if ( ! empty( $running['login-nonce'] ) ) {
			$settings['login-nonce']['ajaxUrl'] ??= admin_url( 'admin-ajax.php', 'relative' );
		}
		$settings['modules']  = (object) $modules;
		$settings['takeover'] = Takeover::state()['taken'];
		$breakpoints          = self::breakpoints();
		if ( null !== $breakpoints ) {
			$settings['breakpoints'] = $breakpoints;
		}
		return $settings;
	}

	public static function print_settings(): void {
		if ( ! is_readable( Build::dir() . 'kernel.js' ) ) {
			return;
		}
		Takeover::apply();
		// JSON_HEX_TAG writes < and > as \u003C and \u003E: no value can end the tag or open a comment.
		$json = wp_json_encode( self::settings(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		wp_print_inline_script_tag(
			(string) $json,
			array(
				'type' => 'application/json',
				'id'   => 'voorkant-settings',
			)
		);
		$path = (string) wp_parse_url( add_query_arg( array() ), PHP_URL_PATH );
		Site_Report::record( Takeover::state(), Takeover::printed_objects(), $path, Compiler::report() );
	}

	/**
	 * `<link rel="modulepreload">` for the chunks of eager modules that will run on this page (and
	 * the runtime's chunks, which load and run every module), read from the build manifest.
	 * A module's `when` is checked here where the server knows it: `platform.<global>` and
	 * `window.<global>` hold when the page printed that global.
	 * In the builder's live preview frame only editor modules run (registry `editor`), so only
	 * theirs are hinted there.
	 */
	public static function print_preload_hints(): void {
		if ( ! apply_filters( 'voorkant_preload_hints', true ) || ! is_readable( Build::dir() . 'kernel.js' ) ) {
			return;
		}
		Takeover::apply();
		$running = self::running();
		$objects = Takeover::printed_objects();
		$editor  = function_exists( 'fusion_is_preview_frame' ) && fusion_is_preview_frame();
		$files   = array();
		foreach ( Build::registry() as $id => $entry ) {
			$loads = (array) ( $entry['load'] ?? array() );
			if ( ! in_array( 'eager', $loads, true ) || ! $running[ $id ] || ! self::holds( $entry['when'] ?? null, $objects ) ) {
				continue;
			}
			if ( $editor && empty( $entry['editor'] ) ) {
				continue;
			}
			$files = array_merge( $files, Build::chunk_files( "modules/$id/index.ts" ) );
		}
		if ( ! $files ) {
			return;
		}
		// The runtime (module code runs in it): the kernel asks for its door (kernel/runtime-door.ts)
		// and the runtime chunk together, and the door's manifest entry imports the runtime chunk, so
		// both are hinted from it. The runtime's chunk also holds the strategies and the loading of
		// every module (kernel/module-load.ts), which the kernel imports while it matches the page, as
		// soon as anything matches. A request the kernel starts itself costs its boot (4.0 against
		// 1.1 ms at 4x CPU slowdown on the demo's comment page), and a module's chunk would be third
		// in the chain.
		$files = array_values( array_unique( array_merge( $files, Build::chunk_files( 'kernel/runtime-door.ts' ) ) ) );
		$nonce = Csp::nonce();
		foreach ( $files as $index => $file ) {
			printf(
				"<link rel=\"modulepreload\" href=\"%s\" id=\"voorkant-preload-%d\"%s>\n",
				esc_url( Build::url() . $file ),
				(int) $index,
				null === $nonce ? '' : ' nonce="' . esc_attr( $nonce ) . '"'
			);
		}
	}

	/** Whether a registry `when` holds on this page as far as the server can tell (`$objects`: the settings objects printed so far). */
	private static function holds( ?string $when, array $objects ): bool {
		if ( null === $when || ! preg_match( '/^(?:platform|window)\.([A-Za-z_$][\w$]*)$/', $when, $global ) ) {
			return false;
		}
		return Csp::printed_global( $global[1] ) || array_key_exists( $global[1], $objects );
	}

	/**
	 * The theme's element-visibility break points (Avada's `visibility_small` / `visibility_medium`),
	 * or null when the theme is not Avada or does not say. Filter: `voorkant_breakpoints`.
	 */
	public static function breakpoints(): ?array {
		$breakpoints = null;
		if ( 'avada' === strtolower( get_template() ) ) {
			$small  = Settings_Schema::to_number( self::theme_option( 'visibility_small' ) );
			$medium = Settings_Schema::to_number( self::theme_option( 'visibility_medium' ) );
			if ( null !== $small && null !== $medium ) {
				$breakpoints = array(
					'small'  => $small,
					'medium' => $medium,
				);
			}
		}
		$breakpoints = apply_filters( 'voorkant_breakpoints', $breakpoints );
		return is_array( $breakpoints ) ? $breakpoints : null;
	}

	/**
	 * One of the theme's options as the theme itself reads it: through its library when loaded,
	 * otherwise from `fusion_options`, in both cases through the theme's `avada_setting_get_{$name}`
	 * filter, so a site's own filter (or a multilingual plug-in's) counts. Never written.
	 */
	private static function theme_option( string $name ): mixed {
		if ( function_exists( 'fusion_library' ) && is_object( fusion_library() ) && method_exists( fusion_library(), 'get_option' ) ) {
			return fusion_library()->get_option( $name );
		}
		$options = get_option( 'fusion_options', array() );
		return apply_filters( "avada_setting_get_{$name}", is_array( $options ) ? ( $options[ $name ] ?? null ) : null );
	}
}
