import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACTION_MSG } from '../../lib/action-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { REVIEW_MSG } from '../../lib/review-messages';
import { STAR_PATH } from '../../lib/rating';
import { submit as sendReview } from '../../lib/api/reviews';
import { toast } from '../../stores/toasts';
import { chosenBeforeHydration, typedBeforeHydration } from '../shared/typed-before-hydration';

const EMPTY = { reviewer: '', reviewer_email: '', review: '' };

/**
 * Write a Review: name, email, 1 to 5 stars (5 to start with) and the text. A field left empty
 * says 'Missing information: Please fill in all fields'; anything else the review's schema
 * refuses (an email without a domain, a text too long) is said in its words before sending.
 * Sent reviews wait for the shop's moderation.
 */
export default function ReviewForm({ productId }: { productId: number }) {
  const [fields, setFields] = useState(() => ({
    reviewer: typedBeforeHydration('review-reviewer'),
    reviewer_email: typedBeforeHydration('review-email'),
    review: typedBeforeHydration('review-text'),
  }));
  const [rating, setRating] = useState(5);
  // Five stars to start with, unless she chose before the form's code ran: taken once hydrated, as
  // hydration keeps the built page's marks (the lit stars) and a first render that differs from
  // them would leave them wrong.
  useEffect(() => {
    const chosen = Number(chosenBeforeHydration('rating'));
    if (chosen >= 1 && chosen <= 5) setRating(chosen);
  }, []);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  /** The fields left empty at her last Submit, marked until she fills them. */
  const [missing, setMissing] = useState<ReadonlySet<keyof typeof EMPTY>>(new Set());
  const form = useRef<HTMLFormElement>(null);

  const edit = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    if (missing.has(name) && event.target.value.trim()) setMissing(new Set([...missing].filter((m) => m !== name)));
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSent(false);
    const empty = (Object.keys(EMPTY) as (keyof typeof EMPTY)[]).filter((name) => !fields[name].trim());
    setMissing(new Set(empty));
    if (empty.length > 0) {
      toast({
        title: ACTION_MSG.reviewMissingTitle,
        description: ACTION_MSG.reviewMissingBody,
        variant: 'destructive',
      });
      // She is put on the first field to fill, which says it is missing.
      form.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    // The review's schema loads with the first submit: reading the reviews needs none of it.
    const { reviewSubmissionSchema } = await import('../../lib/schemas/review');
    const checked = reviewSubmissionSchema.safeParse({ product_id: productId, rating, ...fields });
    if (!checked.success) {
      const first = checked.error.issues[0]?.message ?? ACTION_MSG.emailInvalid;
      toast({ title: ACTION_MSG.validationError, description: first, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await sendReview(checked.data);
      setFields(EMPTY);
      setRating(5);
      setSent(true);
      toast({ title: ACTION_MSG.reviewSuccess });
    } catch {
      toast({ title: PAGE_MSG.error, description: ACTION_MSG.reviewFailed, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} className="review-form" noValidate aria-labelledby="review-form-title" onSubmit={send}>
      <h3 id="review-form-title">{REVIEW_MSG.writeReview}</h3>
      <div className="review-fields">
        <label>
          {REVIEW_MSG.reviewName}{' '}
          <input
            id="review-reviewer"
            className="input"
            name="reviewer"
            autoComplete="name"
            maxLength={100}
            required
            value={fields.reviewer}
            onChange={edit('reviewer')}
            aria-invalid={missing.has('reviewer') || undefined}
          />
        </label>
        <label>
          {REVIEW_MSG.reviewEmail}{' '}
          <input
            id="review-email"
            className="input"
            name="reviewer_email"
            type="email"
            autoComplete="email"
            maxLength={200}
            required
            value={fields.reviewer_email}
            onChange={edit('reviewer_email')}
            aria-invalid={missing.has('reviewer_email') || undefined}
          />
        </label>
      </div>
      <fieldset className="rating-input">
        <legend>{REVIEW_MSG.reviewRatingLegend}</legend>
        <div className="rating-stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="rating-option" data-star={n} data-on={n <= rating || undefined}>
              <input type="radio" name="rating" value={n} checked={n === rating} onChange={() => setRating(n)} />
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" />
              </svg>
              <span className="visually-hidden">{REVIEW_MSG.starsCount(n)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label>
        {REVIEW_MSG.reviewText}{' '}
        <textarea
          id="review-text"
          className="textarea"
          name="review"
          rows={4}
          maxLength={5000}
          required
          value={fields.review}
          onChange={edit('review')}
          aria-invalid={missing.has('review') || undefined}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending || undefined}>
        {sending ? REVIEW_MSG.submittingReview : REVIEW_MSG.submitReview}
      </button>
      <p role="status" className="review-status">
        {sent ? ACTION_MSG.reviewSuccess : ''}
      </p>
    </form>
  );
}
