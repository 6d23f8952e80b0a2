import { useApi } from '@api';
import { firstVisitRequests } from '@domain/portal-first-visit';
import { usePortalContext } from '../state/atoms';
import { portalLanguageOf, portalTexts, type PortalLanguage, type PortalTexts } from './texts';

/** What the operator's languages are asked for with (one source for the query and a prefetch). */
export function languagesRequest(operatorId: number) {
  return firstVisitRequests.languages.init({ operatorId });
}

/** The operator's languages (id, code, name, icon), fetched once per operator. */
export function useLanguages() {
  const { query } = useApi('portal');
  const { operatorId } = usePortalContext();
  return query.useQuery('get', '/get-language/{operatorId}', languagesRequest(operatorId), {
    staleTime: Infinity,
  });
}

/** The code of the language in use: from the operator's language list, English until known. */
export function usePortalLanguage(): PortalLanguage {
  const { languageId } = usePortalContext();
  const languages = useLanguages();
  return portalLanguageOf(
    languages.data?.data.find((language) => language.id === languageId)?.code,
  );
}

/** The portal's own texts in the language in use. */
export function useTexts(): PortalTexts {
  return portalTexts[usePortalLanguage()];
}
