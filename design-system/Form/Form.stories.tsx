import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { PasswordInput } from '../PasswordInput';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { Textarea } from '../Textarea';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { FormField } from './FormField';
import { fieldErrorsFrom, requiredErrors, type FieldErrors } from './model';

const Page = styled.div`
  max-width: 34rem;
`;

const connections = [
  { value: 'default', label: 'default' },
  { value: 1, label: 'Billing (MySQL)' },
  { value: 2, label: 'CRM (PostgreSQL)' },
];

const queryTypes = [
  { value: 'query_builder', label: 'Query Builder' },
  { value: 'raw_query', label: 'Raw Query' },
  { value: 'dynamic_query', label: 'Dynamic Query', disabled: true },
];

/** A Laravel 422 answer to saving the report form. */
const saveReport422 = {
  message: 'The given data was invalid.',
  errors: {
    report_name: ['The report name has already been taken.'],
    raw_query: ['The raw query may only contain SELECT statements.'],
  },
};

interface ReportFormProps {
  initialErrors?: FieldErrors;
  submitting?: boolean;
  /** How the stand-in server answers a valid submit. */
  answer?: 'ok' | '422';
  onSubmit: (values: Record<string, unknown>) => void;
  onReset: () => void;
  onList: () => void;
}

/** The report builder's query form (raw query), as a feature would compose it. */
function ReportForm({
  initialErrors = {},
  submitting = false,
  answer = 'ok',
  ...on
}: ReportFormProps) {
  const [reportName, setReportName] = useState('');
  const [connection, setConnection] = useState<string | number | null>(null);
  const [queryType, setQueryType] = useState('raw_query');
  const [rawQuery, setRawQuery] = useState('');
  const [errors, setErrors] = useState(initialErrors);
  const [saving, setSaving] = useState(submitting);
  const values = {
    report_name: reportName,
    db_connection_name: connection,
    query_type: queryType,
    raw_query: rawQuery,
  };
  return (
    <Page>
      <Form
        aria-label="Query Builder"
        errors={errors}
        busy={saving}
        onSubmit={() => {
          const missing = requiredErrors(values, ['report_name', 'db_connection_name']);
          if (missing.report_name) missing.report_name = ['The report name field is required.'];
          if (missing.db_connection_name) {
            missing.db_connection_name = ['The database connection field is required.'];
          }
          setErrors(missing);
          if (Object.keys(missing).length > 0) return;
          on.onSubmit(values);
          setSaving(true);
          if (answer === '422') {
            // The stand-in server answers after 100 ms.
            setTimeout(() => {
              setSaving(false);
              setErrors(fieldErrorsFrom(saveReport422));
            }, 100);
          }
        }}
      >
        <FormField label="Report Name" name="report_name" required>
          <TextInput value={reportName} onChange={setReportName} />
        </FormField>
        <FormField label="Database Connection" name="db_connection_name" required>
          <Select options={connections} value={connection} onChange={setConnection} />
        </FormField>
        <RadioGroup
          label="Query Type"
          name="query_type"
          orientation="horizontal"
          options={queryTypes}
          value={queryType}
          onChange={setQueryType}
        />
        <FormField label="Write Query" name="raw_query" hint="SELECT statements only.">
          <Textarea rows={5} monospace value={rawQuery} onChange={setRawQuery} />
        </FormField>
        <FormActions
          submitting={saving}
          onReset={() => {
            setReportName('');
            setConnection(null);
            setQueryType('raw_query');
            setRawQuery('');
            setErrors({});
            on.onReset();
          }}
          onList={on.onList}
        />
      </Form>
    </Page>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  argTypes: { onSubmit: { table: { disable: true } } },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = { onReset: fn(), onList: fn() };

/** An empty report form: required markers, a hint, Submit, Reset and List. */
export const Empty: Story = {
  render: (args) => <ReportForm onSubmit={args.onSubmit} {...actions} />,
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Report Name' });
    await expect(name).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Write Query' })).toHaveAccessibleDescription(
      'SELECT statements only.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(actions.onList).toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Required fields left empty: the validator's messages on the fields and in the summary. */
export const RequiredErrors: Story = {
  render: (args) => (
    <ReportForm
      onSubmit={args.onSubmit}
      {...actions}
      initialErrors={{
        report_name: ['The report name field is required.'],
        db_connection_name: ['The database connection field is required.'],
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('The report name field is required.');
    await expect(summary).toHaveTextContent('The database connection field is required.');
    const connection = canvas.getByRole('combobox', { name: 'Database Connection' });
    await expect(connection).toHaveAttribute('aria-invalid', 'true');
    await expect(connection).toHaveAccessibleDescription(
      'The database connection field is required.',
    );
    // A summary link takes the focus to its field.
    await userEvent.click(
      canvas.getByRole('link', { name: 'The database connection field is required.' }),
    );
    await expect(connection).toHaveFocus();
  },
};

/** A valid submit answered with a 422: the server's messages land on their fields. */
export const ServerErrors: Story = {
  render: (args) => <ReportForm onSubmit={args.onSubmit} {...actions} answer="422" />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Report Name' }), 'Daily sales');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Database Connection' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Billing (MySQL)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write Query' }), 'DELETE FROM x');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('The report name has already been taken.');
    const name = canvas.getByRole('textbox', { name: 'Report Name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('The report name has already been taken.');
    await expect(canvas.getByRole('textbox', { name: 'Write Query' })).toHaveAccessibleDescription(
      'SELECT statements only. The raw query may only contain SELECT statements.',
    );
  },
};

/** While saving: Submit shows a spinner and ignores clicks, Reset is disabled. */
export const Submitting: Story = {
  render: (args) => <ReportForm onSubmit={args.onSubmit} {...actions} submitting />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Query Builder' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A sign-in form: an empty submit shows the required messages, a filled one submits. */
export const SignIn: Story = {
  render: function Render(args) {
    const [username, setUsername] = useState('');
    const [password, setPassword] = useState('');
    const [errors, setErrors] = useState<FieldErrors>({});
    const [submitting, setSubmitting] = useState(false);
    return (
      <Page>
        <Form
          aria-label="Sign in"
          errors={errors}
          busy={submitting}
          onSubmit={(event) => {
            const missing = requiredErrors({ username, password }, ['username', 'password']);
            setErrors(missing);
            if (Object.keys(missing).length > 0) return;
            setSubmitting(true);
            args.onSubmit(event);
          }}
        >
          <FormField label="Username" name="username" required>
            <TextInput value={username} onChange={setUsername} autoComplete="username" />
          </FormField>
          <FormField label="Password" name="password" required>
            <PasswordInput value={password} onChange={setPassword} />
          </FormField>
          <FormActions submitLabel="Sign in" submitting={submitting} />
        </Form>
      </Page>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('The username field is required.');
    await expect(summary).toHaveTextContent('The password field is required.');
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(username, 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(submit);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};
