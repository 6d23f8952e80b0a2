import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { filterOptions, type SelectOption } from './model';
import { Select } from './Select';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  max-width: 22rem;
  min-height: 22rem;
  align-content: start;
  font-size: var(--tck-font-size-sm);
`;

const connections: SelectOption[] = [
  { value: 'default', label: 'default' },
  { value: 1, label: 'Billing (MySQL)' },
  { value: 2, label: 'CRM (PostgreSQL)' },
  { value: 3, label: 'Data warehouse', disabled: true },
  { value: 4, label: 'Mediation' },
  { value: 5, label: 'Provisioning' },
];

const columns: SelectOption[] = Array.from({ length: 300 }, (_, index) => {
  const name = `reports.column_${String(index + 1).padStart(3, '0')}`;
  return { value: name, label: name };
});

const countries = ['Bangladesh', 'Malaysia', 'Singapore', 'Indonesia', 'Thailand', 'Malta'].map(
  (label, index): SelectOption => ({ value: index + 1, label }),
);

/** A stand-in for a server search: answers after 200 ms. */
const searchCountries = (query: string) =>
  new Promise<SelectOption[]>((resolve) => {
    setTimeout(() => resolve(filterOptions(countries, query)), 200);
  });

const meta = {
  title: 'Inputs/Select',
  component: Select,
  tags: ['autodocs'],
  args: { id: 'connection', value: null, options: connections, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>Database Connection</label>
        <Select
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Field>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected yet; a click opens the list and a click on an option picks it. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Database Connection' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Mediation' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(combobox).toHaveValue('Mediation');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A selected option shows in the field and is marked selected in the list. */
export const Selected: Story = { args: { value: 2 } };

/** The keyboard: arrows skip disabled options, Home/End, Enter picks, Escape closes, letters jump. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const active = () =>
      document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent('default');
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent('Provisioning');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // 'Data warehouse' is disabled, so the second ArrowUp skips it.
    await expect(active()).toHaveTextContent('CRM (PostgreSQL)');
    await userEvent.keyboard('{Home}');
    await expect(active()).toHaveTextContent('default');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('m');
    await expect(active()).toHaveTextContent('Mediation');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(combobox).toHaveValue('Mediation');
  },
};

/** Type to filter; 'No options' when nothing matches. */
export const Searchable: Story = {
  args: { searchable: true },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox');
    await userEvent.type(combobox, 'sql');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(combobox).toHaveValue('CRM (PostgreSQL)');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'oracle');
    await expect(canvas.getByRole('status')).toHaveTextContent('No options');
  },
};

/** A clear button empties the selection. */
export const Clearable: Story = {
  args: { value: 1, clearable: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('combobox')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  },
};

/** Options from a server search, debounced: 'Loading…' while it runs, then the matches. */
export const AsyncOptions: Story = {
  args: { id: 'country', options: [], loadOptions: searchCountries, debounceMs: 150 },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox');
    await userEvent.type(combobox, 'mal');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(await canvas.findByRole('option', { name: 'Malaysia' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(6);
    await expect(combobox).toHaveValue('Malta');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'xyz');
    await expect(await canvas.findByText('No options')).toBeVisible();
  },
};

/** The report builder's column picker: 300 options, filtered by typing and picked by keyboard. */
export const ThreeHundredOptions: Story = {
  args: { id: 'column', options: columns, searchable: true, placeholder: 'Select a column' },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox');
    await userEvent.click(combobox);
    await expect(canvas.getAllByRole('option')).toHaveLength(300);
    await userEvent.type(combobox, 'column_25');
    await expect(canvas.getAllByRole('option')).toHaveLength(10);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('reports.column_252');
  },
};

/** A wrong or missing selection: red frame and aria-invalid. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Not available now: it does not open. */
export const Disabled: Story = {
  args: { value: 1, disabled: true },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox');
    await expect(combobox).toBeDisabled();
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};
