import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';

const onSave = fn();

const ReportForm = () => (
  <form
    style={{ display: 'grid', gap: '0.75rem', padding: '1rem', maxWidth: '28rem' }}
    onSubmit={(event) => event.preventDefault()}
  >
    <label style={{ display: 'grid', gap: '0.25rem' }}>
      Report name
      <input defaultValue="Monthly revenue" />
    </label>
    <Button type="submit" onClick={onSave}>
      Submit
    </Button>
  </form>
);

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { loading: true, label: 'Saving…', children: <ReportForm /> },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While saving: the form is covered, busy and unreachable; the label is announced. */
export const Saving: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const container = canvasElement.querySelector('[data-component="LoadingOverlay"]');
    await expect(container).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { hidden: true })).not.toHaveFocus();
  },
};

/** Idle: the content alone, fully usable. */
export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(onSave).toHaveBeenCalled();
  },
};

/** The default label. */
export const DefaultLabel: Story = { args: { label: undefined } };
