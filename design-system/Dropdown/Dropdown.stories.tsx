import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, within } from 'storybook/test';
import { Dropdown } from './Dropdown';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Navigation/Dropdown',
  component: Dropdown,
  tags: ['autodocs'],
  args: {
    label: 'Actions',
    items: [
      { id: 'edit', label: 'Edit', onSelect: onEdit },
      { id: 'view', label: 'View', href: '/admin/auth/users/view/7' },
      { id: 'archive', label: 'Archive', disabled: true },
      { id: 'delete', label: 'Delete', danger: true, onSelect: onDelete },
    ],
    onNavigate: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that announces its menu. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Open: clicking the trigger shows the menu with focus on the first item; choosing runs it. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    onEdit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = canvas.getByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
  },
};

/** Keyboard: ArrowDown opens, arrows wrap, Home/End jump, Escape closes back to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/** A link item calls `onNavigate` with its href; a click outside closes the menu. */
export const LinksAndClickOutside: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const view = canvas.getByRole('menuitem', { name: 'View' });
    await expect(view).toHaveAttribute('href', '/admin/auth/users/view/7');
    await userEvent.click(view);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/auth/users/view/7');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await user.click(document.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** A disabled item is announced but does nothing. */
export const DisabledItem: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const archive = canvas.getByRole('menuitem', { name: 'Archive' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archive);
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

/** Lined up with the trigger's end edge, for triggers at the right of a toolbar. */
export const AlignEnd: Story = {
  args: { align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};
