// The five sales channels and what differs between them (fee-model.md, spec §2 and §4).

export const CHANNELS = ['flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy'] as const;
export type Channel = (typeof CHANNELS)[number];

export type LossProfit = 'Perfect' | 'LOSS' | 'Extra' | 'Profit';

export interface ChannelInfo {
  readonly label: string;
  /** Flipkart and Amazon need a fee category; the others have none. */
  readonly category: 'flipkart' | 'amazon' | null;
  /** The listing field holding the category relation (spec §3). */
  readonly categoryField: 'flipkartProductCategory' | 'amazonProductCategory' | null;
  /** Meesho has no shipping fee (S = 0). */
  readonly hasShippingFee: boolean;
  /** The label for a leftover of 0 or of 2 and above. */
  readonly aboveLabel: 'Extra' | 'Profit';
}

export const CHANNEL_INFO: Readonly<Record<Channel, ChannelInfo>> = {
  flipkart: {
    label: 'Flipkart',
    category: 'flipkart',
    categoryField: 'flipkartProductCategory',
    hasShippingFee: true,
    aboveLabel: 'Extra',
  },
  amazon: {
    label: 'Amazon',
    category: 'amazon',
    categoryField: 'amazonProductCategory',
    hasShippingFee: true,
    aboveLabel: 'Profit',
  },
  meesho: {
    label: 'Meesho',
    category: null,
    categoryField: null,
    hasShippingFee: false,
    aboveLabel: 'Profit',
  },
  littleKid: {
    label: 'Little Kid',
    category: null,
    categoryField: null,
    hasShippingFee: true,
    aboveLabel: 'Extra',
  },
  trendyHandy: {
    label: 'Trendy Handy',
    category: null,
    categoryField: null,
    hasShippingFee: true,
    aboveLabel: 'Extra',
  },
};

/**
 * CHANNEL_INFO[channel], found by comparing the name: a keyed lookup with five different keys is one
 * V8 cannot cache, and it costs several times more than these comparisons on a hot path.
 */
export function channelInfo(channel: Channel): ChannelInfo {
  if (channel === 'flipkart') return CHANNEL_INFO.flipkart;
  if (channel === 'amazon') return CHANNEL_INFO.amazon;
  if (channel === 'meesho') return CHANNEL_INFO.meesho;
  if (channel === 'littleKid') return CHANNEL_INFO.littleKid;
  if (channel === 'trendyHandy') return CHANNEL_INFO.trendyHandy;
  return CHANNEL_INFO[channel];
}

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}
