import { Form } from '@ds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ConditionRuleEditor } from './ConditionRuleEditor';
import { newRule, type ConditionRule } from './model';

const seeded: ConditionRule[] = [
  {
    ...newRule(0),
    condition_field: 'organization_id',
    condition_value: '1',
    edit_custom_condition_field: 'created_by',
    edit_condition_table_field: 'organization_id',
  },
  { ...newRule(1), condition_field: 'status', condition_op: 'in', condition_value: 'draft,issued' },
];

/** The editor with its state, inside a form that shows nested field errors. */
function Harness({
  initial,
  errors,
  onChange,
}: {
  initial: ConditionRule[];
  errors?: Record<string, string[]>;
  onChange: (rules: ConditionRule[]) => void;
}) {
  const [rules, setRules] = useState(initial);
  return (
    <Form
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <ConditionRuleEditor
        value={rules}
        onChange={(next) => {
          setRules(next);
          onChange(next);
        }}
      />
    </Form>
  );
}

const meta = {
  title: 'Admin/Extensions/ConditionRuleEditor',
  component: Harness,
  tags: ['autodocs'],
  args: { initial: seeded, onChange: fn() },
  parameters: { theme: 'admin' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rules: the first joins nothing (NA), the second joins with AND; `in` takes a list. */
export const Rules: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByDisplayValue('NA')).toHaveAttribute('readonly');
    await expect(canvas.getByText('A comma-separated list')).toBeVisible();
  },
};

/** No rules yet: only Add rule. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(args.onChange).toHaveBeenCalledWith([newRule(0)]);
  },
};

/** Adding, typing, choosing OR and removing the first rule (the next one becomes NA). */
export const Editing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    const third = canvas.getByRole('listitem', { name: 'Rule 3' });
    await expect(third).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rule 1' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const first = within(canvas.getByRole('listitem', { name: 'Rule 1' }));
    await expect(first.getByDisplayValue('NA')).toHaveAttribute('readonly');
    await expect(first.getByDisplayValue('status')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The server (or the form) refused fields of a rule: messages under them. */
export const FieldErrors: Story = {
  args: {
    initial: [newRule(0)],
    errors: {
      'conditions.0.condition_field': ['The condition field is required.'],
      'conditions.0.condition_value': ['The condition value is required.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Field' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /^Value/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Each message shows under its field and in the form's summary.
    await expect(canvas.getAllByText('The condition field is required.')).toHaveLength(2);
  },
};
