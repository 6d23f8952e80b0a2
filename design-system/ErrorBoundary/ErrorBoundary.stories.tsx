import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ErrorInfo } from 'react';
import { expect, fn } from 'storybook/test';
import { AdminLayout } from '../AdminLayout';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { sampleMenu, storyIcon } from '../Sidebar/stories';
import { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';

/** A screen that throws while it draws, as a list given rows of another resource did. */
function BrokenScreen(): never {
  throw brokenScreenError;
}

const brokenScreenError = new TypeError("Cannot read properties of undefined (reading 'length')");

/** A screen that fails until `fix` is called, so a retry after the failure finds it working. */
function flakyScreen() {
  let broken = true;
  function FlakyScreen() {
    if (broken) throw new TypeError("Cannot read properties of undefined (reading 'join')");
    return <PageHeader title="Permissions" />;
  }
  return {
    FlakyScreen,
    fix: () => {
      broken = false;
    },
  };
}

/** Two pages behind one boundary, as the console's routes are: Users fails, Roles works. */
function TwoPages({ onError }: Pick<ErrorBoundaryProps, 'onError'>) {
  const [page, setPage] = useState('/admin/auth/users');
  return (
    <>
      <Button variant="link" onClick={() => setPage('/admin/auth/roles')}>
        Roles
      </Button>
      <ErrorBoundary resetKey={page} onError={onError}>
        {page === '/admin/auth/users' ? <BrokenScreen /> : <PageHeader title="Roles" />}
      </ErrorBoundary>
    </>
  );
}

/** What the boundary hands on of a failure (the story's `onError`). */
const handedOn = fn<(error: unknown, info: ErrorInfo) => void>();

const meta: Meta<ErrorBoundaryProps> = {
  title: 'Feedback/ErrorBoundary',
  component: ErrorBoundary,
  tags: ['autodocs'],
  args: { onError: handedOn, children: <BrokenScreen /> },
};

export default meta;
type Story = StoryObj<ErrorBoundaryProps>;

/** A screen failed: the failure is announced with a retry, and the error is handed on. */
export const Failed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(args.onError).toHaveBeenCalled();
    const [error, info] = handedOn.mock.lastCall ?? [];
    await expect(error).toBe(brokenScreenError);
    await expect(info?.componentStack).toContain('BrokenScreen');
  },
};

/** In the console: the sidebar and the top bar stay, only the page shows the failure. */
export const InTheConsole: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <AdminLayout
      brand="Telco Console"
      menu={sampleMenu}
      renderIcon={storyIcon}
      activePath="/admin/auth/permissions"
      onNavigate={fn()}
      now={new Date('2025-06-15T12:00:00Z')}
      user={{ name: 'Nadia Rahman', onSettings: fn(), onLogout: fn() }}
    >
      <ErrorBoundary onError={args.onError}>
        <BrokenScreen />
      </ErrorBoundary>
    </AdminLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Something went wrong');
  },
};

/** Try again draws the screen anew: one that works this time replaces the failure. */
export const RetryRecovers: Story = {
  tags: ['no-visual'],
  render: (args) => {
    const { FlakyScreen, fix } = flakyScreen();
    return (
      <ErrorBoundary
        onError={(error, info) => {
          fix();
          args.onError?.(error, info);
        }}
      >
        <FlakyScreen />
      </ErrorBoundary>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByRole('heading', { name: 'Permissions' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Going on to another page leaves a failure behind without a retry. */
export const NextPageRecovers: Story = {
  tags: ['no-visual'],
  render: (args) => <TwoPages onError={args.onError} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Roles' }));
    await expect(canvas.getByRole('heading', { name: 'Roles' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
