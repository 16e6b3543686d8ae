import { describe, expect, it } from 'vitest';
import { CATEGORY_KINDS, CATEGORY_KIND_LIST, CHANNELS, CHANNEL_INFO, isChannel } from './channels.ts';

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

  it("names each channel in the API after its key (Amazon's Product field keeps the old spelling)", () => {
    for (const channel of CHANNELS) {
      const info = CHANNEL_INFO[channel];
      expect(info.typeName).toBe(channel.charAt(0).toUpperCase() + channel.slice(1));
      expect(info.listField).toBe(`${channel}Listings`);
      expect(info.countField).toBe(`${channel}ListingCount`);
      expect(info.productField).toBe(channel === 'amazon' ? 'amazonListing' : `${channel}Listings`);
    }
  });

  it('points each category channel at its kind, and each kind has its slab lists', () => {
    for (const channel of CHANNELS) {
      const kind = CHANNEL_INFO[channel].category;
      expect(CHANNEL_INFO[channel].categoryField).toBe(kind === null ? null : `${kind}ProductCategory`);
    }
    expect(CATEGORY_KIND_LIST.map((k) => k.kind)).toEqual(['flipkart', 'amazon']);
    expect(CATEGORY_KINDS.flipkart.lists.map((l) => l.field)).toEqual([
      'commissionPercent',
      'fixedFeePercent',
      'collectionFeePercent',
    ]);
    expect(CATEGORY_KINDS.amazon.lists.map((l) => l.field)).toEqual(['referalFeePercent']);
  });

  it('gives every listing tab and Category tab its own route', () => {
    const paths = [...CHANNELS.map((c) => CHANNEL_INFO[c].path), ...CATEGORY_KIND_LIST.map((k) => k.path)];
    expect(new Set(paths).size).toBe(paths.length);
  });
});
