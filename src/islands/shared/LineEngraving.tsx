import { PAGE_MSG } from '../../lib/page-messages';
import type { LineEngraving as Engraving } from '../../lib/schemas/line';

/**
 * What is engraved on a cart or order line's pieces ("Name to engrave: نُور"), under its name
 * beside its choices. The text is isolated in its own direction, so an Arabic name reads right to
 * left inside an English sentence.
 */
export default function LineEngraving({ engraving }: { engraving: Engraving | undefined }) {
  if (!engraving?.text) return null;
  return (
    <span className="line-engraving" data-engraving-line>
      {PAGE_MSG.lineEngravingLabel(engraving.label)}
      <bdi dir="auto">{engraving.text}</bdi>
    </span>
  );
}
