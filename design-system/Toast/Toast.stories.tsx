import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

/** Shows the given toasts once on mount, and one more per click on its button. */
function Demo({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.forEach((toast) => show(toast));
  }, [show, toasts]);
  return (
    <Button onClick={() => show({ tone: 'success', message: 'Report saved successfully.' })}>
      Show toast
    </Button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  // Each story in its own frame on the docs page: toasts are fixed to the viewport.
  parameters: { docs: { story: { inline: false, iframeHeight: 260 } }, toastProvider: false },
  // Pinned toasts stay until closed, so screenshots do not depend on timing.
  args: {
    duration: 0,
    children: <Demo toasts={[{ tone: 'success', message: 'Report saved successfully.' }]} />,
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success message, announced politely; Close removes it. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Report saved successfully.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('status')).toBeVisible();
  },
};

/** An error (e.g. a failed save), announced assertively with role="alert". */
export const ErrorTone: Story = {
  args: {
    children: (
      <Demo
        toasts={[{ tone: 'error', title: 'Failed!', message: 'The given data was invalid.' }]}
      />
    ),
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed!');
    await expect(alert).toHaveTextContent('The given data was invalid.');
  },
};

/** An informational message. */
export const Info: Story = {
  args: {
    children: <Demo toasts={[{ tone: 'info', message: 'A new invoice is being generated.' }]} />,
  },
};

/** A warning, e.g. the portal's number check. */
export const Warning: Story = {
  args: {
    children: <Demo toasts={[{ tone: 'warning', message: 'Please Give Vaild Digi Number !' }]} />,
  },
};

/** Several at once: newest on top. */
export const Stacked: Story = {
  args: {
    children: (
      <Demo
        toasts={[
          { tone: 'info', message: 'Export started.' },
          { tone: 'warning', title: 'Heads up', message: 'Two rows were skipped.' },
          { tone: 'error', message: 'Failed to delete.' },
          { tone: 'success', title: 'Saved', message: 'Report saved successfully.' },
        ]}
      />
    ),
  },
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Messages' });
    await waitFor(() =>
      expect(region.querySelectorAll('[data-component="Toast"]')).toHaveLength(4),
    );
    await expect(region.querySelector('[data-component="Toast"]')).toHaveTextContent('Saved');
  },
};

/** Closes itself after `duration` (5000 ms by default; shortened here so the test is quick). */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async () => {
    await expect(await screen.findByRole('status')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};

/** Hovering or focusing a toast pauses its timer, so it can be read; leaving resumes it. */
export const PausesOnHover: Story = {
  args: { duration: 300 },
  play: async ({ userEvent }) => {
    const toast = await screen.findByRole('status');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(screen.getByRole('status')).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};

/** On a phone the stack sits at the bottom of the screen. */
export const Mobile: Story = {
  tags: ['mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    children: (
      <Demo
        toasts={[
          { tone: 'success', message: 'Favourite number added.' },
          { tone: 'error', message: 'Please Give Vaild U Mobile Number !' },
        ]}
      />
    ),
  },
};
