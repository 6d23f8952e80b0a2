import { useApi } from '@api';
import {
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  type PortalNavigation,
} from '@features/portal/core';
import {
  Button,
  fieldErrorsFrom,
  Form,
  FormField,
  TextInput,
  useToast,
  type FieldErrors,
} from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import {
  countryOrFirst,
  detectOperator,
  digitsOf,
  favouriteProblems,
  receiverMaxLength,
} from '../model/favourites';
import { useFavouriteTexts } from '../model/texts';
import { OperatorPicker } from './OperatorPicker';

/** The country picker: a native select (the phone's own picker) framed as the kit's inputs. */
const CountrySelect = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-md);
`;

export interface FavouriteFormScreenProps {
  /** The favourite being edited; absent to add one. */
  editId?: number;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/** The form's values. */
interface Draft {
  name: string;
  number: string;
  country?: string;
  operatorId?: number;
}

/**
 * Add or edit a favourite number (§2 /favourite-number-add, §5): name, receiver number (10 to
 * 12 digits), country (the first available when none is chosen) and operator, detected from
 * the number's first three digits as it is typed; a refusal (code '01') shows the server's
 * message in a toast and keeps what was typed.
 */
export function FavouriteFormScreen({ editId, navigation }: FavouriteFormScreenProps) {
  const { query, fetch } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const msisdn = verified ?? '';
  const texts = useFavouriteTexts();
  const toast = useToast();
  const page = query.useQuery('post', '/content/favourite-number-add', {
    body: { languageId, msisdn, requestFor: editId === undefined ? 'add' : String(editId) },
  });
  useJourney({ pageID: 'FAVOURITE_ADD', service: 'favourite' });
  const data = page.data?.data;
  const editing = data?.favourite_number ?? undefined;
  const available = data?.available_country ?? {};
  const [draft, setDraft] = useState<Draft>();
  const current: Draft = draft ?? {
    name: editing?.name ?? '',
    number: editing?.mobile_number ?? '',
    operatorId: editing?.operator_id ?? undefined,
    country: Object.entries(available).find(([, info]) => info.name === editing?.country_name)?.[0],
  };
  const country = countryOrFirst(current.country, available);
  const countryOperators = query.useQuery(
    'post',
    '/get-countrywise-operator-list',
    { body: { language: country ?? 'MY' } },
    { enabled: country !== undefined },
  );
  const operators = countryOperators.data?.data.operators ?? data?.operators ?? [];
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // The operator follows the number as it is typed (§5); a pick stands until the number changes.
  const detected = detectOperator(current.number, available[country ?? '']?.prefix, operators);
  const operatorId = current.operatorId ?? detected;

  const change = (next: Partial<Draft>) => {
    const merged = { ...current, ...next };
    if (next.number !== undefined || next.country !== undefined) delete merged.operatorId;
    setDraft(merged);
    setErrors({});
  };

  const save = async () => {
    const problems = favouriteProblems(current.name, current.number);
    const found: FieldErrors = {};
    if (problems.name !== undefined) found.name = [texts.nameRequired];
    if (problems.number !== undefined) {
      found.receiverMsisdn = [
        problems.number === 'required' ? texts.numberRequired : texts.numberLength,
      ];
    }
    const receiverOperatorId = operatorId ?? operators[0]?.id;
    if (
      Object.keys(found).length > 0 ||
      country === undefined ||
      receiverOperatorId === undefined
    ) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await fetch.POST('/save_or_update_favourite_number', {
        body: {
          editId: editId ?? 0,
          name: current.name.trim(),
          receiverMsisdn: current.number,
          receiverOperatorId,
          receiverCountry: country,
        },
      });
      if (answer.response.status === 422) setErrors(fieldErrorsFrom(answer.error));
      else if (answer.data?.code === '00') {
        toast.show({ tone: 'success', message: answer.data.message });
        navigation.go(screen('favourites'), { replace: true });
      } else {
        toast.show({ tone: 'error', message: answer.data?.message ?? texts.saveFailed });
      }
    } catch (reason) {
      console.warn('The favourite number could not be saved', reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryGate query={page}>
      <ScreenStack data-narrow="true" data-component="FavouriteFormScreen">
        <ScreenTitle>{data?.header_text}</ScreenTitle>
        <Form errors={errors} busy={busy} onSubmit={() => void save()} noValidate>
          <FormField label={texts.name} name="name" required>
            <TextInput
              value={current.name}
              placeholder={data?.name_placeholder}
              maxLength={100}
              autoComplete="name"
              onChange={(name) => change({ name })}
            />
          </FormField>
          <FormField label={texts.country} name="receiverCountry" required>
            <CountrySelect
              value={country ?? ''}
              onChange={(event) => change({ country: event.target.value })}
            >
              {Object.entries(available).map(([code, info]) => (
                <option key={code} value={code}>
                  {info.name} (+{info.prefix})
                </option>
              ))}
            </CountrySelect>
          </FormField>
          <FormField label={texts.number} name="receiverMsisdn" required>
            <TextInput
              type="tel"
              inputMode="numeric"
              value={current.number}
              placeholder={data?.number_placeholder}
              maxLength={receiverMaxLength}
              onChange={(typed) => change({ number: digitsOf(typed) })}
            />
          </FormField>
          <OperatorPicker
            label={texts.operator}
            operators={operators}
            value={operatorId}
            onChange={(operatorId) => change({ operatorId })}
          />
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {data?.save_btn_text}
          </Button>
        </Form>
      </ScreenStack>
    </QueryGate>
  );
}
