import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';

interface Props {
  children: ReactNode;
  /** Names the island in the console report. */
  name?: string;
}
interface State {
  error: Error | null;
  attempt: number;
}

/**
 * The generic error screen as an error boundary: every island renders inside one, so
 * a failing island shows 'Something went wrong' in its own box and never blanks the page.
 * Retry clears the error and renders the children again (a fresh key remounts them).
 */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[island${this.props.name ? ` ${this.props.name}` : ''}]`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <div className="error-screen island-error" role="alert">
        <h2>{MSG.errorTitle}</h2>
        <p>{MSG.errorBody}</p>
        <div className="island-error-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
          >
            {PAGE_MSG.retry}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
            {MSG.reloadPage}
          </button>
        </div>
      </div>
    );
  }
}
