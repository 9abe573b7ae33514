import { describeChoices } from '../../lib/catalogue/line';
import type { VariantAttribute } from '../../lib/schemas/line';

/** What a cart or order line is beyond its product ("Size: 7 · Metal: Sterling Silver"), under its name. */
export default function LineChoices({ choices }: { choices: readonly VariantAttribute[] | undefined }) {
  if (!choices?.length) return null;
  return (
    <span className="line-choices" dir="auto">
      {describeChoices(choices)}
    </span>
  );
}
