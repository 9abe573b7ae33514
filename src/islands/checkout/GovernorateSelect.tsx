import type { SelectHTMLAttributes } from 'react';
import { ADDRESS_MSG } from '../../lib/address-messages';
import { governoratesByName } from '../../lib/governorates';
import { currentLocale } from '../../lib/i18n/current';

/**
 * The state of an Egyptian address: one of Egypt's governorates, chosen from a list named in the
 * page's language and kept as WooCommerce's code ("EGGZ"), the same on both stores. Another
 * country's state stays a text field (./AddressForm.tsx).
 */
export default function GovernorateSelect(props: SelectHTMLAttributes<HTMLSelectElement> & { value: string }) {
  const locale = currentLocale();
  return (
    <select {...props} className="select">
      <option value="">{ADDRESS_MSG.chooseGovernorate}</option>
      {governoratesByName(locale).map((g) => (
        <option key={g.code} value={g.code}>
          {g.name[locale]}
        </option>
      ))}
    </select>
  );
}
