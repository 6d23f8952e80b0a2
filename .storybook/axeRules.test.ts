import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { landmarkRules, lesserRules } from './axeRules';

/** axe's own rule list, with the impact each rule gives every violation it reports. */
interface AuditedRule {
  id: string;
  impact?: string;
  enabled?: boolean;
  tags: string[];
}
const { rules } = (axe as unknown as { _audit: { rules: AuditedRule[] } })._audit;

describe('the axe rules the story tests skip', () => {
  it('are exactly the rules axe runs whose every violation is minor or moderate, landmarks aside', () => {
    const lesser = rules
      .filter(({ enabled, tags }) => enabled !== false && !tags.includes('experimental'))
      .filter(({ impact }) => impact === 'minor' || impact === 'moderate')
      .map(({ id }) => id)
      .filter((id) => !landmarkRules.includes(id));
    expect([...lesserRules].sort()).toEqual(lesser.sort());
  });
});
