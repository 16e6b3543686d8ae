// The channel and category-kind table (channels.ts): one definition for core, the server and the web app.
export {
  CATEGORY_KINDS,
  CATEGORY_PAGE_SIZE,
  CATEGORY_KIND_LIST,
  CHANNELS,
  CHANNEL_INFO,
  channelFromSlug,
  channelInfo,
  isChannel,
} from './channels.ts';
export type { CategoryKind, CategoryKindInfo, Channel, ChannelInfo, SlabListInfo } from './channels.ts';
