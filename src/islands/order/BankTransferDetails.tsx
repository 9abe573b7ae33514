import type { BankAccount, BankTransfer } from '../../lib/schemas/payment';
import { Money } from '../shared/Money';
import { MSG } from '../../lib/messages';

const FIELDS = Object.entries(MSG.bankFields) as [keyof BankAccount, string][];

/**
 * What a bank-transfer shopper needs to pay: the amount, the reference (the order number) and
 * the account(s) to pay into, each value on its own line so it can be copied.
 */
export function BankTransferDetails({
  details,
  total,
  number,
}: {
  details: BankTransfer;
  total: string;
  number: string;
}) {
  return (
    <section className="card order-card bank-transfer" aria-labelledby="bank-transfer-h">
      <h3 id="bank-transfer-h">How to pay by bank transfer</h3>
      <dl className="bank-facts">
        <div>
          <dt>Amount</dt>
          <dd>
            <Money value={total} />
          </dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd>
            <strong dir="ltr">{number}</strong>
          </dd>
        </div>
      </dl>
      {details.accounts.map((account, i) => (
        <dl className="bank-account" key={i} aria-label={details.accounts.length > 1 ? `Account ${i + 1}` : undefined}>
          {FIELDS.filter(([field]) => account[field]).map(([field, label]) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd className={field === 'iban' || field === 'account_number' ? 'bank-code' : undefined}>
                {/* Codes and numbers read left to right in any language; a bank's or holder's name in its own. */}
                <bdi dir={field === 'account_name' || field === 'bank_name' ? undefined : 'ltr'}>{account[field]}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ))}
      {details.instructions ? <p className="muted">{details.instructions}</p> : null}
    </section>
  );
}
