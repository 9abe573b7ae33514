import { CHECKOUT_MSG } from '../checkout-messages';
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

/** The address form's fields in the order a parcel's label reads; the same for shipping and billing. */
export const ADDRESS_FORM: readonly AddressFormField[] = [
  { name: 'first_name', label: CHECKOUT_MSG.firstName, autoComplete: 'given-name' },
  { name: 'last_name', label: CHECKOUT_MSG.lastName, autoComplete: 'family-name' },
  { name: 'company', label: CHECKOUT_MSG.company, autoComplete: 'organization', full: true },
  { name: 'address_1', label: CHECKOUT_MSG.streetAddress, autoComplete: 'address-line1', full: true },
  { name: 'address_2', label: CHECKOUT_MSG.apartment, autoComplete: 'address-line2', full: true },
  { name: 'city', label: CHECKOUT_MSG.city, autoComplete: 'address-level2' },
  { name: 'state', label: CHECKOUT_MSG.state, autoComplete: 'address-level1' },
  { name: 'postcode', label: CHECKOUT_MSG.postcode, autoComplete: 'postal-code' },
  { name: 'country', label: CHECKOUT_MSG.country, autoComplete: 'country' },
  { name: 'email', label: CHECKOUT_MSG.email, autoComplete: 'email', type: 'email' },
  { name: 'phone', label: CHECKOUT_MSG.phone, autoComplete: 'tel', type: 'tel' },
];

/** Countries the checkout offers: Egypt first (the default), then our usual destinations. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'EG', name: 'Egypt' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'QA', name: 'Qatar' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'OM', name: 'Oman' },
  { code: 'JO', name: 'Jordan' },
  { code: 'LB', name: 'Lebanon' },
  { code: 'MA', name: 'Morocco' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
];

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
