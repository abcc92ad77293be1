import { describe, expect, it } from 'vitest';
import { REFEREE_TAGS } from '../enums.ts';
import { refereeTag, refereeTagColor, reportStatus } from './report-status.ts';

const done = { completedAt: new Date('2025-01-01T00:00:00Z') };
const open = { completedAt: null };

describe('reportStatus', () => {
  it('is noReferee without referees', () => expect(reportStatus([])).toBe('noReferee'));
  it('is done when every referee completed', () => expect(reportStatus([done, done])).toBe('done'));
  it('is noAnswer when fewer completed than registered', () => {
    expect(reportStatus([done, open])).toBe('noAnswer');
    expect(reportStatus([{ completedAt: undefined }])).toBe('noAnswer');
  });
});

describe('refereeTag', () => {
  it('is completed when completedAt is set, whatever the answers', () => {
    expect(refereeTag({ ...done, answer: null })).toBe('completed');
  });
  it('is inProgress when any description or selection is saved', () => {
    expect(refereeTag({ ...open, answer: { descriptions: { d1: 'とても誠実です' } } })).toBe('inProgress');
    expect(refereeTag({ ...open, answer: { selections: { s1: 3 } } })).toBe('inProgress');
  });
  it('is unanswered without saved answers', () => {
    expect(refereeTag(open)).toBe('unanswered');
    expect(refereeTag({ ...open, answer: { descriptions: { d1: '' }, selections: { s1: null } } })).toBe(
      'unanswered',
    );
    expect(refereeTag({ ...open, answer: {} })).toBe('unanswered');
  });
});

describe('refereeTagColor', () => {
  it('maps completed, in progress, unanswered and declined to green, yellow, red and gray', () => {
    expect(REFEREE_TAGS.map(refereeTagColor)).toEqual(['green', 'yellow', 'red', 'gray']);
  });
  it('a declined referee is tagged declined unless completed (issue 36)', () => {
    const at = new Date();
    expect(refereeTag({ completedAt: null, declinedAt: at, answer: { descriptions: { d1: 'x' } } })).toBe(
      'declined',
    );
    expect(refereeTag({ completedAt: at, declinedAt: at })).toBe('completed');
  });
});
