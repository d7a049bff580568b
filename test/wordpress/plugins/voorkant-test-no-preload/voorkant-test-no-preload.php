<?php
/**
 * Plugin Name: Voorkant without preload hints (Voorkant tests)
 * Description: Switches Voorkant's modulepreload hints off (voorkant_preload_hints), so a test and the bench can compare the request chain with and without them.
 * Version: 1.0.0
 *
 * @package VoorkantTests
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'voorkant_preload_hints', '__return_false' );
