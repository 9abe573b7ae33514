import type { ReactNode } from 'react';
import { PAGE_MSG } from '../../lib/page-messages';

/**
 * The three states every island that loads something shows before its content: loading, a
 * failure with Retry, and nothing there yet with a way on. Each island keeps its own layout
 * class; the words come from src/lib/messages.ts.
 */

export function Loading({ text, className = 'muted' }: { text: string; className?: string }) {
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}

export function LoadError({
  message,
  onRetry,
  heading,
  className,
  retryClass = 'btn btn-primary',
}: {
  message: string;
  onRetry?: () => void;
  /** A heading before the message; it takes focus when the island moves the shopper to it. */
  heading?: string;
  className: string;
  retryClass?: string;
}) {
  return (
    <div className={className} role="alert">
      {heading ? <h2 tabIndex={-1}>{heading}</h2> : null}
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className={retryClass} onClick={onRetry}>
          {PAGE_MSG.retry}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  heading,
  message,
  link,
  className = 'empty-state',
}: {
  heading?: ReactNode;
  message?: string;
  link: { href: string; label: string };
  className?: string;
}) {
  return (
    <div className={className}>
      {heading ? <h2>{heading}</h2> : null}
      {message ? <p>{message}</p> : null}
      <a className="btn btn-primary" href={link.href}>
        {link.label}
      </a>
    </div>
  );
}
