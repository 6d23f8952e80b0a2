import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdminLayout } from '../AdminLayout';
import { Button } from '../Button';
import { Label } from '../Label';
import { sampleMenu } from '../Sidebar/stories';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import type { DataTableSort, RowId } from './model';

interface Department {
  id: number;
  name: string;
  organization: string;
  members: number;
  status: 'Active' | 'Inactive';
}

const departments: Department[] = [
  {
    id: 12,
    name: 'Billing Operations',
    organization: 'Telco Malaysia',
    members: 14,
    status: 'Active',
  },
  { id: 7, name: 'Customer Care', organization: 'Telco Malaysia', members: 52, status: 'Active' },
  {
    id: 31,
    name: 'Network Planning',
    organization: 'Telco Bangladesh',
    members: 9,
    status: 'Inactive',
  },
  { id: 18, name: 'Accounting', organization: 'Telco Bangladesh', members: 21, status: 'Active' },
];

const columns: DataTableColumn<Department>[] = [
  { key: 'id', header: 'ID', sortable: true, width: '5rem' },
  { key: 'name', header: 'Name', sortable: true },
  { key: 'organization', header: 'Organization' },
  { key: 'members', header: 'Members', sortable: true, align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Label tone={row.status === 'Active' ? 'success' : 'default'}>{row.status}</Label>
    ),
  },
];

const getRowId = (row: Department) => row.id;

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<Department>,
  tags: ['autodocs'],
  args: { caption: 'Departments', columns, rows: departments, getRowId },
} satisfies Meta<typeof DataTable<Department>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows and columns with a visible caption that names the table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Departments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('cell', { name: 'Customer Care' })).toBeVisible();
  },
};

function sortRows(rows: Department[], sort: DataTableSort | null | undefined) {
  if (!sort) return rows;
  const key = sort.key as keyof Department;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -factor : a[key] > b[key] ? factor : 0));
}

function SortableTable(args: DataTableProps<Department>) {
  const [sort, setSort] = useState<DataTableSort | null | undefined>(args.sort);
  return (
    <DataTable
      {...args}
      sort={sort}
      rows={sortRows(args.rows, sort)}
      onSortChange={(next) => {
        args.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

const firstColumnTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

/** Sortable headers are buttons; the sorted column says so with aria-sort. The caller sorts. */
export const Sorting: Story = {
  args: { sort: { key: 'name', direction: 'asc' }, onSortChange: fn() },
  render: (args) => <SortableTable {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table');
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(name).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    const id = canvas.getByRole('columnheader', { name: /ID/ });
    within(id).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(id).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).not.toHaveAttribute('aria-sort');
    await expect(firstColumnTexts(table)).toEqual(['7', '12', '18', '31']);
    // Columns that are not sortable have no button.
    const organization = canvas.getByRole('columnheader', { name: 'Organization' });
    await expect(within(organization).queryByRole('button')).toBeNull();
  },
};

function SelectableTable(args: DataTableProps<Department>) {
  const [selected, setSelected] = useState<RowId[]>(args.selectedIds ? [...args.selectedIds] : []);
  return (
    <DataTable
      {...args}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        args.onSelectionChange?.(ids);
        setSelected(ids);
      }}
    />
  );
}

/** Checkboxes select rows for bulk actions; select-all turns indeterminate for a partial choice. */
export const Selection: Story = {
  args: {
    onSelectionChange: fn(),
    bulkActions: (
      <Button size="sm" variant="danger">
        Delete selected
      </Button>
    ),
  },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const selectAll = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
    await expect(canvas.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 7' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([7]);
    await expect(selectAll.indeterminate).toBe(true);
    const bar = canvasElement.querySelector<HTMLElement>('[data-part="bulk-bar"]');
    await expect(bar).toHaveTextContent('1 selected');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(selectAll.indeterminate).toBe(false);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 selected');
    await expect(canvas.getByRole('button', { name: 'Delete selected' })).toBeVisible();
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  },
};

/** Some rows selected already: the bar shows the count and select-all is indeterminate. */
export const PartlySelected: Story = {
  args: {
    selectedIds: [12, 31],
    onSelectionChange: fn(),
    bulkActions: <Button size="sm">Export</Button>,
  },
};

/** View, edit and delete per row; which rows may be edited or deleted is the caller's rule. */
export const RowActions: Story = {
  args: {
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
    canEdit: (row) => row.status === 'Active',
    canDelete: (row) => row.members < 20,
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View 12' }));
    await expect(args.onView).toHaveBeenCalledWith(departments[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 7' }));
    await expect(args.onEdit).toHaveBeenCalledWith(departments[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 31' }));
    await expect(args.onDelete).toHaveBeenCalledWith(departments[2]);
    await expect(canvas.queryByRole('button', { name: 'Edit 31' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete 7' })).toBeNull();
  },
};

/** Action labels can name the row instead of its id. */
export const RowLabels: Story = {
  args: { onView: fn(), getRowLabel: (row) => row.name },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View Accounting' })).toBeVisible();
  },
};

/** No rows: the spec's 'No data found!'. */
export const Empty: Story = {
  args: { rows: [], onSelectionChange: fn(), onEdit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No data found!' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

/** An own empty text, e.g. for a filtered list. */
export const CustomEmptyText: Story = {
  args: { rows: [], emptyText: 'No departments match your filters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No departments match your filters.')).toBeVisible();
  },
};

/** While the page loads: shimmering placeholder rows, the table marked busy. */
export const Loading: Story = {
  args: { loading: true, onEdit: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Departments' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('Customer Care')).toBeNull();
  },
};

/** The caption kept for screen readers only, under a page's own heading. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Departments' })).toBeInTheDocument();
  },
};

/** On a narrow screen the table scrolls sideways; the scroller becomes a focusable, named region. */
export const NarrowScreen: Story = {
  args: { onView: fn(), onEdit: fn(), onDelete: fn(), onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '340px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Departments' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

interface Contact extends Department {
  head: string;
  email: string;
  mobile: string;
  budget: string;
  updated: string;
}

/** Departments with every contact detail: more columns than a laptop's table has room for. */
const contacts: Contact[] = departments.map((department, index) => ({
  ...department,
  head: ['Nurul Aisyah binti Hassan', 'Tan Wei Ming', 'Raj Kumar a/l Ganesan', 'Lim Mei Ling'][
    index
  ] as string,
  email: `${department.name.toLowerCase().replace(' ', '.')}@telco-malaysia.com.my`,
  mobile: `6012${String(3456789 + index * 1111)}`,
  budget: `MYR ${String(120 + index * 35)},000.00`,
  updated: `${String(10 + index)} May 2025, 09:3${String(index)}`,
}));

const contactColumns: DataTableColumn<Contact>[] = [
  ...columns.filter((column) => column.key !== 'status'),
  { key: 'head', header: 'Head of department' },
  { key: 'email', header: 'E-mail' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'budget', header: 'Annual budget', align: 'end' },
  { key: 'updated', header: 'Updated at' },
  ...columns.filter((column) => column.key === 'status'),
];

/**
 * On a 1366 px laptop beside the console's sidebar, a table with more columns than fit: its
 * values wrap (an unbreakable one too, as a last resort), so every data column stays in view
 * beside the row actions, none under them.
 */
export const BesideSidebarOnLaptop: StoryObj<typeof DataTable<Contact>> = {
  globals: { viewport: { value: 'wide' } },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AdminLayout
      brand="Telco Console"
      menu={sampleMenu}
      user={{ name: 'Nadia Rahman', onSettings: fn(), onLogout: fn() }}
      now={new Date('2025-06-15T12:00:00Z')}
    >
      <DataTable
        caption="Departments"
        columns={contactColumns}
        rows={contacts}
        getRowId={(row) => row.id}
        onView={fn()}
        onEdit={fn()}
        onDelete={fn()}
      />
    </AdminLayout>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    // A header reaching past the actions column's edge is (partly) drawn under it.
    const covered = () => {
      const edge = headers.at(-1)?.getBoundingClientRect().left ?? 0;
      return headers
        .slice(0, -1)
        .filter((header) => header.getBoundingClientRect().right > edge + 0.5)
        .map((header) => header.textContent);
    };
    await waitFor(() => expect(covered()).toEqual([]));
    // Nothing to scroll to: the whole table is on the screen.
    await expect(canvas.queryByRole('region', { name: 'Departments' })).toBeNull();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
