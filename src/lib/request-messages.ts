import { localized } from './i18n/localized';
/**
 * How the API's 400 answers name the field they refuse. The answer's `field` keeps the name the
 * code uses ("billing.email", for the form to mark the field); its message is a sentence in these
 * words, never that name. A schema's own message is already such a sentence; the shop's wording of
 * a generic check (FIELD_MSG: "must be at least 1") has no subject, and takes one from here.
 * Only the server reads this module (src/server/http.ts): no page carries these words.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/request-messages.ts holds the Arabic). */
export const REQUEST_WORDS = {
  /** The subject of a sentence about each field a request to the API may carry, by its name there. */
  subjects: {
    // The cart and the wishlist
    id: 'The product ID',
    product_id: 'The product ID',
    ids: 'The list of product IDs',
    quantity: 'The quantity',
    choices: 'The options chosen',
    engraving: 'The engraving',
    wrap: 'The gift wrap choice',
    code: 'The code',
    // The checkout and the order
    billing: 'The billing address',
    shipping: 'The shipping address',
    address: 'The address',
    rate: 'The shipping rate',
    payment_method: 'The payment method',
    shipping_method: 'The shipping method',
    customer_note: 'The order notes',
    gift_message: 'The message for the recipient',
    gift_hide_prices: 'The choice to hide prices on the packing slip',
    idempotency_key: 'The checkout reference',
    expected_total: 'The total shown at Place Order',
    first_name: 'The first name',
    last_name: 'The last name',
    company: 'The company',
    address_1: 'The street address',
    address_2: 'The apartment, suite or floor',
    city: 'The city',
    state: 'The governorate or state',
    postcode: 'The postal code',
    country: 'The country',
    email: 'The email address',
    phone: 'The phone number',
    number: 'The order number',
    // Reviews
    reviewer: 'Your name',
    reviewer_email: 'Your email address',
    review: 'The review',
    rating: 'The rating',
    // The account
    username: 'The username',
    password: 'The password',
    display_name: 'The display name',
    new_password: 'The new password',
    current_password: 'The current password',
    // The back office
    status: 'The status',
    q: 'The search',
    page: 'The page number',
    note: 'The note',
    customer: 'The choice of who sees the note',
    manage_stock: 'The choice to track stock',
    stock_quantity: 'The stock quantity',
    stock_status: 'The stock status',
    backorders: 'The choice of backorders',
    description: 'The description',
    discount_type: 'What the code takes off',
    amount: 'The amount',
    minimum_spend: 'The minimum spend',
    maximum_spend: 'The maximum spend',
    starts_at: 'The start',
    ends_at: 'The end',
    usage_limit: 'The number of uses',
    usage_limit_per_customer: 'The number of uses per customer',
    product_ids: 'The products it is for',
    excluded_product_ids: 'The products it is not for',
    category_ids: 'The categories it is for',
    excluded_category_ids: 'The categories it is not for',
    exclude_sale_items: 'The choice about pieces on sale',
    combines: 'The choice to combine it with other codes',
  } as Record<string, string>,
  /** A problem with no field of its own (the request as a whole). */
  someDetail: 'A detail of the request',
  /** A subject and the shop's wording of a check: "The quantity must be at least 1". */
  fieldSays: (subject: string, fragment: string) => `${subject} ${fragment}`,
  /** The same of each entry of a list: "The products it is for: each must be a number". */
  eachEntry: (subject: string, fragment: string) => `${subject}: each ${fragment}`,
  /** A value outside a list, in place of one that lists the values the code uses: no words for a person. */
  notAChoice: 'is not one of the choices offered',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const REQUEST_MSG = localized('request', REQUEST_WORDS);
