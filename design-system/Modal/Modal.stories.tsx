import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Dropdown } from '../Dropdown';
import { FormField } from '../Form';
import { Select } from '../Select';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  tags: ['autodocs'],
  // Each story in its own frame on the docs page, so the portalled dialogs do not stack up.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    open: true,
    title: 'Edit department',
    onClose: fn(),
    size: 'md',
    dismissible: true,
    children: 'Department details go here.',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with a footer: labelled by its title, focus moves inside, Escape and the backdrop close it. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit department' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    const backdrop = dialog.parentElement;
    if (backdrop) await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    // A click inside the panel is not a backdrop click.
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never reach the page behind it. */
export const FocusTrap: Story = {
  play: async ({ userEvent }) => {
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
  },
};

/** The narrow size for short questions. */
export const Small: Story = {
  args: { size: 'sm', title: 'Rename report', children: 'A short form or question.' },
};

/** The wide size; long content scrolls inside the dialog while header and footer stay. */
export const LargeWithLongContent: Story = {
  args: {
    size: 'lg',
    title: 'Terms of service',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>
        Clause {index + 1}: the subscriber agrees to the tariff and billing terms of the plan.
      </p>
    )),
  },
};

/** Without a footer: only the content and the close button. */
export const WithoutFooter: Story = {
  args: { footer: undefined, title: 'Notification', children: 'Your invoice is ready.' },
};

/** Not dismissible: no close button, Escape and backdrop clicks are ignored; the user must choose. */
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Select Your Operator',
    children: 'Choose the operator of your mobile number to continue.',
    footer: <Button>Continue</Button>,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Select Your Operator' });
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const backdrop = dialog.parentElement;
    if (backdrop) await userEvent.click(backdrop);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

function ModalWithOpener(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Opened from a button: closing gives focus back to the opener and unlocks page scrolling. */
export const ReturnsFocus: Story = {
  args: { open: false },
  render: (args) => <ModalWithOpener {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Edit department' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
  },
};

/** A dialog holding a select, a menu and a dialog of its own, opened from a button. */
function DialogWithLists(args: ModalProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [type, setType] = useState<string | number | null>('Pie');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Modal
        {...args}
        open={open}
        title="Graph settings"
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        footer={<Button onClick={() => setConfirming(true)}>Save</Button>}
      >
        <FormField name="graph_type" label="Graph type">
          <Select
            value={type}
            options={['Pie', 'Line', 'Bar'].map((value) => ({ value, label: value }))}
            onChange={setType}
          />
        </FormField>
        <Dropdown label="More" items={[{ id: 'copy', label: 'Copy settings' }]} />
      </Modal>
      <Modal
        open={confirming}
        size="sm"
        title="Save the settings?"
        onClose={() => setConfirming(false)}
      >
        The dashboard will draw the new graph.
      </Modal>
    </>
  );
}

/**
 * Escape closes only the innermost open thing: an open list, then an open menu, then a dialog
 * opened from the dialog; the dialog stays open with what was chosen in it.
 */
export const EscapeClosesInnermost: Story = {
  args: { open: false },
  render: (args) => <DialogWithLists {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graph settings' });
    const select = screen.getByRole('combobox', { name: 'Graph type' });
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Line' }));
    await userEvent.click(select);
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(select).toHaveValue('Line');

    const menu = screen.getByRole('button', { name: 'More' });
    await userEvent.click(menu);
    await expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(menu).toHaveFocus();
    await expect(dialog).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Save the settings?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save the settings?' })).toBeNull(),
    );
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** With nothing open inside it any more, Escape closes the dialog itself. */
export const EscapeThenClosesTheDialog: Story = {
  ...EscapeClosesInnermost,
  tags: ['no-visual'],
  play: async (context) => {
    await EscapeClosesInnermost.play?.(context);
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};
