import { CHECKOUT_MSG, CHECKOUT_WORDS } from '../checkout-messages';
import type { Address } from '../schemas/address';
import type { AddressField } from './steps';
import { stateName } from '../governorates';
import { currentLocale } from '../i18n/current';

/** The address forms of the checkout and how an address is written on a parcel. */

/** One field of the checkout's address forms, as the page draws it. */
export interface AddressFormField {
  name: AddressField;
  label: string;
  /** The autocomplete token (scoped per form by the page: `section-shipping shipping ...`). */
  autoComplete: string;
  type?: 'email' | 'tel';
  /** Takes the form's whole width. */
  full?: boolean;
}

/** A checkout word that is a plain sentence (not a function). */
type Label = {
  [K in keyof typeof CHECKOUT_WORDS]: (typeof CHECKOUT_WORDS)[K] extends string ? K : never;
}[keyof typeof CHECKOUT_WORDS];

/** A field whose label is read as it is shown, in the page's language: never a copy made as the module loads. */
const field = (
  name: AddressField,
  label: Label,
  autoComplete: string,
  more: Pick<AddressFormField, 'type' | 'full'> = {},
): AddressFormField => ({
  name,
  autoComplete,
  ...more,
  get label() {
    return CHECKOUT_MSG[label];
  },
});

/** The address form's fields in the order a parcel's label reads; the same for shipping and billing. */
export const ADDRESS_FORM: readonly AddressFormField[] = [
  field('first_name', 'firstName', 'given-name'),
  field('last_name', 'lastName', 'family-name'),
  field('company', 'company', 'organization', { full: true }),
  field('address_1', 'streetAddress', 'address-line1', { full: true }),
  field('address_2', 'apartment', 'address-line2', { full: true }),
  field('city', 'city', 'address-level2'),
  field('state', 'state', 'address-level1'),
  field('postcode', 'postcode', 'postal-code'),
  field('country', 'country', 'country'),
  field('email', 'email', 'email', { type: 'email' }),
  field('phone', 'phone', 'tel', { type: 'tel' }),
];

/**
 * Countries the checkout offers: Egypt first (the default), then our usual destinations, in the
 * order of their names' table; each name read as it is shown, in the page's language.
 */
export const COUNTRIES: readonly { code: string; name: string }[] = Object.keys(CHECKOUT_WORDS.countries).map(
  (code) => ({
    code,
    get name() {
      return CHECKOUT_MSG.countries[code] ?? code;
    },
  }),
);

export function countryName(code: string | undefined): string {
  return COUNTRIES.find((c) => c.code === code)?.name ?? code ?? '';
}

/**
 * An address as it is written on a parcel, one line each: name, company, street, apartment,
 * "city, state, postcode", country; empty lines left out. Shown line by line in each line's own
 * direction (dir="auto"), so an Arabic street reads right to left with its punctuation in place.
 * An Egyptian governorate is named in the reader's language ("Giza", "الجيزة"), never by its code.
 */
export function addressLines(a: Partial<Address>): string[] {
  return [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.address_1,
    a.address_2,
    [a.city, a.state && stateName(a.country, a.state), a.postcode]
      .filter(Boolean)
      .join(currentLocale() === 'ar' ? '، ' : ', '),
    countryName(a.country),
  ].filter((line): line is string => Boolean(line?.trim()));
}
