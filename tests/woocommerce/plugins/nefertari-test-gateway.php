<?php
/**
 * Plugin Name: Nefertari Test Payment Page
 * Description: For the integration tests only. A payment method that takes payment on its own page, as a card processor's hosted page does: checkout answers that page, the shopper pays (or leaves) there, and is sent back to the order's return address.
 * Version: 1.0.0
 * Requires Plugins: woocommerce
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'plugins_loaded',
	function () {
		if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
			return;
		}

		class Nefertari_Test_Payment_Page extends WC_Payment_Gateway {
			public function __construct() {
				$this->id                 = 'nefertari_test_page';
				$this->method_title       = 'Test payment page';
				$this->method_description = 'Takes payment on its own page (tests only).';
				$this->has_fields         = false;
				$this->supports           = array( 'products' );
				$this->init_form_fields();
				$this->init_settings();
				$this->title       = $this->get_option( 'title' );
				$this->description = $this->get_option( 'description' );
				$this->enabled     = $this->get_option( 'enabled' );
			}

			public function init_form_fields() {
				$this->form_fields = array(
					'enabled'     => array( 'title' => 'Enable', 'type' => 'checkbox', 'default' => 'no' ),
					'title'       => array( 'title' => 'Title', 'type' => 'text', 'default' => 'Card (secure payment page)' ),
					'description' => array( 'title' => 'Description', 'type' => 'text', 'default' => 'You pay on our payment provider\'s page, then come back here.' ),
				);
			}

			/** The order stays pending; the shopper is sent to the payment page. */
			public function process_payment( $order_id ) {
				$order = wc_get_order( $order_id );
				$order->update_status( 'pending', 'Awaiting payment on the test payment page.' );
				return array(
					'result'   => 'success',
					'redirect' => add_query_arg(
						array( 'nefertari-test-pay' => $order->get_id(), 'key' => $order->get_order_key() ),
						home_url( '/' )
					),
				);
			}
		}

		add_filter(
			'woocommerce_payment_gateways',
			function ( $gateways ) {
				$gateways[] = 'Nefertari_Test_Payment_Page';
				return $gateways;
			}
		);
	}
);

/** The payment page: "Pay" completes the payment, "Cancel" leaves the order unpaid; both return. */
add_action(
	'wp_loaded',
	function () {
		if ( ! isset( $_GET['nefertari-test-pay'] ) ) {
			return;
		}
		$order = wc_get_order( absint( $_GET['nefertari-test-pay'] ) );
		$key   = isset( $_GET['key'] ) ? (string) wp_unslash( $_GET['key'] ) : '';
		if ( ! $order || ! hash_equals( $order->get_order_key(), $key ) ) {
			wp_die( 'Unknown payment.', 'Test payment page', array( 'response' => 404 ) );
		}
		$gateways = WC()->payment_gateways()->payment_gateways();
		if ( 'POST' === $_SERVER['REQUEST_METHOD'] ) {
			if ( isset( $_POST['pay'] ) ) {
				$order->payment_complete( 'TEST-' . $order->get_id() );
			} else {
				$order->add_order_note( 'The shopper left the test payment page without paying.' );
			}
			wp_redirect( $gateways['nefertari_test_page']->get_return_url( $order ) );
			exit;
		}
		header( 'Content-Type: text/html; charset=utf-8' );
		printf(
			'<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test payment page</title></head><body><main><h1>Test payment page</h1><p>Order %s: %s</p><form method="post"><button name="pay" value="1">Pay %s</button> <button name="cancel" value="1">Cancel and return to the shop</button></form></main></body></html>',
			esc_html( $order->get_order_number() ),
			esc_html( $order->get_currency() . ' ' . $order->get_total() ),
			esc_html( $order->get_currency() . ' ' . $order->get_total() )
		);
		exit;
	}
);
