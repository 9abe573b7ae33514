import { describe, expect, it } from 'vitest';
import { fixture } from '../../fixtures/woocommerce-fake-server';
import { reshapeCustomer } from '../../../src/server/drivers/woocommerce/reshape/customers';
import { reshapeOrder } from '../../../src/server/drivers/woocommerce/reshape/orders';
import { wooCustomerSchema } from '../../../src/server/drivers/woocommerce/schemas/accounts';
import { wooOrderSchema } from '../../../src/server/drivers/woocommerce/schemas/orders';

/**
 * Text reaches WooCommerce as the shopper typed it; WordPress stores "<" as "&lt;" (and a
 * plugin may store "&" as "&amp;"). Our pages render text as text, so the driver gives it back
 * decoded: the confirmation and the account read exactly what was typed.
 */
describe('WooCommerce text comes back as typed', () => {
  it('order addresses and the customer note', () => {
    const raw = fixture('v3-order.json');
    const order = reshapeOrder(
      wooOrderSchema.parse({
        ...raw,
        customer_note: "It's for my mom's birthday &lt;3 🎂",
        shipping: {
          ...raw.shipping,
          last_name: "O'Neil",
          address_1: 'Villa 5 &amp; 6, "Palm" Compound',
          city: 'القاهرة',
        },
      }),
    );
    expect(order.customer_note).toBe("It's for my mom's birthday <3 🎂");
    expect(order.shipping).toMatchObject({
      last_name: "O'Neil",
      address_1: 'Villa 5 & 6, "Palm" Compound',
      city: 'القاهرة',
    });
  });

  it('customer names', () => {
    const user = reshapeCustomer(
      wooCustomerSchema.parse({ ...fixture('v3-customer.json'), first_name: 'نور', last_name: 'O&#039;Neil' }),
      'Nour O&#039;Neil &quot;Noni&quot; &amp; Co',
    );
    expect(user).toMatchObject({ first_name: 'نور', last_name: "O'Neil", display_name: 'Nour O\'Neil "Noni" & Co' });
  });
});
