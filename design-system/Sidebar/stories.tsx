import type { ReactNode } from 'react';
import type { SidebarMenuItem } from './model';

/** A menu tree shaped like the admin console's, including entries the sidebar hides. */
export const sampleMenu: SidebarMenuItem[] = [
  { id: 1, title: 'Dashboard', icon: 'fa-bar-chart', uri: '/' },
  {
    id: 2,
    title: 'Admin',
    icon: 'fa-tasks',
    uri: '',
    children: [
      { id: 3, title: 'Users', icon: 'fa-users', uri: 'auth/users' },
      { id: 4, title: 'Roles', icon: 'fa-user', uri: 'auth/roles' },
      { id: 5, title: 'Permissions', icon: 'fa-ban', uri: 'auth/permissions' },
      { id: 6, title: 'Menu', icon: 'fa-bars', uri: 'auth/menu' },
      { id: 7, title: 'Operation log', icon: 'fa-history', uri: 'auth/logs' },
    ],
  },
  {
    id: 8,
    title: 'Billing',
    icon: 'fa-money',
    uri: '',
    children: [
      {
        id: 9,
        title: 'Accounting',
        icon: 'fa-book',
        uri: '',
        children: [
          { id: 10, title: 'Ledger accounts', uri: 'ext-cbs-accounting/general_ledger_account' },
          { id: 11, title: 'Accounts', uri: 'ext-cbs-accounting/account' },
        ],
      },
      { id: 12, title: 'Invoices', icon: 'fa-file-text', uri: 'ext-cbs-invoice/invoice' },
      { id: 13, title: 'Transaction Logs', icon: 'fa-list', uri: 'transaction-logs' },
    ],
  },
  { id: 14, title: 'Helpers', icon: 'fa-gears', uri: 'helpers' },
  { id: 15, title: 'Redis Manager', icon: 'fa-database', uri: 'redis' },
  { id: 16, title: 'Reports', icon: 'fa-line-chart', uri: 'ext-report-builder/query-reports' },
  { id: 17, title: 'API docs', icon: 'fa-book', uri: 'https://docs.example.com/api' },
];

// Letters stand in for the Icon component a colleague is building; apps pass the real one.
const glyphs: Record<string, string> = {
  'fa-bar-chart': '▦',
  'fa-tasks': '☰',
  'fa-users': '☺',
  'fa-user': '☻',
  'fa-ban': '⊘',
  'fa-bars': '≡',
  'fa-history': '↺',
  'fa-money': '$',
  'fa-book': '❐',
  'fa-file-text': '▤',
  'fa-line-chart': '↗',
};

/** A stand-in `renderIcon` for stories. */
export const storyIcon = (name: string): ReactNode => glyphs[name] ?? '•';
