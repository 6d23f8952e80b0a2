import { useApi, type Schema } from '@api';
import {
  Button,
  Form,
  FormActions,
  FormField,
  TextInput,
  useToast,
  withFieldErrors,
  type FieldErrors,
} from '@ds';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { avatarAccept, avatarFileError, profileErrors, profileFormData } from '../model';
import { useWriteFailure } from '../shared';
import { ProfilePicture } from './ProfilePicture';

const AvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-4);
`;

const Chooser = styled.div`
  display: grid;
  gap: var(--tck-space-2);
  justify-items: start;
`;

const FileInput = styled.input`
  max-width: 100%;
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-sm);

  &::file-selector-button {
    margin-right: var(--tck-space-3);
    padding: var(--tck-space-2) var(--tck-space-3);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    background: var(--tck-color-secondary);
    color: var(--tck-color-secondary-text);
    font: inherit;
    cursor: pointer;
  }
  &[aria-invalid='true']::file-selector-button {
    border-color: var(--tck-color-danger);
  }
`;

/** A chosen avatar file and, once read, its picture for the preview. */
interface ChosenAvatar {
  file: File;
  preview?: string;
}

/** The picture of a file as a data URL: it needs no clean-up, unlike an object URL. */
function readPicture(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read as a picture.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export interface ProfileFormProps {
  /** The signed-in administrator. */
  profile: Schema<'Profile'>;
}

/**
 * Edits the display name and the avatar (POST /auth/change-password: JSON for the name alone,
 * multipart when a new avatar file goes along), then refreshes the profile everywhere.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { query } = useApi('admin');
  const save = query.useMutation('post', '/auth/change-password');
  const queryClient = useQueryClient();
  const toast = useToast();
  const showFailure = useWriteFailure();
  const [name, setName] = useState(profile.name);
  const [avatar, setAvatar] = useState<ChosenAvatar>();
  // A new key empties the file input, which cannot be set from code.
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearAvatar = () => {
    setAvatar(undefined);
    setFileKey((key) => key + 1);
    setErrors((current) => withFieldErrors(current, { avatar: [] }));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) {
      clearAvatar();
      return;
    }
    const wrong = avatarFileError(file);
    setAvatar({ file });
    setErrors((current) =>
      withFieldErrors(current, { avatar: wrong === undefined ? [] : [wrong] }),
    );
    if (wrong !== undefined) return;
    void readPicture(file).then(
      (preview) =>
        // Only if this is still the chosen file: a later choice may have replaced it meanwhile.
        setAvatar((current) => (current?.file === file ? { file, preview } : current)),
      () => undefined,
    );
  };

  const submit = () => {
    if (save.isPending) return;
    const values = { name: name.trim() };
    const invalid = profileErrors(values, avatar?.file);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const file = avatar?.file;
    save.mutate(
      file === undefined
        ? { body: values }
        : { body: values, bodySerializer: () => profileFormData(values.name, file) },
      {
        onSuccess: (answer) => {
          toast.show({ tone: 'success', message: answer.message });
          clearAvatar();
          void queryClient.invalidateQueries({ queryKey: ['get', '/auth/get-user'] });
        },
        onError: (error) => showFailure(error, setErrors),
      },
    );
  };

  return (
    <Form aria-label="Edit profile" errors={errors} busy={save.isPending} onSubmit={submit}>
      <FormField label="Display name" name="name" required>
        <TextInput value={name} onChange={setName} autoComplete="name" />
      </FormField>
      <AvatarRow>
        {avatar?.preview === undefined ? (
          <ProfilePicture name={name} src={profile.avatar} />
        ) : (
          <ProfilePicture name={name} src={avatar.preview} alt="Preview of the new avatar" />
        )}
        <Chooser>
          <FormField label="Avatar" name="avatar" hint="A PNG, JPG or GIF picture of at most 2 MB.">
            <FileInput key={fileKey} type="file" accept={avatarAccept} onChange={choose} />
          </FormField>
          {avatar === undefined ? null : (
            <Button variant="link" size="sm" onClick={clearAvatar}>
              Keep the current avatar
            </Button>
          )}
        </Chooser>
      </AvatarRow>
      <FormActions
        submitLabel="Save"
        submitting={save.isPending}
        onReset={() => {
          setName(profile.name);
          clearAvatar();
          setErrors({});
        }}
      />
    </Form>
  );
}
