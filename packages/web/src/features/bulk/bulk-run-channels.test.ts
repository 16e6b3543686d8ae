import { describe, expect, it } from 'vitest';
import { channelsOf, initialBulkFilter, runButtonLabel } from './bulk-run-channels.ts';

// Issue 40: a two-line Flipkart CSV became six listings on Flipkart, Amazon and Meesho, the filter
// having started on All (decision 297).
describe('the channels a bulk listing run goes to', () => {
  it('start on the channel the user came from, else on none: nothing is sent to a channel not chosen', () => {
    expect(initialBulkFilter('flipkart')).toBe('Flipkart');
    expect(initialBulkFilter('MEESHO')).toBe('Meesho');
    expect(initialBulkFilter(null)).toBeNull();
    expect(initialBulkFilter('all')).toBeNull();
    expect(initialBulkFilter('ebay')).toBeNull();
    expect(channelsOf(null)).toEqual([]);
    expect(channelsOf('Flipkart')).toEqual(['Flipkart']);
    expect(channelsOf('All')).toEqual(['Flipkart', 'Amazon', 'Meesho']);
  });
  it('the buttons say how many listings on which channels', () => {
    expect(runButtonLabel('Create', 'Flipkart', 2)).toBe('Create 2 listings on Flipkart');
    expect(runButtonLabel('Create', 'All', 2)).toBe('Create 6 listings on Flipkart, Amazon and Meesho');
    expect(runButtonLabel('Update', 'Amazon', 1)).toBe('Update 1 listing on Amazon');
    expect(runButtonLabel('Create', null, 2)).toBe('Create');
  });
});
