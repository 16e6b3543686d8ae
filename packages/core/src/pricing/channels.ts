// The channel table lives in core/src/channels/ (one table for pricing, the API and the screens); the
// pricing files read it through this module.
export { CHANNELS, CHANNEL_INFO, channelInfo, isChannel } from '../channels/channels.ts';
export type { Channel, ChannelInfo } from '../channels/channels.ts';

export type LossProfit = 'Perfect' | 'LOSS' | 'Extra' | 'Profit';
