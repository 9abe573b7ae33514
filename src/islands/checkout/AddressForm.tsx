import { ADDRESS_FORM, COUNTRIES } from '../../lib/checkout/addresses';
import type { AddressErrors, AddressField, AddressSection } from '../../lib/checkout/steps';
import type { Address } from '../../lib/schemas/address';
import { REQUIRED_ADDRESS_FIELDS } from '../../lib/address';
import { westernDigitsIn } from '../../lib/digits';
import { hasGovernorates, stateFor } from '../../lib/governorates';
import GovernorateSelect from './GovernorateSelect';

interface Props {
  section: AddressSection;
  address: Address;
  /** Each field's problem, said beside it. */
  errors: AddressErrors;
  onEdit: (field: AddressField, value: string) => void;
}

const required = new Set<string>(REQUIRED_ADDRESS_FIELDS);
/** The fields that hold a number: kept in Western digits as she types them in any (src/lib/digits.ts). */
const NUMBERS = new Set<AddressField>(['phone', 'postcode']);

/**
 * One address form of the checkout (shipping or billing). `section` scopes the browser's autofill,
 * so the two forms are filled separately; a field with a problem says it beside itself.
 */
export default function AddressForm({ section, address, errors, onEdit }: Props) {
  // Another country takes another kind of state: a governorate for Egypt, free text elsewhere.
  const chooseCountry = (country: string) => {
    onEdit('country', country);
    const state = stateFor(country, address.state);
    if (state !== address.state) onEdit('state', state);
  };
  return (
    <div className="form-grid">
      {ADDRESS_FORM.map((f) => {
        const id = `${section}-${f.name}`;
        const error = errors[f.name];
        const value = address[f.name] ?? '';
        const common = {
          id,
          name: `${section}_${f.name}`,
          autoComplete: `section-${section} ${section} ${f.autoComplete}`,
          required: required.has(f.name),
          value,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={f.name} className={f.full ? 'field full' : 'field'}>
            <label htmlFor={id}>{f.label}</label>
            {f.name === 'country' ? (
              <select {...common} className="select" onChange={(e) => chooseCountry(e.target.value)}>
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
                {/* A saved address may name a country outside the list: it stays selectable. */}
                {value && !COUNTRIES.some((c) => c.code === value) && <option value={value}>{value}</option>}
              </select>
            ) : f.name === 'state' && hasGovernorates(address.country) ? (
              <GovernorateSelect {...common} onChange={(e) => onEdit(f.name, e.target.value)} />
            ) : (
              <input
                {...common}
                className="input"
                type={f.type ?? 'text'}
                onChange={(e) => onEdit(f.name, NUMBERS.has(f.name) ? westernDigitsIn(e.target) : e.target.value)}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
