import { describe, expect, it } from 'vitest';
import { followUpChanges, type ReturnFollowUp } from './return-follow-up.ts';

const opened: ReturnFollowUp = {
  pysicallyRecieved: false,
  podRequestTickeetId: '',
  condition: '',
  damageDescription: '',
  claimId: 'PF-1',
  claimResult: '',
};

describe('followUpChanges', () => {
  it('is the fields changed since the form opened, and nothing else', () => {
    expect(followUpChanges(opened, { ...opened, condition: 'Box torn', pysicallyRecieved: true })).toEqual({
      condition: 'Box torn',
      pysicallyRecieved: true,
    });
  });

  it('counts a field emptied as changed, and spaces typed around a text as no change', () => {
    expect(followUpChanges(opened, { ...opened, claimId: '' })).toEqual({ claimId: '' });
    expect(followUpChanges(opened, { ...opened, claimId: ' PF-1 ', condition: '  ' })).toEqual({});
  });
});
