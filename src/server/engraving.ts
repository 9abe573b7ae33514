import { StoreError } from './backend';
import { GIFT_MSG } from '../lib/gift-messages';
import { isBlank } from '../lib/engraving';
import { engravingTextSchema, type Personalisation } from '../lib/schemas/engraving';
import { engravingLabel } from '../lib/catalogue/text';

/**
 * An add's engraving checked against the product's rules, for both drivers: the text as typed
 * when it fits, '' for none (blank text engraves nothing), else 400 naming the field as the
 * product page does, in the request's language. A product that takes no engraving refuses any text.
 */
export function checkEngraving(name: string, rules: Personalisation | undefined, text: string | undefined): string {
  const typed = text ?? '';
  if (!rules) {
    if (isBlank(typed)) return '';
    throw new StoreError('invalid_request', GIFT_MSG.engravingNotOffered(name), 400, { field: 'engraving' });
  }
  const result = engravingTextSchema({ ...rules, label: engravingLabel(rules) }).safeParse(typed);
  if (!result.success)
    throw new StoreError('invalid_request', result.error.issues[0]!.message, 400, { field: 'engraving' });
  return isBlank(typed) ? '' : typed;
}
