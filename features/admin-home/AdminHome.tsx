import { useApi } from '@api';
import { Button, formatMemberSince, Spinner, useDocumentTitle } from '@ds';
import styled from 'styled-components';

// Page content: the console's layout is the page's one main landmark.
const Page = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
  max-width: 960px;
`;

const Card = styled.section`
  display: grid;
  gap: var(--tck-space-3);
  justify-items: start;
  padding: var(--tck-space-5);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  box-shadow: var(--tck-shadow-sm);
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xxl);
`;

const Lead = styled.p`
  margin: 0;
  font-size: var(--tck-font-size-lg);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
`;

export interface AdminHomeProps {
  /** Opens the signed-in administrator's profile. */
  onOpenProfile: () => void;
}

/** The admin console's landing screen: greets the signed-in administrator. */
export function AdminHome({ onOpenProfile }: AdminHomeProps) {
  const { query } = useApi('admin');
  // The session keeps the profile fresh; the home page only reads it (no second call).
  const user = query.useQuery('get', '/auth/get-user', undefined, { staleTime: Infinity });
  useDocumentTitle('Dashboard');

  return (
    <Page data-component="AdminHome">
      <Title>Dashboard</Title>
      <Card aria-busy={user.isPending}>
        {user.isPending ? (
          <Spinner label="Loading your profile" />
        ) : user.isError ? (
          <>
            <Muted role="alert">We could not load your profile. Please try again.</Muted>
            <Button variant="secondary" onClick={() => void user.refetch()}>
              Try again
            </Button>
          </>
        ) : (
          <>
            <Lead>Welcome back, {user.data.name}.</Lead>
            <Muted>Member since {formatMemberSince(user.data.created_at)}</Muted>
            <Button onClick={onOpenProfile}>Open profile</Button>
          </>
        )}
      </Card>
    </Page>
  );
}
