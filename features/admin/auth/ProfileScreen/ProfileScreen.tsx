import { type Schema } from '@api';
import { Card, DescriptionList, formatMemberSince, Label, PageHeader, Spinner } from '@ds';
import { LoadFailure } from '@features/platform/resource';
import styled from 'styled-components';
import { ChangePasswordForm } from '../ChangePassword';
import { useCurrentUser } from '../session';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';

// Page content: the console's layout gives the padding around it.
const Page = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  max-width: 72rem;
`;

const Columns = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 22rem) minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: var(--tck-space-4);
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-4);
  margin-bottom: var(--tck-space-4);
`;

const DisplayName = styled.p`
  margin: 0;
  font-size: var(--tck-font-size-lg);
  font-weight: var(--tck-font-weight-semibold);
`;

const Roles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--tck-space-6);
`;

/** Who the administrator is: picture, name, username, roles and since when. */
function Account({ profile }: { profile: Schema<'Profile'> }) {
  return (
    <Card title="Account">
      <Identity>
        <ProfilePicture name={profile.name} src={profile.avatar} />
        <DisplayName>{profile.name}</DisplayName>
      </Identity>
      <DescriptionList
        columns={1}
        items={[
          { term: 'Username', description: profile.username },
          {
            term: 'Roles',
            description:
              profile.roles.length === 0 ? null : (
                <Roles>
                  {profile.roles.map((role) => (
                    <li key={role.id}>
                      <Label tone="primary">{role.name}</Label>
                    </li>
                  ))}
                </Roles>
              ),
          },
          { term: 'Member since', description: formatMemberSince(profile.created_at) },
        ]}
      />
    </Card>
  );
}

/**
 * The profile screen (/admin/auth/profile), page content inside the console's layout: the
 * account, the display name and avatar form, and the password change.
 */
export function ProfileScreen() {
  const user = useCurrentUser();
  return (
    <Page data-component="ProfileScreen">
      <PageHeader title="Profile" description="Your account, display name, avatar and password." />
      {user.isPending ? (
        <Loading aria-busy="true">
          <Spinner label="Loading your profile" />
        </Loading>
      ) : user.isError ? (
        <LoadFailure error={user.error} onRetry={() => void user.refetch()} what="your profile" />
      ) : (
        <Columns>
          <Account profile={user.data} />
          <Stack>
            <Card title="Edit profile">
              <ProfileForm profile={user.data} />
            </Card>
            <Card title="Change password">
              <ChangePasswordForm />
            </Card>
          </Stack>
        </Columns>
      )}
    </Page>
  );
}
