import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  /** A new value (the path, in the layout) clears a caught error: moving on starts afresh. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failedAt: string | null;
}

/**
 * Catches a page that fails to render (or whose code fails to load) and shows the fallback in
 * its place, so the navigation around it stays. It stays mounted across navigations (remounting
 * would make the page's Suspense boundary new, and a new boundary shows its fallback instead of
 * keeping the old page up while the next one loads).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    // Remember where the failure happened; once the visitor is elsewhere, render normally again.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}
