<?php
/**
 * Imports a product CSV the way wp-admin's Products > Import does, with WooCommerce's own code:
 * the importer controller's automatic column mapping (what the mapping screen pre-selects) and
 * its Ajax batch handler (WC_Product_CSV_Importer_Controller::dispatch_ajax, which runs
 * WC_Product_CSV_Importer on one batch and, after the last one, removes the importer's
 * placeholders). Run through wp-cli, once per batch:
 *
 *   wp eval-file import-sample-products.php map    CSV                   # the automatic mapping
 *   wp eval-file import-sample-products.php batch  CSV POSITION [SKIP]   # one batch; prints its JSON
 *   wp eval-file import-sample-products.php report                       # rows skipped or failed
 *
 * SKIP is a comma-separated list of mapped fields left as "Do not import" (for example images).
 * The batch answer is what wp-admin's browser receives: {success, data: {position, percentage,
 * imported, imported_variations, failed, updated, skipped}}, position "done" after the last one.
 * CSV must lie under the WordPress folder or its uploads folder (WooCommerce refuses other paths).
 */
if ( ! class_exists( 'WooCommerce' ) ) {
	WP_CLI::error( 'WooCommerce is not active' );
}
// The controller file defines nothing unless WordPress's importer base class is loaded, which only
// wp-admin does.
require_once ABSPATH . 'wp-admin/includes/class-wp-importer.php';
require_once WC_ABSPATH . 'includes/import/class-wc-product-csv-importer.php';
require_once WC_ABSPATH . 'includes/admin/importers/class-wc-product-csv-importer-controller.php';

$mode = $args[0] ?? '';

// An administrator runs imports (wp-admin checks edit_products and import).
$admins = get_users( array( 'role' => 'administrator', 'number' => 1, 'orderby' => 'ID' ) );
if ( ! $admins ) {
	WP_CLI::error( 'no administrator' );
}
wp_set_current_user( $admins[0]->ID );
if ( ! current_user_can( 'edit_products' ) || ! current_user_can( 'import' ) ) {
	WP_CLI::error( 'the administrator may not import products' );
}

/** The mapping screen's pre-selection: auto_map_columns is protected, so a subclass reads it. */
function woo_lab_auto_mapping( string $file ): array {
	$reader = WC_Product_CSV_Importer_Controller::get_importer( $file, array( 'lines' => 1 ) );
	$mapper = new class() extends WC_Product_CSV_Importer_Controller {
		public function map( array $headers ): array {
			return $this->auto_map_columns( $headers );
		}
	};
	$headers = $reader->get_raw_keys();
	return array(
		'from' => $headers,
		'to'   => $mapper->map( $headers ),
	);
}

if ( 'map' === $mode ) {
	$mapping = woo_lab_auto_mapping( $args[1] );
	$rows    = array();
	foreach ( $mapping['from'] as $i => $header ) {
		$rows[] = array( 'column' => $header, 'field' => $mapping['to'][ $i ] );
	}
	echo wp_json_encode( $rows, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ), "\n";
	return;
}

if ( 'batch' === $mode ) {
	$file    = $args[1];
	$mapping = woo_lab_auto_mapping( $file );
	$skip    = array_filter( explode( ',', $args[3] ?? '' ) );
	foreach ( $mapping['to'] as $i => $field ) {
		if ( in_array( $field, $skip, true ) ) {
			$mapping['to'][ $i ] = ''; // "Do not import" on the mapping screen.
		}
	}
	// What the mapping screen's JavaScript posts to admin-ajax.php for each batch.
	$_POST = wp_slash(
		array(
			'action'             => 'woocommerce_do_ajax_product_import',
			'security'           => wp_create_nonce( 'wc-product-import' ),
			'file'               => $file,
			'position'           => (string) absint( $args[2] ?? 0 ),
			'mapping'            => $mapping,
			'update_existing'    => '',
			'delimiter'          => ',',
			'character_encoding' => 'UTF-8',
		)
	);
	$_REQUEST = $_POST;
	// Prints the JSON answer and ends the process, as it ends the Ajax request.
	WC_Product_CSV_Importer_Controller::dispatch_ajax();
	return;
}

if ( 'report' === $mode ) {
	$out = array();
	foreach ( array_filter( (array) get_user_option( 'product_import_error_log' ) ) as $error ) {
		if ( is_wp_error( $error ) ) {
			$out[] = array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => $error->get_error_data(),
			);
		}
	}
	echo wp_json_encode( $out, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ), "\n";
	return;
}

WP_CLI::error( 'usage: import-sample-products.php map CSV | batch CSV POSITION [SKIP] | report' );
