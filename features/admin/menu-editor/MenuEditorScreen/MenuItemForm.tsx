import {
  Form,
  FormActions,
  FormField,
  MultiSelect,
  Select,
  TextInput,
  type FieldErrors,
  type SelectOption,
} from '@ds';
import { IconPicker } from '../IconPicker';
import type { MenuItemValues } from '../model';

export interface MenuItemFormProps {
  /** Whether a new entry is created or a stored one edited. */
  mode: 'create' | 'edit';
  /** Puts the focus in the Title field when the form appears. */
  autoFocus: boolean;
  /** What the fields show. */
  values: MenuItemValues;
  /** Called with the changed fields. */
  onChange: (changes: Partial<MenuItemValues>) => void;
  /** Field errors, from the client checks or a 422 answer. */
  errors: FieldErrors;
  /** The Parent choices (ROOT first). */
  parentOptions: SelectOption[];
  /** The Roles choices. */
  roleOptions: SelectOption[];
  /** A line under the Parent or Roles field when their choices could not be loaded. */
  lookupProblems: { parent?: string; roles?: string };
  /** Whether the entry is being saved. */
  submitting: boolean;
  /** Saves the values. */
  onSubmit: () => void;
  /** Restores the values the form started with. */
  onReset: () => void;
  /** Leaves editing for a new entry; only in edit mode. */
  onCancel?: () => void;
}

const ids = (values: (string | number)[]) => values.map(Number);

/** The fields of a menu entry: parent, title, icon, uri, permission and roles. */
export function MenuItemForm({
  mode,
  autoFocus,
  values,
  onChange,
  errors,
  parentOptions,
  roleOptions,
  lookupProblems,
  submitting,
  onSubmit,
  onReset,
  onCancel,
}: MenuItemFormProps) {
  return (
    <Form
      errors={errors}
      busy={submitting}
      onSubmit={onSubmit}
      aria-label={mode === 'create' ? 'New menu entry' : 'Edit menu entry'}
    >
      <FormField label="Parent" name="parent_id" required hint={lookupProblems.parent}>
        <Select
          value={values.parent_id}
          onChange={(value) => onChange({ parent_id: value === null ? 0 : Number(value) })}
          options={parentOptions}
          searchable
        />
      </FormField>
      <FormField label="Title" name="title" required>
        <TextInput
          value={values.title}
          onChange={(title) => onChange({ title })}
          autoFocus={autoFocus}
        />
      </FormField>
      <FormField label="Icon" name="icon" required>
        <IconPicker value={values.icon} onChange={(icon) => onChange({ icon })} />
      </FormField>
      <FormField
        label="URI"
        name="uri"
        hint="A path under /admin/ such as auth/users, or a full address; empty for a group."
      >
        <TextInput value={values.uri} onChange={(uri) => onChange({ uri })} />
      </FormField>
      <FormField
        label="Permission"
        name="permission"
        hint="The permission slug needed to see the entry, e.g. cbs.invoice."
      >
        <TextInput value={values.permission} onChange={(permission) => onChange({ permission })} />
      </FormField>
      <FormField label="Roles" name="roles" hint={lookupProblems.roles}>
        <MultiSelect
          value={values.roles}
          onChange={(roles) => onChange({ roles: ids(roles) })}
          options={roleOptions}
          searchable
          placeholder="All roles"
        />
      </FormField>
      <FormActions
        submitLabel={mode === 'create' ? 'Create entry' : 'Save entry'}
        submitting={submitting}
        onReset={onReset}
        listLabel="Cancel editing"
        onList={onCancel}
      />
    </Form>
  );
}
