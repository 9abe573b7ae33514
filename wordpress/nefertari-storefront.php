<?php
/**
 * Plugin Name: Nefertari Storefront
 * Description: Brings shoppers back to the Nefertari storefront after they pay on a payment provider's own page. Set the storefront's address in Settings → General.
 * Version: 1.0.0
 * Requires at least: 6.5
 * Requires PHP: 7.4
 * Requires Plugins: woocommerce
 * License: MIT
 *
 * WooCommerce sends a shopper who has paid off-site (a card processor's hosted page, a wallet)
 * back to the order's "order received" page, which lives on the WordPress site. With this plugin
 * that page is the storefront's own confirmation page instead, /order-confirmation/{id}?key=…,
 * so the shopper never lands on the WordPress theme. Cash on Delivery and bank transfer orders
 * never leave the storefront; nothing changes for them.
 */

defined( 'ABSPATH' ) || exit;

/** The storefront's address without a trailing slash, or '' when not set. */
function nefertari_storefront_url() {
	$url = (string) get_option( 'nefertari_storefront_url', '' );
	return $url ? untrailingslashit( $url ) : '';
}

/** The order-received page becomes the storefront's confirmation page. */
add_filter(
	'woocommerce_get_checkout_order_received_url',
	function ( $url, $order ) {
		$shop = nefertari_storefront_url();
		if ( '' === $shop || ! $order instanceof WC_Order ) {
			return $url;
		}
		return add_query_arg( 'key', rawurlencode( $order->get_order_key() ), $shop . '/order-confirmation/' . $order->get_id() );
	},
	10,
	2
);

/** Payment plugins that return with wp_safe_redirect() may go to the storefront's host. */
add_filter(
	'allowed_redirect_hosts',
	function ( $hosts ) {
		$host = wp_parse_url( nefertari_storefront_url(), PHP_URL_HOST );
		if ( $host ) {
			$hosts[] = $host;
		}
		return $hosts;
	}
);

/** Settings → General → "Storefront address". */
add_action(
	'admin_init',
	function () {
		register_setting(
			'general',
			'nefertari_storefront_url',
			array(
				'type'              => 'string',
				'sanitize_callback' => 'esc_url_raw',
				'default'           => '',
			)
		);
		add_settings_field(
			'nefertari_storefront_url',
			__( 'Storefront address' ),
			function () {
				printf(
					'<input type="url" class="regular-text code" id="nefertari_storefront_url" name="nefertari_storefront_url" value="%s" placeholder="https://shop.example.com" /><p class="description">%s</p>',
					esc_attr( nefertari_storefront_url() ),
					esc_html__( 'Shoppers who pay on a payment provider\'s page come back to this shop\'s order confirmation.' )
				);
			},
			'general'
		);
	}
);

/**
 * GET /wp-json/nefertari/v1/storefront: the storefront address this store sends shoppers back to.
 * The shop's build checks that the plugin is there (its namespace in /wp-json/).
 */
add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'nefertari/v1',
			'/storefront',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					return array( 'url' => nefertari_storefront_url() );
				},
			)
		);
	}
);
