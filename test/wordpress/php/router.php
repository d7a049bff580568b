<?php
// Router for PHP's built-in server: existing files are served as they are, everything else goes to
// WordPress' index.php (pretty permalinks, /wp-json/). Folders with an index.php (wp-admin/) run it.
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && is_file( $file ) ) {
	if ( str_ends_with( $file, '.php' ) ) {
		$_SERVER['SCRIPT_NAME']     = $path;
		$_SERVER['SCRIPT_FILENAME'] = $file;
		$_SERVER['PHP_SELF']        = $path;
		chdir( dirname( $file ) );
		require $file;
		return true;
	}
	return false;
}
if ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) {
	$_SERVER['SCRIPT_NAME']     = rtrim( $path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = rtrim( $file, '/' ) . '/index.php';
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( rtrim( $file, '/' ) );
	require rtrim( $file, '/' ) . '/index.php';
	return true;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
