import { useApi } from '@api';
import { Button, formatMemberSince, Spinner, useDocumentTitle } from '@ds';
import type { ReactNode } from 'react';
import styled from 'styled-components';

// Page content: the console's layout is the page's one main landmark.
const Page = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-2) var(--tck-space-4);
`;

const Greeting = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xxl);
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--tck-space-2);
  margin: 0;
  color: var(--tck-color-text-muted);
`;

const Lead = styled.span`
  color: var(--tck-color-text);
  font-weight: var(--tck-font-weight-semibold);
`;

export interface AdminHomeProps {
  /** Opens the signed-in administrator's profile. */
  onOpenProfile: () => void;
  /** The home's content under the greeting: the dashboards. */
  children?: ReactNode;
}

/**
 * The admin console's landing screen: greets the signed-in administrator above the dashboards.
 * The greeting and the dashboards load on their own, so neither waits for the other.
 */
export function AdminHome({ onOpenProfile, children }: AdminHomeProps) {
  const { query } = useApi('admin');
  // The session keeps the profile fresh; the home page only reads it (no second call).
  const user = query.useQuery('get', '/auth/get-user', undefined, { staleTime: Infinity });
  useDocumentTitle('Dashboard');

  return (
    <Page data-component="AdminHome">
      <Header>
        <Greeting aria-busy={user.isPending}>
          <Title>Dashboard</Title>
          {user.isPending ? (
            <Spinner label="Loading your profile" />
          ) : user.isError ? (
            <Line role="alert">
              We could not load your profile.{' '}
              <Button variant="link" size="sm" onClick={() => void user.refetch()}>
                Try again
              </Button>
            </Line>
          ) : (
            <Line>
              <Lead>Welcome back, {user.data.name}.</Lead>
              <span>Member since {formatMemberSince(user.data.created_at)}</span>
            </Line>
          )}
        </Greeting>
        {user.isSuccess && (
          <Button variant="secondary" onClick={onOpenProfile}>
            Open profile
          </Button>
        )}
      </Header>
      {children}
    </Page>
  );
}
