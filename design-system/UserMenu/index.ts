export { UserMenu, type UserMenuProps } from './UserMenu';
export { formatMemberSince } from './model';
