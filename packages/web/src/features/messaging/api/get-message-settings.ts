import type { MessageSettings } from '@seller-desk/core';
import { DEFAULT_MESSAGE_SETTINGS } from '@seller-desk/core';

/**
 * The message texts and facts. Until the settings screen stores edited ones, the defaults of core
 * (the old system's texts) apply.
 */
export function useMessageSettings(): MessageSettings {
  return DEFAULT_MESSAGE_SETTINGS;
}
