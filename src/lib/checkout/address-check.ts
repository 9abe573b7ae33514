import { addressSchema } from '../schemas/address';
import { ADDRESS_FIELDS } from '../address';
import type { AddressCheck, AddressErrors, AddressField } from './steps';

/**
 * What is wrong with each field of an address, in the words of the schema the server checks too
 * (the first problem per field). A module of its own: it carries the schema library, which the
 * checkout loads when the shopper first reaches its form, not with the page.
 */
export const addressErrors: AddressCheck = (address) => {
  const result = addressSchema.safeParse(address);
  const errors: AddressErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    if (ADDRESS_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};
