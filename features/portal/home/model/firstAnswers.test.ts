import { describe, expect, it } from 'vitest';
import type { FirstAnswers } from '@domain/portal-first-visit';
import type { PortalContext } from '@features/portal/core';
import { firstAnswersFor } from './firstAnswers';

const answers: FirstAnswers = {
  operatorId: 1,
  languageId: 1,
  banners: { data: [] },
  paid: {
    data: {
      other_service: '',
      terms_of_use_text: '',
      service: [],
      prompt: { pageID: '', eventID: '' },
    },
  },
  free: { data: { free_service: '', free_services: [] } },
  operators: { data: [] },
  languages: { data: [] },
  menu: { data: [] },
  footer: { data: { terms_of_use_text: '', support_text: '' } },
};

const visitor = (changes: Partial<PortalContext> = {}): PortalContext => ({
  operatorId: 1,
  languageId: 1,
  sessionId: 's',
  msisdn: undefined,
  verified: undefined,
  ...changes,
});

describe("the page's first answers", () => {
  it('are used by a visitor who chose no operator, language or number', () => {
    expect(firstAnswersFor(JSON.stringify(answers), visitor())).toEqual(answers);
  });

  it('are not used for another operator, another language or a known number', () => {
    const text = JSON.stringify(answers);
    expect(firstAnswersFor(text, visitor({ operatorId: 2 }))).toBeUndefined();
    expect(firstAnswersFor(text, visitor({ languageId: 11 }))).toBeUndefined();
    expect(firstAnswersFor(text, visitor({ msisdn: '60123456789' }))).toBeUndefined();
  });

  it('are none when the page holds none or something unreadable', () => {
    for (const text of [undefined, null, '', '{', 'null', '[]', '"x"']) {
      expect(firstAnswersFor(text, visitor()), String(text)).toBeUndefined();
    }
  });
});
