import { useId } from 'react';
import { charactersLeft } from '../../lib/engraving';
import { GIFT_MSG } from '../../lib/gift-messages';
import { formatMoney, toMinor } from '../../lib/money';
import type { Personalisation } from '../../lib/schemas/engraving';
import './engraving.css';
import { localHref } from '../../lib/i18n/paths';

/**
 * The engraving field where React draws the purchase (quick view): the same words, count and
 * preview as the product page's EngravingField.astro. The text is kept as typed; `error` is what
 * the rules or the store said of it.
 */
export default function EngravingInput({
  rules,
  value,
  error,
  onChange,
}: {
  rules: Personalisation;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const left = charactersLeft(rules, value);
  return (
    <div className="engraving">
      <label htmlFor={id}>
        {rules.label} {!rules.required && <span className="muted">{GIFT_MSG.optional}</span>}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        required={rules.required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="engraving-count" data-over={left < 0 ? '' : undefined} aria-live="polite">
        {GIFT_MSG.charactersLeft(left, rules.max_length)}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {rules.preview === 'cartouche' && value.trim() !== '' && (
        <div className="engraving-preview">
          <span className="engraving-preview-label">{GIFT_MSG.preview}</span>
          <span className="cartouche">
            <bdi dir="auto">{value}</bdi>
          </span>
        </div>
      )}
      <p id={`${id}-hint`} className="engraving-hint">
        {GIFT_MSG.scriptsHint[rules.scripts]}. {GIFT_MSG.countHint}{' '}
        {toMinor(rules.price) > 0 ? GIFT_MSG.engravingPriceEach(formatMoney(rules.price)) : GIFT_MSG.engravingIncluded}
      </p>
      <p className="engraving-returns">
        {GIFT_MSG.engravingNoReturn}{' '}
        <a href={localHref('/returns-refunds#items-that-cannot-be-returned')}>{GIFT_MSG.returnsPolicy}</a>
      </p>
    </div>
  );
}
