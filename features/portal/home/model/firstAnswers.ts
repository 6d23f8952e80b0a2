import type { FirstAnswers } from '@domain/portal-first-visit';
import type { PortalContext } from '@features/portal/core';

/**
 * The home's answers the server wrote into the page, when they are the ones this visitor's home
 * asks for (no operator, language or number of their own); undefined otherwise, or when the page
 * holds none or something unreadable.
 */
export function firstAnswersFor(
  text: string | null | undefined,
  { operatorId, languageId, msisdn }: PortalContext,
): FirstAnswers | undefined {
  try {
    const answers = JSON.parse(text ?? '') as FirstAnswers;
    // The free services answer depends on the number, which the page's answers were asked without.
    return answers.operatorId === operatorId &&
      answers.languageId === languageId &&
      msisdn === undefined
      ? answers
      : undefined;
  } catch {
    return undefined;
  }
}
