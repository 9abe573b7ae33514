import type { ReactNode } from 'react';
import { Money } from '../shared/Money';

export interface Choice {
  id: string;
  title: string;
  description?: string;
  /** Shown at the end of the line (a shipping rate's price). */
  price?: string;
}

/** A list of radio choices, each a name, a line under it and maybe a price: the shipping rates, the payment methods. */
export default function ChoiceList({
  name,
  label,
  choices,
  chosen,
  onChoose,
}: {
  name: string;
  /** The group's accessible name. */
  label?: string;
  choices: readonly Choice[];
  chosen: string;
  onChoose: (id: string) => void;
}): ReactNode {
  return (
    <div className="choices" role={label ? 'radiogroup' : undefined} aria-label={label}>
      {choices.map((c) => (
        <label key={c.id} className="choice">
          <input type="radio" name={name} value={c.id} checked={c.id === chosen} onChange={() => onChoose(c.id)} />
          <span className="choice-text">
            <strong>{c.title}</strong>
            {c.description ? <span className="muted">{c.description}</span> : null}
          </span>
          {c.price !== undefined && <Money className="choice-price" value={c.price} />}
        </label>
      ))}
    </div>
  );
}
