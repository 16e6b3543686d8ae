export {
  FEE_SCHEDULES_SECTION,
  GST_RULES_SETTING,
  MESSAGE_SETTINGS_SETTING,
  SELLER_PROFILE_SETTING,
  RECONCILIATION_SETTING,
  SETTING_DEFINITIONS,
  feeScheduleKey,
  feeScheduleSetting,
} from './settings.ts';
export type { FeeScheduleKey, SettingDefinition, SettingProblem } from './settings.ts';
export { mergeSettingDraft } from './setting-merge.ts';
