import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { bridge } from '../lib/bridge';
import { reportError } from '../lib/errorReporting';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next route) shows the children again. */
  resetKey?: string;
}

/** A screen that fails to render is reported (renderer.log) and replaced by a message; the shell stays. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const report = new Error(error.message);
    report.stack = `${error.stack ?? ''}\nComponentes:${info.componentStack ?? ''}`;
    reportError(bridge, report, 'boundary');
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // An Alert, not a Result: Result's illustrations would ride on every screen's first load.
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Algo salió mal en esta pantalla"
        description="El error quedó registrado para soporte (Ayuda → Diagnóstico)."
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      />
    );
  }
}
