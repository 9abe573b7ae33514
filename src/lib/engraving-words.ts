import { GIFT_MSG } from './gift-messages';
import type { EngravingFault, EngravingRules } from './engraving';

/**
 * The sentence for what is wrong with an engraving, naming the field as the product does: the
 * product page and quick view say it beside the field, the server in its 400 (the same words).
 */
export function engravingMessage(
  rules: Pick<EngravingRules, 'label' | 'max_length' | 'scripts'>,
  fault: EngravingFault,
): string {
  switch (fault) {
    case 'required':
      return GIFT_MSG.engravingRequired(rules.label);
    case 'too_long':
      return GIFT_MSG.engravingTooLong(rules.label, rules.max_length);
    case 'script':
      return GIFT_MSG.engravingScript(rules.label, GIFT_MSG.scriptsHint[rules.scripts] ?? '');
    case 'no_letter':
      return GIFT_MSG.engravingNoLetter(rules.label);
  }
}
