import { describe, expect, it } from 'vitest';
import { claimTimeLeft } from './claim-time.ts';

describe('claimTimeLeft', () => {
  it('counts the days left, says Today on the last day, and how late once the window closed', () => {
    expect(claimTimeLeft(12)).toEqual({ text: '12 days', late: false });
    expect(claimTimeLeft(1)).toEqual({ text: '1 day', late: false });
    expect(claimTimeLeft(0)).toEqual({ text: 'Today', late: false });
    expect(claimTimeLeft(-1)).toEqual({ text: '1 day late', late: true });
    expect(claimTimeLeft(-68)).toEqual({ text: '68 days late', late: true });
  });
});
