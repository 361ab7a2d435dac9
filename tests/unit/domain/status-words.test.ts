import { describe, expect, it } from 'vitest';
import { statusWords } from '../../../src/domain/application-list';
import { APPLICATION_STATUSES } from '../../../src/domain/enums';

describe('statusWords', () => {
  it.each([
    ['DRAFT', 'Draft'],
    ['INCOMPLETE', 'Incomplete'],
    ['SUBMITTED', 'Submitted'],
    ['PENDING', 'Pending'],
    ['UNDER_REVIEW', 'Under review'],
  ])('%s reads %s', (status, shown) => expect(statusWords(status)).toBe(shown));

  it('shows no application status as the stored word', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusWords(status)).not.toBe(status);
      expect(statusWords(status)).not.toMatch(/_/);
    }
  });
});
