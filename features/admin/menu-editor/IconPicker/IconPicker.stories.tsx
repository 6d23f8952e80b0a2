import { Form, FormField } from '@ds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { IconPicker, type IconPickerProps } from './IconPicker';

/** The picker with its value kept, as a form keeps it. */
function Controlled(props: IconPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <IconPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Menu/IconPicker',
  component: IconPicker,
  tags: ['autodocs'],
  args: { value: 'fa-bars', onChange: fn() },
  parameters: { initialGlobals: { theme: 'admin' } },
  render: (args) => (
    <div style={{ maxWidth: '26rem' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof IconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the chosen icon and its class, with a button that opens the grid. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('fa-bars')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Choose icon' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleDescription('fa-bars');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Open: every icon of the design system, the chosen one checked, the search focused. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search icons' })).toHaveFocus();
    const grid = canvas.getByRole('radiogroup', { name: 'Icons' });
    await expect(within(grid).getByRole('radio', { name: 'fa-bars' })).toBeChecked();
    await expect(within(grid).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ icons$/);
  },
};

/** Search, then click an icon: it is chosen, stored as its fa-* class, and the grid closes. */
export const SearchAndPick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose icon' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'fa-user');
    const grid = canvas.getByRole('radiogroup', { name: 'Icons' });
    // The exact name comes first, then names starting with the text.
    const found = within(grid).getAllByRole('radio');
    await expect(found[0]).toHaveAccessibleName('fa-user');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${found.length} icons`);
    await userEvent.click(within(grid).getByRole('radio', { name: 'fa-users' }));
    await expect(args.onChange).toHaveBeenCalledWith('fa-users');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText('fa-users')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose icon' })).toHaveFocus();
  },
};

/** From the keyboard: Tab into the grid, arrows move the choice (a row at a time vertically), Escape closes. */
export const Keyboard: Story = {
  args: { value: 'fa-bell' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose icon' }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'fa-bell' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'fa-bell-o' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('fa-bell-o');
    await expect(canvas.getByRole('radio', { name: 'fa-bell-o' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('radio', { checked: true })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose icon' })).toHaveFocus();
  },
};

/** A search that matches nothing says so. */
export const NoMatches: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No icons match “zzz”.');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** A stored class the icon set does not know: shown as stored, with the neutral square. */
export const UnknownIcon: Story = {
  args: { value: 'fa-space-shuttle', defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('fa-space-shuttle')).toBeVisible();
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    // With nothing checked the first icon takes the Tab stop.
    await expect(canvas.getAllByRole('radio')[0]).toHaveAttribute('tabindex', '0');
  },
};

/** In a form field with an error: labelled by the field, the error tied to the button. */
export const InvalidInForm: Story = {
  args: { value: '' },
  render: (args) => (
    <div style={{ maxWidth: '26rem' }}>
      <Form errors={{ icon: ['The icon field is required.'] }} onSubmit={() => undefined}>
        <FormField label="Icon" name="icon" required>
          <Controlled {...args} />
        </FormField>
      </Form>
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Icon Choose icon' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription(/The icon field is required\./);
    await expect(canvas.getByText('No icon chosen')).toBeVisible();
  },
};
