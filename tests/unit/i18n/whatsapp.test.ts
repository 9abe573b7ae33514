import { describe, expect, it } from 'vitest';
// The server's language per request, and the Arabic words it reads.
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import { askAboutOrder, askAboutPiece, whatsAppNumber } from '../../../src/lib/whatsapp';
import contact from '../../../content/data/contact.json';

const arabic = <T>(work: () => T): T => inLocale('ar', work);

describe('Ask on WhatsApp', () => {
  const decoded = (href: string) => {
    const url = new URL(href);
    return { origin: url.origin, path: url.pathname, text: url.searchParams.get('text') };
  };

  it("goes to the shop's number from contact.json, digits only, in its international form", () => {
    expect(contact.whatsapp).toBe('+20 2 2736 4455');
    expect(whatsAppNumber(contact.whatsapp)).toBe('20227364455');
    expect(decoded(askAboutOrder(contact.whatsapp, '10001')).path).toBe('/20227364455');
  });

  it('names the piece, her choice, its price and the page in English', () => {
    const href = askAboutPiece(contact.whatsapp, {
      name: 'Nefertiti Ring',
      choices: { Size: '7' },
      price: '1250',
      url: 'https://shop.example/product/101?size=7',
    });
    expect(decoded(href)).toEqual({
      origin: 'https://wa.me',
      path: '/20227364455',
      text: "Hello Nefertari, I'd like to ask about Nefertiti Ring (Size: 7), EGP 1,250.00: https://shop.example/product/101?size=7",
    });
  });

  it('speaks Arabic on an Arabic page, her chosen length and the price in ج.م', () => {
    const href = arabic(() =>
      askAboutPiece(contact.whatsapp, {
        name: 'قلادة خرطوش',
        choices: { الطول: '45 سم' },
        price: '980',
        url: 'https://shop.example/ar/product/120',
      }),
    );
    expect(decoded(href).text).toBe(
      'مرحبًا نفرتاري، أودّ الاستفسار عن قلادة خرطوش (الطول: 45 سم) بسعر 980.00\u00a0ج.م: https://shop.example/ar/product/120',
    );
  });

  it('leaves the price out until her choices name one piece', () => {
    const href = askAboutPiece(contact.whatsapp, {
      name: 'Ankh Set',
      choices: {},
      url: 'https://shop.example/product/130',
    });
    expect(decoded(href).text).toBe(
      "Hello Nefertari, I'd like to ask about Ankh Set: https://shop.example/product/130",
    );
  });

  it('asks about an order by its number, in her language', () => {
    expect(decoded(askAboutOrder(contact.whatsapp, '10001')).text).toBe(
      "Hello Nefertari, I'd like to ask about my order #10001.",
    );
    expect(decoded(arabic(() => askAboutOrder(contact.whatsapp, '10001'))).text).toBe(
      'مرحبًا نفرتاري، أودّ الاستفسار عن طلبي رقم 10001.',
    );
  });
});
