import * as z from 'zod/mini';
import { plainText, says } from './zod'; // and the shop's wording for every issue
import { DEFAULT_COUNTRY } from '../constants';
import { ACTION_MSG } from '../action-messages';
import { FIELD_MSG } from '../field-messages';
import { CHECKOUT_MSG } from '../checkout-messages';
import { ADDRESS_MSG } from '../address-messages';
import { westernDigits } from '../digits';
import { governorateCode, hasGovernorates, isGovernorate } from '../governorates';

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const required = (label: () => string, max = 200) =>
  z.string().check(
    plainText(label),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(label())),
    ),
    z.maxLength(
      max,
      says(() => FIELD_MSG.fieldTooLong(label(), max)),
    ),
  );
/** A field that holds a number (phone, postcode): kept in Western digits whatever digits she typed (src/lib/digits.ts). */
const inWesternDigits = () => z.overwrite(westernDigits);
const optional = (label: () => string) =>
  z._default(
    z.string().check(
      plainText(label),
      z.trim(),
      z.maxLength(
        200,
        says(() => FIELD_MSG.fieldTooLong(label(), 200)),
      ),
    ),
    '',
  );

/**
 * An address's fields, each checked alone: the shape of an address an answer carries (an order's,
 * a customer's), partly filled or not. A request's address is checked whole (addressSchema).
 */
export const addressFieldsSchema = z.object({
  first_name: required(() => CHECKOUT_MSG.firstName),
  last_name: required(() => CHECKOUT_MSG.lastName),
  company: optional(() => CHECKOUT_MSG.companyLabel),
  address_1: required(() => CHECKOUT_MSG.streetAddress),
  address_2: optional(() => CHECKOUT_MSG.apartmentLabel),
  city: required(() => CHECKOUT_MSG.city),
  /** An Egyptian address's governorate as its code ("EGGZ", src/lib/governorates.ts); another country's state as typed. */
  state: required(() => CHECKOUT_MSG.state),
  postcode: z.string().check(
    plainText(() => CHECKOUT_MSG.postcode),
    inWesternDigits(),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(CHECKOUT_MSG.postcode)),
    ),
    z.maxLength(
      20,
      says(() => FIELD_MSG.fieldTooLong(CHECKOUT_MSG.postcode, 20)),
    ),
  ),
  /** ISO 3166-1 alpha-2 in its own form (two capitals): the select sends one; 'zz' or 'Q1' is no destination. */
  country: z._default(
    z.string().check(
      plainText(() => CHECKOUT_MSG.country),
      z.trim(),
      z.regex(
        /^[A-Z]{2}$/,
        says(() => CHECKOUT_MSG.countryRequired),
      ),
    ),
    DEFAULT_COUNTRY,
  ),
  email: z.string().check(
    plainText(() => CHECKOUT_MSG.email),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(CHECKOUT_MSG.email)),
    ),
    z.maxLength(
      200,
      says(() => ACTION_MSG.emailInvalid),
    ),
    z.email(says(() => ACTION_MSG.emailInvalid)),
  ),
  phone: z.string().check(
    plainText(() => CHECKOUT_MSG.phone),
    inWesternDigits(),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(CHECKOUT_MSG.phone)),
    ),
    z.refine(
      (v) => PHONE.test(v),
      says(() => CHECKOUT_MSG.phoneInvalid),
    ),
  ),
});

/**
 * Billing or shipping address; only company and address_2 are optional. The checkout's Information
 * step and the server check the same schema, so a mistyped email is caught before Place Order,
 * with the same words the server would use. With Egypt as the country, the state is one of its
 * governorates' codes (the checkout offers them as a list); another country's is free text. The
 * phone and postcode are kept in Western digits, whatever digits she typed them in.
 */
export const addressSchema = addressFieldsSchema.check(
  // A governorate named rather than coded ("Giza", "الجيزة", "eggz"), as an API client or an address
  // kept from before the list sends it, is kept as its code.
  z.overwrite((a) =>
    hasGovernorates(a.country) && governorateCode(a.state) ? { ...a, state: governorateCode(a.state) } : a,
  ),
  z.refine((a) => !hasGovernorates(a.country) || a.state === '' || isGovernorate(a.state), {
    path: ['state'],
    // Read when the check fails, so it is said in the language of the request or page.
    error: () => ADDRESS_MSG.governorateNotListed,
    // Said beside the other fields' problems, not only once they are all right.
    when: ({ value }) => {
      const a = value as Partial<Record<'country' | 'state', unknown>> | undefined;
      return typeof a?.state === 'string' && (a.country === undefined || typeof a.country === 'string');
    },
  }),
);
export type Address = z.infer<typeof addressSchema>;
