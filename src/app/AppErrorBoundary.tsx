// Last line of defence: an error thrown while rendering outside any route switches the app to the
// error page instead of a blank screen.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorView } from '../features/errors/ErrorPage';
import { toAppError } from '../features/errors/errorsSlice';
import type { AppError } from '../features/errors/errorsSlice';

interface Props {
  children: ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
}

export class AppErrorBoundary extends Component<Props, { error: AppError | null }> {
  override state: { error: AppError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: toAppError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorView status={error.status} message={error.message} />;
    return this.props.children;
  }
}
