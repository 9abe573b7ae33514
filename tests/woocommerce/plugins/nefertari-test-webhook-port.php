<?php
/**
 * Plugin Name: Nefertari Test Webhook Port
 * Description: For the integration tests only. WordPress sends webhooks only to ports 80, 443 and 8080 (wp_safe_remote_request); a real shop listens on 443, the test shop on a free port, which this plugin allows: the ports in the option nefertari_test_webhook_ports.
 * Version: 1.0.0
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'http_allowed_safe_ports',
	function ( $ports ) {
		foreach ( explode( ',', (string) get_option( 'nefertari_test_webhook_ports', '' ) ) as $port ) {
			if ( (int) $port > 0 ) {
				$ports[] = (int) $port;
			}
		}
		return $ports;
	}
);
