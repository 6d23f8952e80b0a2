import { Form } from '@ds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
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

/** The width the resource form gives its fields (as on the custom permission detail form). */
const FormWidth = styled.div`
  max-width: 40rem;
`;

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
  parameters: { initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

const nameOf = (part: Element) =>
  part.textContent || part.getAttribute('aria-label') || `input ${part.getAttribute('name') ?? ''}`;

/**
 * What a person sees of each rule: every label, hint, control and the remove button in its own
 * space, none past the rule's edge.
 */
async function expectRulesLaidOut(canvasElement: HTMLElement) {
  for (const rule of canvasElement.querySelectorAll('li')) {
    const edge = rule.getBoundingClientRect();
    const parts = [
      ...rule.querySelectorAll('label, p, input, [data-component="IconButton"]'),
    ].filter((part) => part.getBoundingClientRect().width > 0);
    for (const [index, part] of parts.entries()) {
      const box = part.getBoundingClientRect();
      const name = nameOf(part);
      await expect(box.right <= edge.right && box.left >= edge.left, `${name} inside`).toBe(true);
      for (const other of parts.slice(index + 1)) {
        if (part.contains(other) || other.contains(part)) continue;
        const pair = `${name} / ${nameOf(other)}`;
        await expect(overlaps(box, other.getBoundingClientRect()), pair).toBe(false);
      }
    }
  }
}

/** Two rules: the first joins nothing (NA), the second joins with AND; `in` takes a list. */
export const Rules: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByDisplayValue('NA')).toHaveAttribute('readonly');
    await expect(canvas.getByText('A comma-separated list')).toBeVisible();
    await expectRulesLaidOut(canvasElement);
  },
};

/** In the custom permission detail form on a 1366 px laptop: each field in its own space. */
export const InFormAt1366: Story = {
  globals: { viewport: { value: 'wide' } },
  decorators: [
    (Story) => (
      <FormWidth>
        <Story />
      </FormWidth>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('A comma-separated list')).toBeVisible();
    await expectRulesLaidOut(canvasElement);
  },
};

/** Across a full-HD screen: the rules still read as one line each, nothing overlapping. */
export const FullWidthAt1920: Story = {
  tags: ['no-visual'],
  globals: { viewport: { value: 'fullHd' } },
  play: async ({ canvasElement }) => {
    await expectRulesLaidOut(canvasElement);
  },
};

/** A 1366 px screen's full width: one line a rule, nothing overlapping. */
export const FullWidthAt1366: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    await expectRulesLaidOut(canvasElement);
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
