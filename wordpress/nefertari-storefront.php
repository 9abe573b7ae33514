<?php
/**
 * Plugin Name: Nefertari Storefront
 * Description: Brings shoppers back to the Nefertari storefront after they pay on a payment provider's own page, and carries its engraved pieces and gift options through WooCommerce. Set the storefront's address and the gift wrap's price in Settings → General; a product's engraving in its Product data → General tab; its Arabic in its Arabic box.
 * Version: 1.2.0
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
 *
 * Engraving and gifts (the second half of this file): a product can take an engraving (a name,
 * initials), set in its Product data; the storefront sends the text with the Store API's add-item,
 * this plugin checks it with the same rules as the storefront, keeps it as cart item data (so two
 * names are two cart lines), adds its price to each piece, and writes it on the order line, where
 * wp-admin and WooCommerce's emails show it. Gift wrap is a fee at the price set here; the message
 * for the recipient and "hide prices on the packing slip" come with the Store API checkout and are
 * kept on the order.
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
 * GET /wp-json/nefertari/v1/storefront: the storefront address this store sends shoppers back to,
 * and the gift wrap's price (null when the store offers none), which the shop's build writes on
 * its product pages. The shop's build checks that the plugin is there (its namespace in /wp-json/).
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
					return array(
						'url'             => nefertari_storefront_url(),
						'gift_wrap_price' => nefertari_gift_wrap_price(),
					);
				},
			)
		);
	}
);


// ---------------------------------------------------------------- engraving and gift options

/** The Store API namespace of this plugin's data (add-item, cart, cart items, products, checkout). */
const NEFERTARI_NS = 'nefertari';
/** The longest gift message, in characters as a reader counts them. */
const NEFERTARI_GIFT_MESSAGE_MAX = 300;

/**
 * A product's engraving as its owner set it (Product data → General → Engraving; for a
 * variation, its product's), or null when it takes none. The same fields as the storefront's
 * sample catalogue: label, max_length, scripts (latin, arabic, both), required, price, preview.
 */
function nefertari_personalisation( $product_id ) {
	$product = wc_get_product( $product_id );
	if ( ! $product ) {
		return null;
	}
	if ( $product->is_type( 'variation' ) ) {
		$product = wc_get_product( $product->get_parent_id() );
	}
	if ( ! $product || 'yes' !== $product->get_meta( 'nefertari_engraving' ) ) {
		return null;
	}
	$label   = trim( (string) $product->get_meta( 'nefertari_engraving_label' ) );
	$max     = (int) $product->get_meta( 'nefertari_engraving_max_length' );
	$scripts = (string) $product->get_meta( 'nefertari_engraving_scripts' );
	$price   = (string) $product->get_meta( 'nefertari_engraving_price' );
	return array(
		'label'      => '' !== $label ? $label : 'Engraving',
		'max_length' => $max >= 1 && $max <= 60 ? $max : 20,
		'scripts'    => in_array( $scripts, array( 'latin', 'arabic', 'both' ), true ) ? $scripts : 'both',
		'required'   => 'yes' === $product->get_meta( 'nefertari_engraving_required' ),
		'price'      => preg_match( '/^\d+(\.\d{1,2})?$/', $price ) ? wc_format_decimal( $price, 2 ) : '0.00',
		'preview'    => 'cartouche' === $product->get_meta( 'nefertari_engraving_preview' ) ? 'cartouche' : 'plain',
	);
}

/** Characters as a reader counts them (grapheme clusters): a letter with its accent or vowel mark is one. */
function nefertari_count_characters( $text ) {
	$n = preg_match_all( '/\X/u', $text );
	return false === $n ? strlen( $text ) : $n;
}

/**
 * What is wrong with an engraving for these rules, in the storefront's words, or null. Blank text
 * engraves nothing (wrong only when required). Letters of the allowed scripts with their marks,
 * spaces, apostrophes and hyphens; Arabic also its tatweel. The text is never changed.
 */
function nefertari_engraving_fault( array $rules, $text ) {
	$label = $rules['label'];
	if ( '' === trim( $text ) ) {
		return $rules['required'] ? sprintf( '%s: please type it; this piece is made with it.', $label ) : null;
	}
	$joins   = " \x{00A0}'\x{2019}\x{02BC}\\-\x{2010}\x{2011}";
	$classes = array(
		'latin'  => '\p{Latin}\p{M}',
		'arabic' => '\p{Arabic}\p{M}\x{0640}',
		'both'   => '\p{Latin}\p{Arabic}\p{M}\x{0640}',
	);
	$letters = array(
		'latin'  => 'Latin letters',
		'arabic' => 'Arabic letters',
		'both'   => 'Latin or Arabic letters',
	);
	if ( ! preg_match( '/^[' . $classes[ $rules['scripts'] ] . $joins . ']*$/u', $text ) ) {
		return sprintf( '%s: %s only, with spaces, apostrophes and hyphens.', $label, $letters[ $rules['scripts'] ] );
	}
	if ( ! preg_match( '/\p{L}/u', $text ) ) {
		return sprintf( '%s: type at least one letter.', $label );
	}
	if ( nefertari_count_characters( $text ) > $rules['max_length'] ) {
		return sprintf( '%s: at most %d characters.', $label, $rules['max_length'] );
	}
	return null;
}

/** The gift wrap's price (Settings → General), or null when the shop offers none. */
function nefertari_gift_wrap_price() {
	$price = trim( (string) get_option( 'nefertari_gift_wrap_price', '' ) );
	return preg_match( '/^\d+(\.\d{1,2})?$/', $price ) ? wc_format_decimal( $price, 2 ) : null;
}

/** A refusal the Store API answers as a 400 with this code and message. */
function nefertari_refuse( $code, $message ) {
	throw new \Automattic\WooCommerce\StoreApi\Exceptions\RouteException( esc_html( $code ), esc_html( $message ), 400 );
}

/**
 * Store API add-item: {id, quantity, variation, extensions: {nefertari: {engraving}}}. The text is
 * checked with the product's rules and becomes cart item data, so the same piece with another
 * text is another cart line; a piece that takes no engraving refuses one.
 */
add_filter(
	'woocommerce_store_api_add_to_cart_data',
	function ( $data, $request ) {
		$extensions = $request->get_param( 'extensions' );
		$text       = is_array( $extensions ) && isset( $extensions[ NEFERTARI_NS ]['engraving'] ) ? $extensions[ NEFERTARI_NS ]['engraving'] : '';
		$text       = is_string( $text ) ? $text : '';
		$product    = wc_get_product( $data['id'] );
		$rules      = nefertari_personalisation( $data['id'] );
		if ( ! $rules ) {
			if ( '' !== trim( $text ) ) {
				nefertari_refuse( 'nefertari_engraving_not_offered', sprintf( '%s is not engraved: add it without a text.', $product ? $product->get_name() : '' ) );
			}
			return $data;
		}
		$fault = nefertari_engraving_fault( $rules, $text );
		if ( $fault ) {
			nefertari_refuse( 'nefertari_engraving_invalid', $fault );
		}
		if ( '' !== trim( $text ) ) {
			$data['cart_item_data']['nefertari_engraving'] = array(
				'label' => $rules['label'],
				'text'  => $text,
				'price' => $rules['price'],
			);
		}
		return $data;
	},
	10,
	2
);

/** An engraving's price is part of each piece's price, once per calculation. */
add_action(
	'woocommerce_before_calculate_totals',
	function ( $cart ) {
		foreach ( $cart->get_cart() as $item ) {
			$price = isset( $item['nefertari_engraving']['price'] ) ? (float) $item['nefertari_engraving']['price'] : 0;
			$piece = $item['data'];
			if ( $price <= 0 || ! $piece instanceof WC_Product || $piece->get_meta( '_nefertari_engraving_priced' ) ) {
				continue;
			}
			$piece->set_price( (float) $piece->get_price( 'edit' ) + $price );
			$piece->set_regular_price( (float) $piece->get_regular_price( 'edit' ) + $price );
			if ( '' !== $piece->get_sale_price( 'edit' ) ) {
				$piece->set_sale_price( (float) $piece->get_sale_price( 'edit' ) + $price );
			}
			$piece->add_meta_data( '_nefertari_engraving_priced', 'yes', true );
		}
	},
	20
);

/** The classic cart and mini cart show the text under the piece too. */
add_filter(
	'woocommerce_get_item_data',
	function ( $shown, $item ) {
		if ( ! empty( $item['nefertari_engraving']['text'] ) ) {
			$shown[] = array(
				'key'   => $item['nefertari_engraving']['label'],
				'value' => $item['nefertari_engraving']['text'],
			);
		}
		return $shown;
	},
	10,
	2
);

/** The order line keeps the text (shown in wp-admin and the emails as "Name to engrave: …"), its label and price. */
add_action(
	'woocommerce_checkout_create_order_line_item',
	function ( $line, $key, $values ) {
		if ( empty( $values['nefertari_engraving']['text'] ) ) {
			return;
		}
		$line->add_meta_data( 'nefertari_engraving', $values['nefertari_engraving']['text'], true );
		$line->add_meta_data( '_nefertari_engraving_label', $values['nefertari_engraving']['label'], true );
		$line->add_meta_data( '_nefertari_engraving_price', $values['nefertari_engraving']['price'], true );
	},
	10,
	3
);

/** wp-admin lists a line's meta whose keys start with "_" too: the label and price are the shop's, not the owner's to read. */
add_filter(
	'woocommerce_hidden_order_itemmeta',
	function ( $hidden ) {
		return array_merge( $hidden, array( '_nefertari_engraving_label', '_nefertari_engraving_price' ) );
	}
);

add_filter(
	'woocommerce_order_item_display_meta_key',
	function ( $display, $meta, $line ) {
		if ( 'nefertari_engraving' === $meta->key && $line instanceof WC_Order_Item ) {
			$label = (string) $line->get_meta( '_nefertari_engraving_label' );
			return '' !== $label ? $label : 'Engraving';
		}
		return $display;
	},
	10,
	3
);

/** Gift wrap: chosen in the shopper's session (POST /cart/extensions), charged as a fee. */
add_action(
	'woocommerce_cart_calculate_fees',
	function ( $cart ) {
		$price = nefertari_gift_wrap_price();
		if ( null === $price || ! $cart->needs_shipping() || ! WC()->session || 'yes' !== WC()->session->get( 'nefertari_gift_wrap' ) ) {
			return;
		}
		$cart->add_fee( 'Gift wrap', (float) $price, false );
	}
);

/** The Store API: the plugin's data on products, cart lines, the cart and the checkout. */
add_action(
	'woocommerce_blocks_loaded',
	function () {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'product',
				'namespace'       => NEFERTARI_NS,
				'data_callback'   => function ( $product ) {
					return array( 'personalisation' => nefertari_personalisation( $product->get_id() ) );
				},
				'schema_callback' => function () {
					return array(
						'personalisation' => array(
							'type'     => array( 'object', 'null' ),
							'readonly' => true,
						),
					);
				},
				'schema_type'     => ARRAY_A,
			)
		);
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'cart-item',
				'namespace'       => NEFERTARI_NS,
				'data_callback'   => function ( $item ) {
					return array( 'engraving' => isset( $item['nefertari_engraving'] ) ? $item['nefertari_engraving'] : null );
				},
				'schema_callback' => function () {
					return array(
						'engraving' => array(
							'type'     => array( 'object', 'null' ),
							'readonly' => true,
						),
					);
				},
				'schema_type'     => ARRAY_A,
			)
		);
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'cart',
				'namespace'       => NEFERTARI_NS,
				'data_callback'   => function () {
					// Offered for a parcel only: a cart with nothing to deliver has nothing to wrap.
					$price = WC()->cart && WC()->cart->needs_shipping() ? nefertari_gift_wrap_price() : null;
					return array(
						'gift_wrap' => null === $price ? null : array(
							'chosen' => WC()->session && 'yes' === WC()->session->get( 'nefertari_gift_wrap' ),
							'price'  => $price,
						),
					);
				},
				'schema_callback' => function () {
					return array(
						'gift_wrap' => array(
							'type'     => array( 'object', 'null' ),
							'readonly' => true,
						),
					);
				},
				'schema_type'     => ARRAY_A,
			)
		);
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => NEFERTARI_NS,
				'schema_callback' => function () {
					return array(
						'gift_message'     => array(
							'description' => 'A message for the recipient, written on a card in the parcel.',
							'type'        => 'string',
							'context'     => array( 'view', 'edit' ),
						),
						'gift_hide_prices' => array(
							'description' => 'Leave the prices off the packing slip.',
							'type'        => 'boolean',
							'context'     => array( 'view', 'edit' ),
						),
					);
				},
				'schema_type'     => ARRAY_A,
			)
		);
		woocommerce_store_api_register_update_callback(
			array(
				'namespace' => NEFERTARI_NS,
				'callback'  => function ( $data ) {
					if ( is_array( $data ) && array_key_exists( 'gift_wrap', $data ) && WC()->session ) {
						$wrap = true === $data['gift_wrap'] && null !== nefertari_gift_wrap_price();
						WC()->session->set( 'nefertari_gift_wrap', $wrap ? 'yes' : 'no' );
					}
				},
			)
		);
	}
);

/**
 * The Store API checkout: the message and "hide prices" from its extensions, checked (any
 * script, kept as typed, at most 300 characters) and kept on the order with the wrap and what
 * it cost; the session's wrap choice ends with the order.
 */
add_action(
	'woocommerce_store_api_checkout_update_order_from_request',
	function ( $order, $request ) {
		$extensions = $request->get_param( 'extensions' );
		$gift       = is_array( $extensions ) && isset( $extensions[ NEFERTARI_NS ] ) && is_array( $extensions[ NEFERTARI_NS ] ) ? $extensions[ NEFERTARI_NS ] : array();
		$message    = isset( $gift['gift_message'] ) && is_string( $gift['gift_message'] ) ? $gift['gift_message'] : '';
		$hide       = ! empty( $gift['gift_hide_prices'] );
		if ( preg_match( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', $message ) || nefertari_count_characters( $message ) > NEFERTARI_GIFT_MESSAGE_MAX ) {
			nefertari_refuse( 'nefertari_gift_message_invalid', sprintf( 'The message for the recipient can be at most %d characters.', NEFERTARI_GIFT_MESSAGE_MAX ) );
		}
		$wrap  = WC()->session && 'yes' === WC()->session->get( 'nefertari_gift_wrap' ) && null !== nefertari_gift_wrap_price() && WC()->cart && WC()->cart->needs_shipping();
		$total = 0.0;
		foreach ( $order->get_fees() as $fee ) {
			if ( 'Gift wrap' === $fee->get_name() ) {
				$total += (float) $fee->get_total();
			}
		}
		if ( $wrap || '' !== trim( $message ) || $hide ) {
			$order->update_meta_data( '_nefertari_gift_wrap', $wrap ? 'yes' : 'no' );
			$order->update_meta_data( '_nefertari_gift_wrap_total', wc_format_decimal( $total, 2 ) );
			$order->update_meta_data( '_nefertari_gift_message', '' !== trim( $message ) ? $message : '' );
			$order->update_meta_data( '_nefertari_gift_hide_prices', $hide ? 'yes' : 'no' );
		}
	},
	10,
	2
);

add_action(
	'woocommerce_store_api_checkout_order_processed',
	function () {
		if ( WC()->session ) {
			WC()->session->set( 'nefertari_gift_wrap', null );
		}
	}
);

/** An order's gift options as the owner reads them: wrapped, the message, prices left off the slip. */
function nefertari_order_gift( $order ) {
	if ( ! $order instanceof WC_Order || '' === (string) $order->get_meta( '_nefertari_gift_wrap' ) ) {
		return null;
	}
	return array(
		'wrap'        => 'yes' === $order->get_meta( '_nefertari_gift_wrap' ),
		'message'     => (string) $order->get_meta( '_nefertari_gift_message' ),
		'hide_prices' => 'yes' === $order->get_meta( '_nefertari_gift_hide_prices' ),
	);
}

/** wp-admin's order screen: a Gift block under the shipping address. */
add_action(
	'woocommerce_admin_order_data_after_shipping_address',
	function ( $order ) {
		$gift = nefertari_order_gift( $order );
		if ( ! $gift ) {
			return;
		}
		echo '<div class="nefertari-gift"><h3>' . esc_html__( 'Gift' ) . '</h3><p>';
		echo esc_html( $gift['wrap'] ? 'Gift wrapped' : 'Not gift wrapped' );
		if ( $gift['hide_prices'] ) {
			echo '<br>' . esc_html( 'Prices left off the packing slip' );
		}
		echo '</p>';
		if ( '' !== $gift['message'] ) {
			echo '<p><strong>' . esc_html( 'Message for the recipient' ) . ':</strong><br><span dir="auto" style="white-space:pre-wrap">' . esc_html( $gift['message'] ) . '</span></p>';
		}
		echo '</div>';
	}
);

/** WooCommerce's emails: the gift options after the order table. */
add_action(
	'woocommerce_email_after_order_table',
	function ( $order, $sent_to_admin, $plain_text ) {
		$gift = nefertari_order_gift( $order );
		if ( ! $gift ) {
			return;
		}
		$lines = array_filter(
			array(
				$gift['wrap'] ? 'Gift wrapped' : '',
				$gift['hide_prices'] ? 'Prices left off the packing slip' : '',
				'' !== $gift['message'] ? 'Message for the recipient: ' . $gift['message'] : '',
			)
		);
		if ( $plain_text ) {
			echo "\nGift\n" . esc_html( implode( "\n", $lines ) ) . "\n";
			return;
		}
		echo '<h2>' . esc_html( 'Gift' ) . '</h2><p dir="auto" style="white-space:pre-wrap">' . nl2br( esc_html( implode( "\n", $lines ) ) ) . '</p>';
	},
	10,
	3
);

/** Product data → General: whether the product takes an engraving, and its rules. */
add_action(
	'woocommerce_product_options_general_product_data',
	function () {
		echo '<div class="options_group nefertari-engraving">';
		woocommerce_wp_checkbox(
			array(
				'id'          => 'nefertari_engraving',
				'label'       => 'Engraving',
				'description' => 'Shoppers type a text to engrave (a name, initials) on the product page.',
			)
		);
		woocommerce_wp_text_input(
			array(
				'id'          => 'nefertari_engraving_label',
				'label'       => 'Field label',
				'placeholder' => 'Name to engrave',
			)
		);
		woocommerce_wp_text_input(
			array(
				'id'                => 'nefertari_engraving_max_length',
				'label'             => 'Longest text (characters)',
				'type'              => 'number',
				'custom_attributes' => array(
					'min' => '1',
					'max' => '60',
				),
			)
		);
		woocommerce_wp_select(
			array(
				'id'      => 'nefertari_engraving_scripts',
				'label'   => 'Letters',
				'options' => array(
					'both'   => 'Latin or Arabic',
					'latin'  => 'Latin only',
					'arabic' => 'Arabic only',
				),
			)
		);
		woocommerce_wp_checkbox(
			array(
				'id'    => 'nefertari_engraving_required',
				'label' => 'Required',
			)
		);
		woocommerce_wp_text_input(
			array(
				'id'        => 'nefertari_engraving_price',
				'label'     => 'Engraving price per piece (' . get_woocommerce_currency_symbol() . ')',
				'data_type' => 'price',
			)
		);
		woocommerce_wp_select(
			array(
				'id'      => 'nefertari_engraving_preview',
				'label'   => 'Preview',
				'options' => array(
					'plain'     => 'As typed',
					'cartouche' => 'Inside a cartouche',
				),
			)
		);
		echo '</div>';
	}
);

add_action(
	'woocommerce_admin_process_product_object',
	function ( $product ) {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WooCommerce checked the product form's nonce.
		$text = function ( $key ) {
			return isset( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) : '';
		};
		$product->update_meta_data( 'nefertari_engraving', isset( $_POST['nefertari_engraving'] ) ? 'yes' : 'no' );
		$product->update_meta_data( 'nefertari_engraving_required', isset( $_POST['nefertari_engraving_required'] ) ? 'yes' : 'no' );
		// phpcs:enable
		$product->update_meta_data( 'nefertari_engraving_label', $text( 'nefertari_engraving_label' ) );
		$product->update_meta_data( 'nefertari_engraving_max_length', (string) absint( $text( 'nefertari_engraving_max_length' ) ) );
		$product->update_meta_data( 'nefertari_engraving_scripts', $text( 'nefertari_engraving_scripts' ) );
		$product->update_meta_data( 'nefertari_engraving_price', wc_format_decimal( $text( 'nefertari_engraving_price' ) ) );
		$product->update_meta_data( 'nefertari_engraving_preview', $text( 'nefertari_engraving_preview' ) );
	}
);

/** Settings → General → "Gift wrap price": empty offers no gift wrap, 0 wraps for free. */
add_action(
	'admin_init',
	function () {
		register_setting(
			'general',
			'nefertari_gift_wrap_price',
			array(
				'type'              => 'string',
				'sanitize_callback' => function ( $value ) {
					$value = trim( (string) $value );
					return '' === $value ? '' : wc_format_decimal( $value, 2 );
				},
				'default'           => '',
			)
		);
		add_settings_field(
			'nefertari_gift_wrap_price',
			'Gift wrap price',
			function () {
				printf(
					'<input type="text" class="small-text" id="nefertari_gift_wrap_price" name="nefertari_gift_wrap_price" value="%s" inputmode="decimal" /><p class="description">%s</p>',
					esc_attr( (string) get_option( 'nefertari_gift_wrap_price', '' ) ),
					esc_html( 'What gift wrap adds to an order. Empty: the storefront offers no gift wrap; 0: wrapped for free.' )
				);
			},
			'general'
		);
	}
);

/*
 * The catalogue in Arabic. The storefront's Arabic pages (/ar/...) show a product's Arabic where
 * its owner wrote it, here, and its English where not: a product's "Arabic" box (its name, short
 * description, description, engraving label, and the words of its options and pictures), kept in
 * its own meta, which the REST API answers with the product; a category's Arabic name and
 * description, kept in its term meta and answered with the category as `nefertari_ar`. The
 * storefront's /wordpress-setup lists what has no Arabic yet. Nothing here changes WordPress's
 * own pages.
 */

/** The product meta of its Arabic box: key => [label, field kind]. */
function nefertari_arabic_fields() {
	return array(
		'nefertari_ar_name'              => array( 'Name', 'text' ),
		'nefertari_ar_short_description' => array( 'Short description', 'html' ),
		'nefertari_ar_description'       => array( 'Description', 'html' ),
		'nefertari_ar_engraving_label'   => array( 'Engraving field label', 'text' ),
		'nefertari_ar_words'             => array( 'Options and pictures', 'lines' ),
	);
}

/** A value of the Arabic box as WordPress keeps it: one line, the post editor's HTML, or lines. */
function nefertari_arabic_clean( $kind, $value ) {
	$value = wp_unslash( (string) $value );
	if ( 'html' === $kind ) {
		return wp_kses_post( $value );
	}
	return 'lines' === $kind ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
}

add_action(
	'add_meta_boxes_product',
	function () {
		add_meta_box(
			'nefertari-arabic',
			'Arabic',
			function ( $post ) {
				$product = wc_get_product( $post->ID );
				echo '<p>' . esc_html( 'What the storefront\'s Arabic pages show of this product. Leave a field empty to show its English.' ) . '</p>';
				foreach ( nefertari_arabic_fields() as $key => list( $label, $kind ) ) {
					$value = $product ? (string) $product->get_meta( $key ) : '';
					printf( '<p><label for="%1$s"><strong>%2$s</strong></label><br />', esc_attr( $key ), esc_html( $label ) );
					if ( 'text' === $kind ) {
						printf( '<input type="text" class="large-text" dir="rtl" lang="ar" id="%1$s" name="%1$s" value="%2$s" /></p>', esc_attr( $key ), esc_attr( $value ) );
						continue;
					}
					printf( '<textarea class="large-text" rows="%3$d" dir="rtl" lang="ar" id="%1$s" name="%1$s">%2$s</textarea>', esc_attr( $key ), esc_textarea( $value ), 'html' === $kind ? 5 : 6 );
					if ( 'lines' === $kind ) {
						echo '<br /><span class="description">' . esc_html( 'One a line, the English as the product has it, then = and its Arabic: an option\'s name (Size = المقاس), a value (Sterling Silver = فضة استرليني), a picture\'s alt text.' ) . '</span>';
					}
					echo '</p>';
				}
			},
			'product',
			'normal',
			'default'
		);
	}
);

add_action(
	'woocommerce_admin_process_product_object',
	function ( $product ) {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WooCommerce checked the product form's nonce.
		foreach ( nefertari_arabic_fields() as $key => list( , $kind ) ) {
			if ( isset( $_POST[ $key ] ) ) {
				$product->update_meta_data( $key, nefertari_arabic_clean( $kind, $_POST[ $key ] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- cleaned by kind.
			}
		}
		// phpcs:enable
	}
);

/** A category's Arabic, on its "Add" and "Edit" forms (Products → Categories). */
function nefertari_category_arabic_fields( $term = null ) {
	$get = function ( $key ) use ( $term ) {
		return $term ? (string) get_term_meta( $term->term_id, $key, true ) : '';
	};
	$fields = array(
		'nefertari_ar_name'        => 'Arabic name',
		'nefertari_ar_description' => 'Arabic description',
	);
	foreach ( $fields as $key => $label ) {
		$input = 'nefertari_ar_name' === $key
			? sprintf( '<input type="text" dir="rtl" lang="ar" id="%1$s" name="%1$s" value="%2$s" />', esc_attr( $key ), esc_attr( $get( $key ) ) )
			: sprintf( '<textarea rows="4" dir="rtl" lang="ar" id="%1$s" name="%1$s">%2$s</textarea>', esc_attr( $key ), esc_textarea( $get( $key ) ) );
		if ( $term ) {
			printf( '<tr class="form-field"><th scope="row"><label for="%1$s">%2$s</label></th><td>%3$s</td></tr>', esc_attr( $key ), esc_html( $label ), $input ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		} else {
			printf( '<div class="form-field"><label for="%1$s">%2$s</label>%3$s</div>', esc_attr( $key ), esc_html( $label ), $input ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		}
	}
}
add_action( 'product_cat_add_form_fields', 'nefertari_category_arabic_fields' );
add_action( 'product_cat_edit_form_fields', 'nefertari_category_arabic_fields' );

/** Saves a category's Arabic from its form (WordPress checked the form's nonce). */
function nefertari_save_category_arabic( $term_id ) {
	// phpcs:disable WordPress.Security.NonceVerification.Missing
	if ( isset( $_POST['nefertari_ar_name'] ) ) {
		update_term_meta( $term_id, 'nefertari_ar_name', sanitize_text_field( wp_unslash( $_POST['nefertari_ar_name'] ) ) );
	}
	if ( isset( $_POST['nefertari_ar_description'] ) ) {
		update_term_meta( $term_id, 'nefertari_ar_description', sanitize_textarea_field( wp_unslash( $_POST['nefertari_ar_description'] ) ) );
	}
	// phpcs:enable
}
add_action( 'created_product_cat', 'nefertari_save_category_arabic' );
add_action( 'edited_product_cat', 'nefertari_save_category_arabic' );

/** REST v3 answers a category with its Arabic, and takes it (the storefront's set-up scripts write it). */
add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			'product_cat',
			'nefertari_ar',
			array(
				'get_callback'    => function ( $category ) {
					return array(
						'name'        => (string) get_term_meta( $category['id'], 'nefertari_ar_name', true ),
						'description' => (string) get_term_meta( $category['id'], 'nefertari_ar_description', true ),
					);
				},
				'update_callback' => function ( $value, $term ) {
					$term_id = $term instanceof WP_Term ? $term->term_id : (int) $term;
					if ( isset( $value['name'] ) ) {
						update_term_meta( $term_id, 'nefertari_ar_name', sanitize_text_field( (string) $value['name'] ) );
					}
					if ( isset( $value['description'] ) ) {
						update_term_meta( $term_id, 'nefertari_ar_description', sanitize_textarea_field( (string) $value['description'] ) );
					}
					return true;
				},
				'schema'          => array(
					'description' => 'The category in Arabic, for the storefront\'s Arabic pages.',
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'properties'  => array(
						'name'        => array( 'type' => 'string' ),
						'description' => array( 'type' => 'string' ),
					),
				),
			)
		);
	}
);
