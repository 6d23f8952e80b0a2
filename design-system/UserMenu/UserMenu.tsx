import styled from 'styled-components';
import { Dropdown } from '../Dropdown';
import { Avatar } from './Avatar';
import { formatMemberSince } from './model';

export interface UserMenuProps {
  /** The signed-in administrator's display name. */
  name: string;
  /** Address of the avatar picture; the initials show when absent or broken. */
  avatarUrl?: string;
  /** When the account was created: a Date (formatted in UTC) or ready-made text. */
  memberSince?: Date | string;
  /** Locale for formatting `memberSince`. */
  locale?: string;
  /** Opens the profile settings. */
  onSettings: () => void;
  /** Signs the administrator out. */
  onLogout: () => void;
  /** Texts, for translation. */
  labels?: { memberSince?: string; settings?: string; logout?: string };
}

const Name = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: var(--tck-font-weight-semibold);
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-3);
  min-width: 14rem;

  & p {
    margin: 0;
  }
  & p + p {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-xs);
  }
`;

const Wrapper = styled.div`
  display: inline-block;

  & [aria-haspopup] {
    border-color: transparent;
    background: transparent;
    color: inherit;
  }
`;

/** The top bar's account menu: avatar and name, opening a card with Settings and Logout. */
export function UserMenu({
  name,
  avatarUrl,
  memberSince,
  locale,
  onSettings,
  onLogout,
  labels = {},
}: UserMenuProps) {
  return (
    <Wrapper data-component="UserMenu">
      <Dropdown
        align="end"
        label={
          <>
            <Avatar name={name} src={avatarUrl} />
            <Name>{name}</Name>
          </>
        }
        header={
          <Card>
            <Avatar name={name} src={avatarUrl} size="lg" />
            <div>
              <p>
                <strong>{name}</strong>
              </p>
              {memberSince === undefined ? null : (
                <p>
                  {labels.memberSince ?? 'Member since'} {formatMemberSince(memberSince, locale)}
                </p>
              )}
            </div>
          </Card>
        }
        items={[
          { id: 'settings', label: labels.settings ?? 'Settings', onSelect: onSettings },
          { id: 'logout', label: labels.logout ?? 'Logout', onSelect: onLogout },
        ]}
      />
    </Wrapper>
  );
}
