import { localized } from './i18n/localized';
/**
 * Engraving and gift options: the words of the product page's field, the lines that carry an
 * engraving, the checkout's gift options and the order's gift. Their own object so the cart,
 * checkout and order views take them without growing MSG.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/gift-messages.ts holds the Arabic). */
export const GIFT_WORDS = {
  optional: '(optional)',
  charactersLeft: (left: number, max: number) =>
    left >= 0
      ? `${left} of ${max} characters left`
      : `${-left} ${left === -1 ? 'character' : 'characters'} too many (at most ${max})`,
  /** Says which characters the count counts. */
  countHint: 'A letter counts once, with its accents or vowel marks.',
  scriptsHint: { latin: 'Latin letters', arabic: 'Arabic letters', both: 'Latin or Arabic letters' } as Record<
    string,
    string
  >,
  engravingRequired: (label: string) => `${label}: please type it; this piece is made with it.`,
  engravingTooLong: (label: string, max: number) => `${label}: at most ${max} characters.`,
  engravingScript: (label: string, letters: string) =>
    `${label}: ${letters} only, with spaces, apostrophes and hyphens.`,
  engravingNoLetter: (label: string) => `${label}: type at least one letter.`,
  engravingNotOffered: (name: string) => `${name} is not engraved: add it without a text.`,
  engravingPriceInvalid: 'must be a decimal string like "150.00"',
  engravingPriceEach: (price: string) => `Engraving adds ${price} to each piece.`,
  engravingIncluded: 'The engraving is included in the price.',
  /** Beside the field: what the returns page says of made-to-order pieces. */
  engravingNoReturn: 'An engraved piece is made for you alone, so it cannot be returned for a refund.',
  returnsPolicy: 'Returns & Refunds',
  preview: 'How it will read',
  /** A card's button for a piece that needs a name typed on its page. */
  personalise: 'Personalise',
  /** A line's engraving whose product no longer names its field. */
  engravingFallbackLabel: 'Engraving',
  giftOptions: 'Gift options',
  giftWrapPrice: (price: string) => `Gift wrap (${price})`,
  giftWrapFree: 'Gift wrap (free)',
  giftWrapHint: 'Wrapped in our linen pouch and gift box.',
  /** The product page's Shipping tab: the checkout's offer, at its price. */
  giftWrapAtCheckout: (price: string) => `Gift wrap is available at checkout for ${price} per order.`,
  giftWrapFreeAtCheckout: 'Gift wrap is available at checkout, free of charge.',
  giftWrapFailed: 'The gift wrap could not be changed. Please try again.',
  giftMessage: 'A message for the recipient (optional)',
  giftMessageHint: (max: number) => `Written on a card in the parcel. Up to ${max} characters, in any language.`,
  giftMessageTooLong: (max: number) => `The message for the recipient can be at most ${max} characters.`,
  hidePrices: 'Hide prices on the packing slip',
  hidePricesHint: 'The parcel goes to the recipient without what it cost.',
  gift: 'Gift',
  giftWrapped: 'Gift wrapped',
  giftMessageLabel: 'Message for the recipient',
  pricesHidden: 'Prices left off the packing slip',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const GIFT_MSG = localized('gift', GIFT_WORDS);
