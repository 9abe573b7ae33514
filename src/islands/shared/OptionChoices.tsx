import { valueStates, variationOptions } from '../../lib/catalogue/variants';
import type { Product, Variant } from '../../lib/schemas/product';
import { MSG } from '../../lib/messages';
import { attributeName, optionLabel } from '../../lib/catalogue/text';

type Stocked = Pick<Variant, 'attributes' | 'stock_status' | 'purchasable'>;

/**
 * A product's options as radio groups (the same markup and look as the product page's): a
 * combination the store does not make cannot be chosen, a sold-out one is marked. Each shows its
 * label in the page's language; the value chosen stays the store's.
 */
export default function OptionChoices({
  product,
  choice,
  onChoose,
  idPrefix,
}: {
  product: Pick<Product, 'attributes'> & { variants: readonly Stocked[] };
  choice: Record<string, string>;
  onChoose: (next: Record<string, string>) => void;
  idPrefix: string;
}) {
  return (
    <div className="variant-options">
      {variationOptions(product).map((o) => {
        const states = valueStates(product, choice, o.name);
        return (
          <fieldset className="variant-option" key={o.name}>
            <legend>
              {attributeName(o)}
              <span className="option-chosen">{choice[o.name] ? optionLabel(o, choice[o.name]!) : ''}</span>
            </legend>
            <div className="option-pills">
              {o.values.map((value) => {
                const state = states.get(value);
                const id = `${idPrefix}-${o.param}-${value}`.replace(/[^\w-]+/g, '-');
                return (
                  <label
                    className="option-pill"
                    htmlFor={id}
                    key={value}
                    data-sold-out={state === 'soldout' ? '' : undefined}
                    data-unavailable={state === 'none' ? '' : undefined}
                  >
                    <input
                      type="radio"
                      id={id}
                      name={`${idPrefix}-${o.param}`}
                      value={value}
                      checked={choice[o.name] === value}
                      disabled={state === 'none'}
                      onChange={() => onChoose({ ...choice, [o.name]: value })}
                    />
                    <span>{optionLabel(o, value)}</span>
                    <span className="option-sold-out">
                      <span className="visually-hidden">, </span>
                      {MSG.soldOutChoice}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
