// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import '../../../src/lib/i18n/ar/index';
import Dashboard from '../../../src/islands/account/Dashboard';
import OrdersTab from '../../../src/islands/account/OrdersTab';
import { OrderNotFound } from '../../../src/islands/order/OrderNotFound';
import { afterLogin } from '../../../src/lib/login';
import type { SessionUser } from '../../../src/lib/auth';
import type { OrdersState } from '../../../src/islands/account/use-orders';

const user: SessionUser = {
  id: 7,
  username: 'nour',
  email: 'nour.hassan@example.com',
  display_name: 'نور',
  first_name: 'نور',
  last_name: 'حسن',
  email_confirmed: true,
};
const orders: OrdersState = {
  status: 'ready',
  orders: [
    {
      id: 42,
      number: '1042',
      status: 'processing',
      date_created: '2026-11-26T10:00:00',
      total: '1250.00',
      currency: 'EGP',
    },
  ],
};
const noop = () => {};

/** The links of some markup, as a shopper would follow them. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('an island on an Arabic page', () => {
  beforeEach(() => {
    document.documentElement.lang = 'ar-EG';
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('greets her in Arabic on her account and links each order to its Arabic page', () => {
    const html = renderToString(<Dashboard user={user} orders={orders} onViewOrders={noop} onEditAccount={noop} />);
    expect(html).toContain('أهلًا، نور!');
    expect(html).toContain('بيانات الحساب');
    expect(html).toContain('الطلب #1042');
    expect(html).not.toContain('Recent Orders');
    expect(hrefs(html)).toContain('/ar/order-confirmation/42');
  });

  it('heads the table of her orders in Arabic', () => {
    const html = renderToString(<OrdersTab user={user} orders={orders} onRetry={noop} />);
    expect(html).toContain('الإجمالي');
    expect(html).toContain('عرض الطلب #1042');
    expect(hrefs(html)).toContain('/ar/order-confirmation/42');
  });

  it('offers order tracking and the home page in Arabic when an order cannot be shown', () => {
    const html = renderToString(<OrderNotFound />);
    expect(html).toContain('تتبّعي طلبًا');
    expect(hrefs(html)).toEqual(['/ar/', '/ar/order-tracking']);
  });

  it('takes her to her Arabic account after signing in, and back where a page asked her to go', () => {
    expect(afterLogin('')).toBe('/ar/account');
    expect(afterLogin('?next=/ar/checkout')).toBe('/ar/checkout');
  });
});

describe('the same island on an English page', () => {
  it('speaks English at the addresses it always had', () => {
    const html = renderToString(<OrderNotFound />);
    expect(html).toContain('Track an order');
    expect(hrefs(html)).toEqual(['/', '/order-tracking']);
    expect(afterLogin('')).toBe('/account');
  });
});
