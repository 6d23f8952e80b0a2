import { adminHttp } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { defineResource, type ResourceDefinition } from '../types';
import { ResourceList } from './ResourceList';

/** Users as a resource: search sends `q` from 2 characters, a role filter, paged rows. */
const users: ResourceDefinition = defineResource({
  path: '/admin-users',
  title: 'Users',
  singular: 'User',
  rowLabel: (row) => row.username,
  filters: [
    { name: 'q', label: 'Search', minLength: 2 },
    { name: 'role_id', label: 'Role', type: 'select', lookup: { path: '/all-roles' } },
  ],
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'username', header: 'Username' },
    { key: 'name', header: 'Name' },
  ],
  fields: [{ name: 'username', label: 'Username', required: true }],
});

/** Departments, guarded by custom permission rules in the mock data. */
const departments: ResourceDefinition = defineResource({
  path: '/departments',
  title: 'Departments',
  singular: 'Department',
  rowLabel: (row) => row.name,
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'name', header: 'Name' },
  ],
  fields: [{ name: 'name', label: 'Department', required: true }],
});

const sentQueries = fn<(query: string) => void>();

/** Records the query string of every user list call, then lets the mock store answer. */
const spyOnQuery = http.get('*/api/admin-users', ({ request }) => {
  sentQueries(new URL(request.url).search);
});

/** Shows the router's location, so the stories can show the URL query the list keeps. */
function WithLocation(props: Parameters<typeof ResourceList>[0]) {
  const location = useLocation();
  return (
    <>
      <ResourceList {...props} />
      <p style={{ padding: '0 1.5rem' }}>
        URL: <output aria-label="URL">{`${location.pathname}${location.search}`}</output>
      </p>
    </>
  );
}

const meta = {
  title: 'Admin/Resource/ResourceList',
  component: ResourceList,
  tags: ['autodocs', 'page'],
  args: { resource: users, onCreate: fn(), onShow: fn(), onEdit: fn() },
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/admin/auth/users'] },
    msw: { handlers: { spy: [spyOnQuery] } },
  },
  render: (args) => <WithLocation {...args} />,
  beforeEach: () => {
    sentQueries.mockClear();
  },
} satisfies Meta<typeof ResourceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters go into the URL; the user search is sent only from 2 characters (admin §5). */
export const FiltersInTheUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('cell', { name: 'rahimah.said' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: /Search/ });
    await userEvent.type(search, 'a');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // A route change is a transition: it may land after the click returns.
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'URL' })).toHaveTextContent(
        '/admin/auth/users?q=a',
      ),
    );
    await waitFor(() => expect(sentQueries).toHaveBeenLastCalledWith('?page=1&per_page=10'));
    await userEvent.type(search, 'i');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentQueries).toHaveBeenLastCalledWith('?page=1&per_page=10&q=ai'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'URL' })).toHaveTextContent(
        /^\/admin\/auth\/users$/,
      ),
    );
  },
};

/** Changing page puts the page number into the URL query and loads that page. */
export const Paging: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Showing 1 to 10 of \d+ entries/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Page 2/ }));
    await expect(await canvas.findByText(/Showing 11 to 20 of \d+ entries/)).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'URL' })).toHaveTextContent('?page=2');
  },
};

/** A page number in the URL opens that page. */
export const PageFromTheUrl: Story = {
  parameters: { router: { initialEntries: ['/admin/auth/users?page=2'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Showing 11 to 20 of \d+ entries/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page 2/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Delete asks 'Are you sure?' first; confirming deletes the row and says so. */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete rahimah.said' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent('User rahimah.said will be deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText(/deleted successfully/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('cell', { name: 'rahimah.said' })).not.toBeInTheDocument(),
    );
  },
};

/** Row and header actions call back with the record. */
export const Actions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View rahimah.said' }));
    await expect(args.onShow).toHaveBeenCalledWith(expect.objectContaining({ id: 27 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit rahimah.said' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 27 }));
    await userEvent.click(canvas.getByRole('button', { name: 'New' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/**
 * A user without the '1' flag whose role's rules (admin §6) allow only List, View and Edit on
 * departments of their organization (1): no New and no Delete, and View on that organization's
 * rows only (department 4 is of organization 2).
 */
export const RestrictedByRules: Story = {
  args: { resource: departments },
  parameters: {
    router: { initialEntries: ['/admin/ext-dotlines-admin/departments?page=3'] },
    msw: {
      handlers: {
        user: [
          adminHttp.get('/auth/get-user', ({ response }) =>
            response(200).json({
              id: 7,
              name: 'Hafizah binti Karim',
              username: 'hafizah.karim',
              avatar: null,
              created_at: '2024-10-19T01:30:00Z',
              roles: [{ id: 2, name: 'Billing Officer', slug: 'billing-officer' }],
              permission_flag: '0',
              organization_id: 1,
              department_id: null,
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    // The rows show once the rules have decided their actions.
    await expect(await canvas.findByRole('cell', { name: 'Network Operations' })).toBeVisible();
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
    await expect(canvas.getAllByRole('button', { name: /^View / })).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'New' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
  },
};
