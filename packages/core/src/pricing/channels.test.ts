import { describe, expect, it } from 'vitest';
import { CHANNELS, CHANNEL_INFO, isChannel } from './channels.ts';

describe('channels', () => {
  it('lists the five channels', () => {
    expect(CHANNELS).toEqual(['flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy']);
  });

  it('needs a category only on Flipkart and Amazon, and a shipping fee everywhere but Meesho', () => {
    expect(CHANNELS.filter((c) => CHANNEL_INFO[c].category !== null)).toEqual(['flipkart', 'amazon']);
    expect(CHANNELS.filter((c) => !CHANNEL_INFO[c].hasShippingFee)).toEqual(['meesho']);
  });

  it('recognises channel names', () => {
    expect(isChannel('littleKid')).toBe(true);
    expect(isChannel('ebay')).toBe(false);
    expect(isChannel(3)).toBe(false);
  });
});
