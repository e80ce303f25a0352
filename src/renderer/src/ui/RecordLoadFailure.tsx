import type { ReactNode } from 'react';
import { Alert, Card, Result } from 'antd';
import { ApiError } from '../lib/apiClient';
import { ButtonLink } from './ButtonLink';

export interface RecordLoadFailureProps {
  /** The screen's breadcrumb, kept so the user still knows where they are. */
  crumbs: ReactNode;
  error: Error | null;
  notFoundTitle: string;
  back: { to: string; label: string };
  /** The title of the alert for any other failure (the network, the server). */
  errorTitle?: string;
}

/**
 * What a detail screen shows when its record did not load. A 403 reads as not found, as a 404 does:
 * a record outside the caller's reach must not be told apart from one that does not exist.
 */
export function RecordLoadFailure({ crumbs, error, notFoundTitle, back, errorTitle = 'Error' }: RecordLoadFailureProps) {
  const notFound = !(error instanceof ApiError) || error.status === 404 || error.status === 403;
  return (
    <Card>
      {crumbs}
      {notFound ? (
        <Result
          status="404"
          title={notFoundTitle}
          extra={
            <ButtonLink to={back.to} type="primary">{back.label}</ButtonLink>
          }
        />
      ) : (
        <Alert type="error" title={errorTitle} description={error?.message} />
      )}
    </Card>
  );
}
