import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'general', label: 'General', content: 'Report name and database connection.' },
  { id: 'columns', label: 'Columns', content: 'Selected columns and aggregates.' },
  { id: 'graph', label: 'Graph', content: 'Graph settings.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, label: 'Report sections', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: the first tab starts selected; clicking selects another. */
export const Uncontrolled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Report sections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'General' })).toHaveTextContent(
      'Report name',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Graph' }));
    await expect(args.onChange).toHaveBeenCalledWith('graph');
    await expect(canvas.getByRole('tabpanel', { name: 'Graph' })).toHaveTextContent(
      'Graph settings.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
  },
};

/** Arrow keys wrap around, Home and End jump; disabled tabs are skipped. */
export const Keyboard: Story = {
  args: {
    items: [...items, { id: 'filters', label: 'Grid filters', content: 'Filters', disabled: true }],
  },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('tab', { name: 'General' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Columns' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Columns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Graph' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Graph' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Starts on another tab through `defaultValue`. */
export const DefaultValue: Story = { args: { defaultValue: 'columns' } };

/** Controlled: the parent owns the selection. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('graph');
    return (
      <>
        <Tabs
          {...args}
          value={value}
          onChange={(id) => {
            setValue(id);
            args.onChange?.(id);
          }}
        />
        <p>Selected: {value}</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Selected: graph')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Columns' }));
    await expect(canvas.getByText('Selected: columns')).toBeVisible();
  },
};

/** Spread over the full width. */
export const FullWidth: Story = { args: { fullWidth: true } };
