import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { TextInput } from '../TextInput';
import { YesNoToggle, type YesNo } from '../YesNoToggle';
import { FormField, type FormFieldControlProps } from './FormField';

const Page = styled.div`
  max-width: 24rem;
`;

/** A stateful control; like any FormField child, it passes the field's props to its input. */
function DisplayName(props: FormFieldControlProps) {
  const [value, setValue] = useState('');
  return <TextInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Display Name', name: 'display_name', children: <DisplayName /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label tied to its control. */
export const Basic: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Display Name'));
    await expect(canvas.getByRole('textbox', { name: 'Display Name' })).toHaveFocus();
  },
};

/** A hint under the label, read as the control's description. */
export const WithHint: Story = {
  args: { hint: 'Shown in the top bar and on notifications.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Shown in the top bar and on notifications.',
    );
  },
};

/** Required: a star for the eye, the control marked required for screen readers. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByTitle('required')).toHaveTextContent('*');
  },
};

/** An error under the control: aria-invalid and the message as its description. */
export const WithError: Story = {
  args: { required: true, error: 'The display name field is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The display name field is required.');
  },
};

/** Several messages for one field, as a 422 answer can give. */
export const SeveralErrors: Story = {
  args: {
    hint: 'Letters and spaces.',
    error: [
      'The display name may not be greater than 50 characters.',
      'The display name format is invalid.',
    ],
  },
};

/** A group control (yes/no) named by the field's label through aria-labelledby. */
export const GroupControl: Story = {
  args: { label: 'Add Graph', name: 'add_graph', required: true },
  render: function Render(args) {
    const [value, setValue] = useState<YesNo>('no');
    return (
      <FormField {...args}>
        <YesNoToggle value={value} onChange={setValue} />
      </FormField>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Add Graph' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};
