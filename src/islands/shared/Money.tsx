import { formatMoney } from '../../lib/money';

/** An amount as the shop prints money ("EGP 1,180.00"), never split over two lines. */
export function Money({ value, className }: { value: string | number; className?: string }) {
  return <span className={className ? `money ${className}` : 'money'}>{formatMoney(value)}</span>;
}
