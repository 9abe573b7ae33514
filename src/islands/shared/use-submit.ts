import { startTransition, useActionState, useId, useRef, type FormEvent } from 'react';
import { ACTION_MSG } from '../../lib/action-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { dismissToasts, toast, type Toast } from '../../stores/toasts';

/** What a form's check answers: the value to send, or the first problem to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A schema's safeParse result as a Checked, with the schema's first message (src/lib/messages.ts). */
export function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } },
): Checked<T> {
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? PAGE_MSG.genericError };
}

export type SubmitResult = 'idle' | 'sent' | 'refused' | 'failed';

type FailureToast = Pick<Toast, 'title'> & Partial<Pick<Toast, 'description'>>;

export interface SubmitOptions<T> {
  /** Runs first; false stops the submit (a bot's honeypot, a lockout, a signed-out session). It shows its own message. */
  before?: (form: FormData) => boolean | Promise<boolean>;
  /** Reads and checks the form; a refusal is toasted as 'Validation error'. */
  check: (form: FormData) => Checked<T>;
  /** Sends the value; throws (an ApiError) on failure. */
  send: (value: T, form: HTMLFormElement) => Promise<void>;
  /** The toast of a failed send, or null when `failed` already told the shopper. */
  failed: (error: unknown) => FailureToast | null;
}

/**
 * The submit of every account and sign-in form, the React 19 way: the work is a
 * `useActionState` action, so `pending` is React's own flag for it, and a form writes only what
 * differs (its check, its call, its failure message). Nothing typed is lost on a refusal or a
 * failure, and the form can simply be sent again.
 *
 * The action is started from onSubmit in a transition rather than through `<form action>`:
 * React resets a form's uncontrolled fields after every form action, which would wipe what the
 * shopper typed whenever the server says no. For the same reason `useFormStatus` (which only
 * sees `<form action>` submits) is not used: the flag comes from `useActionState`.
 *
 * A form's toasts share one key (`toastKey`): a second refusal replaces the first instead of
 * piling over the form, and a send that goes through clears them.
 */
export function useSubmit<T>(options: SubmitOptions<T>): {
  pending: boolean;
  result: SubmitResult;
  /** The form's onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The key of this form's toasts, for a toast the form shows itself (a lockout). */
  toastKey: string;
} {
  const toastKey = `form${useId()}`;
  // A second click before React re-renders must see the first one.
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const [result, run, pending] = useActionState<SubmitResult, HTMLFormElement>(async (_previous, form) => {
    const { before, check, send, failed } = latest.current;
    try {
      const data = new FormData(form);
      if (before && !(await before(data))) return 'refused';
      const input = check(data);
      if (!input.ok) {
        toast({ title: ACTION_MSG.validationError, description: input.message, variant: 'destructive', key: toastKey });
        return 'refused';
      }
      try {
        await send(input.value, form);
        dismissToasts(toastKey);
        return 'sent';
      } catch (error) {
        const message = failed(error);
        if (message) toast({ ...message, variant: 'destructive', key: toastKey });
        return 'failed';
      }
    } finally {
      busy.current = false;
    }
  }, 'idle');

  function submit(form: HTMLFormElement) {
    if (busy.current) return;
    busy.current = true;
    startTransition(() => run(form));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(event.currentTarget);
  }

  return { pending, result, onSubmit, toastKey };
}
