import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Label } from '../Label';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    items: [
      { term: 'Name', description: 'Billing Operations' },
      { term: 'Organization', description: 'Telco Malaysia Sdn Bhd' },
      { term: 'Status', description: <Label tone="success">Active</Label> },
      { term: 'Mobile no', description: '+60 12 345 6789' },
      { term: 'Email', description: null },
      { term: 'Created at', description: '3 March 2026, 09:14' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A show page's fields in two columns; the empty email shows '—'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(6);
    const email = canvas.getByText('Email').nextElementSibling;
    await expect(email).toHaveTextContent('—');
  },
};

/** One column, e.g. inside a narrow card. */
export const SingleColumn: Story = { args: { columns: 1 } };

/** On a phone the pairs stack in one column. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Every value missing. */
export const AllEmpty: Story = {
  args: {
    items: [
      { term: 'Department', description: undefined },
      { term: 'Service', description: '' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('—')).toHaveLength(2);
  },
};
