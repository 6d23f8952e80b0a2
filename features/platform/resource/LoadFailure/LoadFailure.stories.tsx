import { ApiResponseError } from '@api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Admin/Resource/LoadFailure',
  component: LoadFailure,
  tags: ['autodocs'],
  args: { onRetry: fn(), what: 'the departments' },
  parameters: { initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The call answered 403. */
export const Forbidden: Story = {
  args: { error: new ApiResponseError({ message: 'This action is unauthorized.' }, 403) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Permission denied!')).toBeVisible();
  },
};

/** The record does not exist (404). */
export const NotFound: Story = {
  args: { error: new ApiResponseError({ message: 'Record not found.' }, 404) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Found')).toBeVisible();
  },
};

/** The server failed (500): its message and a retry. */
export const ServerError: Story = {
  args: { error: new ApiResponseError({ message: 'Server Error' }, 500) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('We could not load the departments.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The network failed. */
export const NetworkError: Story = {
  args: { error: new TypeError('Failed to fetch') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops..')).toBeVisible();
    await expect(canvas.getByText('There is some problem in your network!')).toBeVisible();
  },
};
