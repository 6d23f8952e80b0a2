import { scenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OperatorChoice } from './OperatorChoice';

const meta = {
  title: 'Portal/OperatorChoice',
  component: OperatorChoice,
  tags: ['autodocs', 'mobile'],
  args: { onSelect: fn() },
  parameters: { layout: 'fullscreen', theme: 'portal' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof OperatorChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both operators are offered; picking one reports it. */
export const Loaded: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'U Mobile' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

/** While the operators load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { operators: [scenario('getOperators', 'loading')] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading operators' })).toBeVisible();
  },
};

/** No operator is configured. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        operators: [scenario('getOperators', 'empty')],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No operator is available right now.')).toBeVisible();
  },
};

/** The network is down: the screen says so and offers a retry. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { operators: [scenario('getOperators', 'networkError')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Operators could not be loaded.',
    );
  },
};
