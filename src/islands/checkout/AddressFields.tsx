import { COUNTRIES, type AddressErrors, type AddressField } from '../../lib/checkout';
import type { Address } from '../../lib/schemas/address';
import { REQUIRED_ADDRESS_FIELDS } from '../../lib/schemas/address';
import { MSG } from '../../lib/messages';

interface FieldSpec {
  name: AddressField;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  full?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'first_name', label: MSG.firstName, autoComplete: 'given-name' },
  { name: 'last_name', label: MSG.lastName, autoComplete: 'family-name' },
  { name: 'company', label: MSG.company, autoComplete: 'organization', full: true },
  { name: 'address_1', label: MSG.streetAddress, autoComplete: 'address-line1', full: true },
  { name: 'address_2', label: MSG.apartment, autoComplete: 'address-line2', full: true },
  { name: 'city', label: MSG.city, autoComplete: 'address-level2' },
  { name: 'state', label: MSG.state, autoComplete: 'address-level1' },
  { name: 'postcode', label: MSG.postcode, autoComplete: 'postal-code' },
  { name: 'country', label: MSG.country, autoComplete: 'country' },
  { name: 'email', label: MSG.email, autoComplete: 'email', type: 'email' },
  { name: 'phone', label: MSG.phone, autoComplete: 'tel', type: 'tel' },
];

const REQUIRED = new Set<string>(REQUIRED_ADDRESS_FIELDS);

/**
 * One address form (shipping or billing). `section` scopes browser autofill so the two forms are
 * filled separately; `errors` puts each field's problem beside it (after a refused step).
 */
export function AddressFields({
  section,
  value,
  onChange,
  errors,
}: {
  section: 'shipping' | 'billing';
  value: Address;
  onChange: (field: AddressField, value: string) => void;
  errors: AddressErrors;
}) {
  return (
    <div className="form-grid">
      {FIELDS.map((f) => {
        const id = `${section}-${f.name}`;
        const required = REQUIRED.has(f.name);
        const error = errors[f.name];
        const common = {
          id,
          name: `${section}_${f.name}`,
          autoComplete: `section-${section} ${section} ${f.autoComplete}`,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e: { target: { value: string } }) => onChange(f.name, e.target.value),
        };
        return (
          <div key={f.name} className={`field${f.full ? ' full' : ''}`}>
            <label htmlFor={id}>{f.label}</label>
            {f.name === 'country' ? (
              <select {...common} className="select" value={value.country}>
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
                {/* A saved address may name a country outside our list: keep it selectable. */}
                {COUNTRIES.some((c) => c.code === value.country) ? null : (
                  <option value={value.country}>{value.country}</option>
                )}
              </select>
            ) : (
              <input {...common} className="input" type={f.type ?? 'text'} value={value[f.name] ?? ''} />
            )}
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
