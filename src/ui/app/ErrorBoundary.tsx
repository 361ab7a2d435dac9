import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FirstPaintHandoff } from '../first-paint/handoff';
import { ErrorPage } from '../shell/ErrorPage';

interface State {
  failed: boolean;
}

/** Anything a screen throws ends here, on 'Unexpected Application Error!', not a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <>
        <ErrorPage />
        <FirstPaintHandoff />
      </>
    ) : (
      this.props.children
    );
  }
}
