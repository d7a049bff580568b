<?php
/**
 * The sharing boxes, stand-in (Voorkant tests), as Avada 7.14 prints their copy link
 * (docs/theme-markup/sharing-box.md): `[fusion_sharing]` is the builder's Social Sharing element
 * (`shortcodes/fusion-social-sharing.php`: the class on the icon inside a link without an address,
 * the inline `onclick="copyPageUrl(event)"` on the link) and enqueues its script
 * `fusion-sharing-box`; `[standin_theme_sharing_box]` is the theme's box under a post, whose icons
 * `Fusion_Social_Icon` prints (`a.fusion-share` with the same handler). Written for the tests, with
 * the Dutch translation's labels; loaded by the Avada stand-in theme from the builder's folder.
 *
 * @package VoorkantTests
 */

namespace VoorkantTests\Builder\Sharing;

defined( 'ABSPATH' ) || exit;

add_shortcode(
	'fusion_sharing',
	static function (): string {
		voorkant_standin_enqueue( 'fusion-sharing-box' );
		$link     = get_permalink();
		$facebook = 'https://www.facebook.com/sharer.php?u=' . rawurlencode( (string) $link ) . '&amp;t=' . rawurlencode( get_the_title() );
		return '<div class="fusion-sharing-box fusion-sharing-box-1 has-taglines layout-floated layout-medium-floated layout-small-stacked" data-title="' . esc_attr( get_the_title() ) . '" data-description="" data-link="' . esc_url( (string) $link ) . '" data-image="">'
			. '<h4 class="tagline">Deel deze route</h4>'
			. '<div class="fusion-social-networks sharingbox-shortcode-icon-wrapper sharingbox-shortcode-icon-wrapper-1">'
			. '<span><a href="' . $facebook . '" target="_blank" rel="noreferrer" title="Facebook" aria-label="Facebook" data-placement="top" data-toggle="tooltip" data-title="Facebook"><i class="fusion-social-network-icon fusion-tooltip fusion-facebook awb-icon-facebook" aria-hidden="true"></i></a></span>'
			. '<span><a onclick="copyPageUrl(event)" title="Link kopiëren" aria-label="Link kopiëren" data-placement="top" data-toggle="tooltip" data-title="Link kopiëren"><i class="fusion-social-network-icon fusion-tooltip fusion-share awb-icon-share" aria-hidden="true"></i></a></span>'
			. '</div></div>';
	}
);

add_shortcode(
	'standin_theme_sharing_box',
	static fn (): string => '<div class="fusion-sharing-box fusion-theme-sharing-box fusion-single-sharing-box"><h4>Deel dit verhaal</h4>'
		. '<div class="fusion-social-networks"><div class="fusion-social-networks-wrapper">'
		. '<a class="fusion-social-network-icon fusion-tooltip fusion-share awb-icon-share fusion-last-social-icon" data-placement="top" data-title="Adres kopiëren" data-toggle="tooltip" title="Adres kopiëren" onclick="copyPageUrl(event)"><span class="screen-reader-text">Adres kopiëren</span></a>'
		. '<div class="fusion-clearfix"></div></div></div></div>'
);
