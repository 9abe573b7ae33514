import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  addressErrors,
  type AddressErrors,
  type AddressField,
  type AddressSection,
  type CheckoutDraft,
  type Refusal,
} from '../../lib/checkout';
import { dismissToasts, toast } from '../../stores/toasts';

/** The key of the checkout's refusal toasts: one at a time, cleared once the shopper gets past it. */
const REFUSAL = 'checkout-refusal';

/** Whatever was refused before is put right: its toast must not linger over the next step. */
export const dismissRefusal = () => dismissToasts(REFUSAL);

/**
 * What the checkout refused and where it can be fixed: the refusal's toast, its step opened, the
 * address fields' messages (the rules' once a step was refused for that form, the server's until
 * the field is edited), and the field at fault focused.
 */
export function useRefusals(draft: CheckoutDraft, setDraft: Dispatch<SetStateAction<CheckoutDraft>>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [showErrors, setShowErrors] = useState<{ shipping: boolean; billing: boolean }>({
    shipping: false,
    billing: false,
  });
  // What the server refused that the shopper's form did not catch, until that field is edited.
  const [serverErrors, setServerErrors] = useState<Record<AddressSection, AddressErrors>>({
    shipping: {},
    billing: {},
  });

  /** A refused step: toast the rule's message and take the shopper to where it can be fixed. */
  function refuse({ message, step, section, field }: Refusal) {
    setDraft((d) => ({ ...d, step }));
    toast({ title: message, variant: 'destructive', key: REFUSAL });
    if (section) {
      setShowErrors((s) => ({ ...s, [section]: true }));
      // Once the re-render shows the step and marks the fields: the one at fault, or the first empty one.
      focusNext.current = field ? `#${section}-${field}` : `[id^="${section}-"][aria-invalid="true"]`;
    }
  }

  // A refusal's field gets focus as soon as it is on screen (its step may render a little later).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const el = rootRef.current?.querySelector<HTMLElement>(focusNext.current);
    if (el && !el.closest('[hidden]')) {
      focusNext.current = null;
      el.focus();
    }
  });

  /** The server refused an address field (serverRefusal): its message stays beside it until it is edited. */
  function refuseField(refusal: Refusal) {
    setServerErrors((e) => ({
      ...e,
      [refusal.section!]: { ...e[refusal.section!], [refusal.field!]: refusal.message },
    }));
    refuse(refusal);
  }

  /** An edit puts right whatever the server said about that field. */
  function edited(section: AddressSection, field: AddressField) {
    if (serverErrors[section][field])
      setServerErrors((e) => ({ ...e, [section]: { ...e[section], [field]: undefined } }));
  }

  /** The messages beside an address form's fields, once a step was refused for it. */
  const errorsOf = (section: AddressSection): AddressErrors =>
    showErrors[section]
      ? { ...addressErrors(section === 'shipping' ? draft.shipping : draft.billing), ...serverErrors[section] }
      : serverErrors[section];

  return {
    rootRef,
    refuse,
    refuseField,
    edited,
    errorsOf,
  };
}
