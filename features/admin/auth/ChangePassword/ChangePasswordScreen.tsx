import { Card, PageHeader } from '@ds';
import styled from 'styled-components';
import { ChangePasswordForm } from './ChangePasswordForm';

// Page content: the console's layout gives the padding around it.
const Page = styled.div`
  max-width: 40rem;
`;

/**
 * The password change screen (/admin/auth/update-password and /admin/auth/ext/change-password),
 * page content inside the console's layout.
 */
export function ChangePasswordScreen() {
  return (
    <Page data-component="ChangePasswordScreen">
      <PageHeader
        title="Change password"
        description="Enter your current password, then the new one twice."
      />
      <Card>
        <ChangePasswordForm />
      </Card>
    </Page>
  );
}
