export {
  FEE_SCHEDULES_SECTION,
  GST_RETURN_SETTING,
  GST_RULES_SETTING,
  MESSAGE_SETTINGS_SETTING,
  SELLER_PROFILE_SETTING,
  RECONCILIATION_SETTING,
  SHIPMENT_COSTS_SETTING,
  SETTING_DEFINITIONS,
  feeScheduleKey,
  feeScheduleSetting,
  COURIER_LOGINS_SECTION,
  ITHINK_LOGIN_SETTING,
  SECRET_SETTING_DEFINITIONS,
  SHIPROCKET_LOGIN_SETTING,
  secretSettingProblems,
} from './settings.ts';
export type {
  FeeScheduleKey,
  SecretSettingDefinition,
  SettingDefinition,
  SettingProblem,
} from './settings.ts';
export { mergeSettingDraft } from './setting-merge.ts';
