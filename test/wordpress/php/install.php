<?php
// Installs the test site once (the suite caches the database): the site in Dutch words, an
// administrator and an editor, pretty permalinks, comments open without moderation, a front page
// with an e-mail address the anti-spam stand-in encodes, and a post to comment on.
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

wp_install( 'Fietsenwinkel De Spaak', 'beheerder', 'beheerder@despaak.test', true, '', 'beheerder-wachtwoord' );
wp_insert_user(
	array(
		'user_login' => 'redacteur',
		'user_pass'  => 'redacteur-wachtwoord',
		'user_email' => 'redacteur@despaak.test',
		'role'       => 'editor',
	)
);
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'comment_moderation', 0 );
update_option( 'comment_previously_approved', 0 );
update_option( 'require_name_email', 1 );
update_option( 'close_comments_for_old_posts', 0 );
update_option( 'blogdescription', 'Fietsen, onderhoud en verhuur in Amersfoort' );
// The pages hold the markup real plug-ins print (a shop's quantity form): kept as written.
kses_remove_filters();
wp_delete_post( 1, true );
wp_delete_post( 2, true );
wp_delete_post( 3, true );

$front = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Welkom bij De Spaak',
		'post_name'    => 'welkom',
		'post_content' => "<!-- wp:paragraph -->\n<p>Fietsenwinkel De Spaak verkoopt, repareert en verhuurt fietsen in Amersfoort. Vragen over een reparatie? Mail ons: info@despaak.nl.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>De werkplaats is open van dinsdag tot en met zaterdag.</p>\n<!-- /wp:paragraph -->",
	)
);
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $front );

wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Onderdelen bestellen',
		'post_name'    => 'bestellen',
		// The shop's quantity field, as WooCommerce prints it.
		'post_content' => "<!-- wp:paragraph -->\n<p>Bestel binnenbanden voor ophalen in de winkel.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:html -->\n<form class=\"cart\" method=\"get\" action=\"/bestellen/\"><div class=\"quantity\"><label class=\"screen-reader-text\" for=\"quantity_1\">Binnenband 28 inch aantal</label><input type=\"number\" id=\"quantity_1\" class=\"input-text qty text\" name=\"quantity\" value=\"1\" aria-label=\"Productaantal\" min=\"1\" max=\"20\" step=\"1\" inputmode=\"numeric\" autocomplete=\"off\"></div><button type=\"submit\" name=\"add-to-cart\" value=\"12\" class=\"single_add_to_cart_button button\">In winkelwagen</button></form>\n<!-- /wp:html -->",
	)
);

wp_insert_post(
	array(
		'post_type'      => 'post',
		'post_status'    => 'publish',
		'post_title'     => 'Onze werkplaats is verbouwd',
		'post_name'      => 'werkplaats-verbouwd',
		'comment_status' => 'open',
		'post_content'   => "<!-- wp:paragraph -->\n<p>Sinds deze week repareren we fietsen in een ruimere werkplaats. Laat hieronder weten wat u ervan vindt.</p>\n<!-- /wp:paragraph -->",
	)
);
echo 'installed';
