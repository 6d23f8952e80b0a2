/**
 * Story helpers of the resource machinery (`@features/platform/resource/stories`): every state
 * of a resource's screens as stories. A separate entry, so apps never bundle the mock API they
 * use.
 */
import type { Schema } from '@api';
import { adminHttp, operationIdOf, scenario, validationScenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ResourceForm } from './ResourceForm/ResourceForm';
import { ResourceList } from './ResourceList/ResourceList';
import { ResourceShow } from './ResourceShow/ResourceShow';
import { inSentence } from './headings';
import { callOf, genericStates, genericStatesOf, type GenericStateName } from './genericStates';
import { formatMessage, requiredMessageFor, visibleFields } from './model';
import type { FormValues, ResourceDefinition, ResourceRecord } from './types';

/** What the stories of one resource need besides its definition. */
export interface ResourceStoryOptions {
  /** The id of a seeded record to edit and show. */
  id: string;
  /** Valid values of a new record (the server-error and save stories start from them). */
  sample?: FormValues;
}

/** The callbacks of the three screens, as story args so each story's spies start clean. */
interface ResourceStoryArgs<Row extends ResourceRecord> {
  resource: ResourceDefinition<Row>;
  onCreate: () => void;
  onShow: () => void;
  onEdit: () => void;
  onSaved: (id: string | number | undefined) => void;
  onCancel: () => void;
  onBack: () => void;
  onDeleted: () => void;
}

/**
 * The stories of a read-only resource, one per state of its list and show screens, so each
 * configured resource is reviewed and tested the same way against the mock API.
 */
export function readOnlyResourceStories<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
  { id }: Omit<ResourceStoryOptions, 'sample'>,
) {
  const meta = {
    args: {
      resource,
      onCreate: fn(),
      onShow: fn(),
      onEdit: fn(),
      onSaved: fn(),
      onCancel: fn(),
      onBack: fn(),
      onDeleted: fn(),
    },
    parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
    render: (args) => (
      <ResourceList
        resource={args.resource}
        onCreate={args.onCreate}
        onShow={args.onShow}
        onEdit={args.onEdit}
      />
    ),
  } satisfies Partial<Meta<ResourceStoryArgs<Row>>>;
  type Story = StoryObj<ResourceStoryArgs<Row>>;

  const list = {
    /** The first page of records, with filters and row actions. */
    List: {
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('heading', { level: 1, name: resource.title })).toBeVisible();
        await expect(document.title).toBe(`${resource.title} · Telco Console`);
        await waitFor(async () => {
          await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
        });
        await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
      },
    },
  } satisfies Record<string, Story>;

  const show = {
    /** One record with its details. */
    Show: {
      render: (args) => (
        <ResourceShow
          resource={args.resource}
          id={id}
          onBack={args.onBack}
          onEdit={args.onEdit}
          onDeleted={args.onDeleted}
        />
      ),
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('button', { name: 'List' })).toBeVisible();
        // The heading names the record as a person would: 'User: ahmad.faizal'.
        const heading = canvas.getByRole('heading', { level: 1 });
        await expect(heading).toHaveTextContent(`${resource.singular}: `);
        if (resource.rowLabel !== undefined) await expect(heading).not.toHaveTextContent(/#\d+$/);
        await expect(document.title).toBe(`${heading.textContent} · Telco Console`);
      },
    },
  } satisfies Record<string, Story>;

  return { meta, ...list, ...show };
}

/** The stories of an editable resource: the read-only ones plus every state of its form. */
export function resourceStories<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
  { id, sample = {} }: ResourceStoryOptions,
) {
  type Story = StoryObj<ResourceStoryArgs<Row>>;
  const fields = resource.fields ?? [];
  const firstField = visibleFields(fields, 'create')[0];
  const required = visibleFields(fields, 'create').filter((field) => field.required === true);
  const storeOp = operationIdOf('post', resource.path);
  const newRecordForm = (args: ResourceStoryArgs<Row>) => (
    <ResourceForm
      resource={args.resource}
      defaults={sample}
      onSaved={args.onSaved}
      onCancel={args.onCancel}
    />
  );
  const forms = {
    /** Submitting an empty form shows each required field's message under it. */
    CreateRequired: {
      render: (args) => (
        <ResourceForm resource={args.resource} onSaved={args.onSaved} onCancel={args.onCancel} />
      ),
      play: async ({ args, canvas, userEvent }) => {
        const submit = await canvas.findByRole('button', { name: 'Create' });
        await userEvent.click(submit);
        for (const field of required.filter((candidate) => candidate.defaultValue === undefined)) {
          await expect((await canvas.findAllByText(requiredMessageFor(field)))[0]).toBeVisible();
        }
        await expect(args.onSaved).not.toHaveBeenCalled();
      },
    },
    /** A valid new record is saved: a success toast, then the app is told its id. */
    CreateSaved: {
      render: newRecordForm,
      play: async ({ args, canvas, userEvent }) => {
        await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
        await waitFor(async () => {
          await expect(args.onSaved).toHaveBeenCalled();
        });
        await expect(await screen.findByText(/created successfully/)).toBeVisible();
      },
    },
    /** The server refuses a field (422): its message shows under it and nothing typed is lost. */
    CreateServerErrors: {
      parameters: {
        msw: {
          handlers: {
            state: [
              validationScenario(storeOp, {
                [firstField?.name ?? 'name']: [
                  `The ${firstField?.label.toLowerCase() ?? 'name'} has already been taken.`,
                ],
              }),
            ],
          },
        },
      },
      render: newRecordForm,
      play: async ({ canvas, userEvent }) => {
        await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
        const message = `The ${firstField?.label.toLowerCase() ?? 'name'} has already been taken.`;
        await expect((await canvas.findAllByText(message))[0]).toBeVisible();
        const value = firstField === undefined ? undefined : sample[firstField.name];
        if (typeof value === 'string') await expect(canvas.getByDisplayValue(value)).toBeVisible();
      },
    },
    /** Editing loads the record into the form and saves it. */
    Edit: {
      render: (args) => (
        <ResourceForm
          resource={args.resource}
          id={id}
          onSaved={args.onSaved}
          onCancel={args.onCancel}
        />
      ),
      play: async ({ args, canvas, userEvent }) => {
        const save = await canvas.findByRole('button', { name: 'Save' });
        const heading = canvas.getByRole('heading', { level: 1 });
        await expect(heading).toHaveTextContent(
          new RegExp(`^Edit ${inSentence(resource.singular)} .+`),
        );
        await expect(document.title).toBe(`${heading.textContent} · Telco Console`);
        await userEvent.click(save);
        await waitFor(async () => {
          await expect(args.onSaved).toHaveBeenCalledWith(expect.anything());
        });
        await expect(await screen.findByText(/updated successfully/)).toBeVisible();
      },
    },
  } satisfies Record<string, Story>;

  return { ...readOnlyResourceStories(resource, { id }), ...forms };
}

/**
 * The generic states of a resource's screens as stories (`genericStates`), each checking what
 * the user reads in it. They look the same for every resource, so they are pictured once, on
 * the machinery's own stories; a unit test (apps/admin) puts every resource into each.
 */
export function genericStateStories<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
  { sample = {} }: Pick<ResourceStoryOptions, 'sample'>,
) {
  type Story = StoryObj<ResourceStoryArgs<Row>>;
  const story = (name: GenericStateName): Story => {
    const state = genericStates[name];
    const { method, path } = callOf(resource, state);
    return {
      parameters: {
        msw: { handlers: { state: [scenario(operationIdOf(method, path), state.answer)] } },
      },
      render: (args) => {
        if (state.screen === 'list') {
          return <ResourceList resource={args.resource} onCreate={args.onCreate} />;
        }
        if (state.screen === 'show') {
          return <ResourceShow resource={args.resource} id="99999" onBack={args.onBack} />;
        }
        return (
          <ResourceForm
            resource={args.resource}
            id={state.screen === 'edit' ? '99999' : undefined}
            defaults={state.screen === 'create' ? sample : undefined}
            onSaved={args.onSaved}
            onCancel={args.onCancel}
          />
        );
      },
      play: async ({ args, canvas, userEvent }) => {
        if (state.submits === true) {
          await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
          await expect(await screen.findByRole('alert')).toBeVisible();
          await expect(args.onSaved).not.toHaveBeenCalled();
        }
        if (state.busy === true) {
          await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
        }
        for (const text of state.texts(resource.title)) {
          await expect(await canvas.findByText(text)).toBeVisible();
        }
        if (state.offers !== undefined) {
          await expect(canvas.getByRole('button', { name: state.offers })).toBeEnabled();
        }
        if (state.withholds !== undefined) {
          await expect(canvas.queryByRole('button', { name: state.withholds })).toBeNull();
        }
      },
    };
  };
  return Object.fromEntries(genericStatesOf(resource).map((name) => [name, story(name)])) as Record<
    GenericStateName,
    Story
  >;
}

/**
 * A signed-in user whose laravel-admin permissions let them read everything and change nothing
 * (GET on every path), as a read-only role grants.
 */
export const readOnlyProfile: Schema<'Profile'> = {
  id: 11,
  name: 'Siti Rahman',
  username: 'siti.rahman',
  avatar: null,
  created_at: '2024-05-02T08:00:00Z',
  roles: [{ id: 11, name: 'Report Viewer', slug: 'report-viewer' }],
  permission_flag: '0',
  organization_id: 1,
  department_id: null,
  grants: [{ http_method: ['GET'], http_path: '*' }],
};

/**
 * The story parameters that sign in `readOnlyProfile`, with no custom permission guarding any
 * route: the §6 rules would show every action, so what is hidden is hidden by the permissions.
 */
export const asReadOnlyUser = {
  msw: {
    handlers: {
      user: [
        adminHttp.get('/auth/get-user', ({ response }) => response(200).json(readOnlyProfile)),
        adminHttp.get('/all-custom-permissions', ({ response }) =>
          response(200).json({ data: [] }),
        ),
      ],
    },
  },
};

/**
 * The stories of a read-only user on an editable resource: the list offers View only, and the
 * create and edit routes say 'Permission denied!' instead of opening a form the server refuses.
 */
export function readOnlyUserStories<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
  { id }: Pick<ResourceStoryOptions, 'id'>,
) {
  type Story = StoryObj<ResourceStoryArgs<Row>>;
  return {
    /** Rows to view, and no New, Edit or Delete. */
    ListReadOnlyUser: {
      parameters: asReadOnlyUser,
      play: async ({ canvas }) => {
        // The rows show once the permissions have decided their actions.
        await waitFor(async () => {
          await expect(canvas.getAllByRole('button', { name: /^View / }).length).toBeGreaterThan(0);
          await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
        });
        await expect(canvas.queryByRole('button', { name: 'New' })).toBeNull();
        await expect(canvas.queryAllByRole('button', { name: /^(Edit|Delete) / })).toHaveLength(0);
      },
    },
    /** The create route of a user who may not create. */
    CreateDenied: {
      parameters: asReadOnlyUser,
      render: (args) => (
        <ResourceForm resource={args.resource} onSaved={args.onSaved} onCancel={args.onCancel} />
      ),
      play: async ({ canvas }) => {
        await expect(await canvas.findByText('Permission denied!')).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
      },
    },
    /** The edit route of a user who may not edit. */
    EditDenied: {
      tags: ['no-visual'],
      parameters: asReadOnlyUser,
      render: (args) => (
        <ResourceForm
          resource={args.resource}
          id={id}
          onSaved={args.onSaved}
          onCancel={args.onCancel}
        />
      ),
      play: async ({ canvas }) => {
        await expect(await canvas.findByText('Permission denied!')).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
      },
    },
  } satisfies Record<string, Story>;
}

/** What a format story types into one field of a create form. */
export interface FormatStoryOptions {
  /** The field with a pattern, by name. */
  field: string;
  /** A value its pattern refuses. */
  wrong: string;
  /** A value it accepts. */
  right: string;
}

/**
 * A create form tells a field's format before submit (the hint under the label, an example in
 * the empty input), says the server's message as soon as the user leaves the field with a value
 * the pattern refuses, and takes the message back once the value is fixed.
 */
export function formatStory<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
  { field: name, wrong, right }: FormatStoryOptions,
): StoryObj<ResourceStoryArgs<Row>> {
  const field = resource.fields?.find((candidate) => candidate.name === name);
  if (field?.hint === undefined) throw new Error(`${resource.path} ${name} has no format hint`);
  const { hint, label } = field;
  const message = formatMessage(field);
  return {
    render: (args) => (
      <ResourceForm resource={args.resource} onSaved={args.onSaved} onCancel={args.onCancel} />
    ),
    play: async ({ canvas, userEvent }) => {
      const input = await canvas.findByRole('textbox', { name: label });
      await expect(input).toHaveAccessibleDescription(hint);
      if (field.placeholder !== undefined) {
        await expect(input).toHaveAttribute('placeholder', field.placeholder);
      }
      // The field's own message (the form's summary above repeats it).
      const refused = new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      await userEvent.type(input, wrong);
      await userEvent.tab();
      await waitFor(() => expect(input).toHaveAccessibleDescription(refused));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveValue(wrong);
      await userEvent.clear(input);
      await userEvent.type(input, right);
      await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
      // Leave the field refused again, for the picture: the rule, then what broke it.
      await userEvent.clear(input);
      await userEvent.type(input, wrong);
      await userEvent.tab();
      await waitFor(() => expect(input).toHaveAccessibleDescription(refused));
    },
  };
}
