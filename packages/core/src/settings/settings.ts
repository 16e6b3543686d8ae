// The settings of the Settings screen (docs/decisions/052-one-settings-mechanism.md): each setting has a
// key, the section of the screen it belongs to, a default and a check. The server stores, audits and
// serves them through one module; the screen shows one section per area. A later area (the seller
// profile, message templates, claim windows) adds its definition here and a section on the screen.
import {
  DEFAULT_SELLER_PROFILE,
  normaliseSellerProfile,
  sellerProfileProblems,
} from '../billing/seller-profile.ts';
import type { SellerProfile } from '../billing/seller-profile.ts';
import { CHANNELS, CHANNEL_INFO } from '../channels/channels.ts';
import type { Channel } from '../channels/channels.ts';
import { oldestFirst } from '../pricing/dated.ts';
import { DEFAULT_FEE_SCHEDULES, validateFeeSchedule } from '../pricing/fee-schedule.ts';
import type { FeeScheduleVersion } from '../pricing/fee-schedule.ts';
import { DEFAULT_GST_RULES, validateGstRules } from '../pricing/gst-rules.ts';
import type { GstRule } from '../pricing/gst-rules.ts';
import { DEFAULT_MESSAGE_SETTINGS, validateMessageSettings } from '../messaging/message-settings.ts';
import type { MessageSettings } from '../messaging/message-settings.ts';
import {
  DEFAULT_RECONCILIATION_SETTINGS,
  validateReconciliationSettings,
} from '../reconciliation/reconciliation.ts';
import type { ReconciliationSettings } from '../reconciliation/reconciliation.ts';
import { DEFAULT_SHIPMENT_COST_SETTINGS, validateShipmentCostSettings } from '../shipments/shipment-costs.ts';
import type { ShipmentCostSettings } from '../shipments/shipment-costs.ts';
import {
  DEFAULT_GST_RETURN_SETTINGS,
  gstReturnSettingProblems,
  normaliseGstReturnSettings,
} from '../gst/return-settings.ts';
import type { GstReturnSettings } from '../gst/return-settings.ts';

/** A problem of a setting's value: the field, the row of a list (0-based) when there is one, a sentence. */
export interface SettingProblem {
  readonly field: string;
  readonly row?: number;
  readonly message: string;
}

export interface SettingDefinition<T> {
  readonly key: string;
  /** The section of the Settings screen. */
  readonly section: string;
  /** What the screen calls it, and History names it by: "Flipkart fee schedule", "GST rules". */
  readonly label: string;
  /** Whether the value is a list of dated versions (the screen then shows effective dates and history). */
  readonly dated: boolean;
  readonly defaultValue: () => T;
  /**
   * The problems of a value; empty when it may be saved. `stored` is the value saved now (its default
   * when never saved), for a check made only on what is entered or changed (decision 152).
   */
  readonly validate: (value: T, stored: T) => SettingProblem[];
  /** The value as stored (dated lists oldest first). */
  readonly normalise: (value: T) => T;
}

/** The section of the fee schedules (one table per channel). */
export const FEE_SCHEDULES_SECTION = 'Fee schedules';

export type FeeScheduleKey = `feeSchedule.${Channel}`;
export const feeScheduleKey = (channel: Channel): FeeScheduleKey => `feeSchedule.${channel}`;

/** The dated fee schedule of one channel. */
export function feeScheduleSetting(channel: Channel): SettingDefinition<FeeScheduleVersion[]> {
  return {
    key: feeScheduleKey(channel),
    section: FEE_SCHEDULES_SECTION,
    label: `${CHANNEL_INFO[channel].label} fee schedule`,
    dated: true,
    defaultValue: () =>
      DEFAULT_FEE_SCHEDULES[channel].map((v) => ({ ...v, closingFeeBands: [...v.closingFeeBands] })),
    validate: (value) =>
      validateFeeSchedule(value).map((p) => ({ field: p.field, row: p.index, message: p.message })),
    normalise: (value) => oldestFirst(value),
  };
}

/** The GST rules by HSN code. */
export const GST_RULES_SETTING: SettingDefinition<GstRule[]> = {
  key: 'gstRules',
  section: 'GST rules',
  label: 'GST rules',
  dated: true,
  defaultValue: () => DEFAULT_GST_RULES.map((r) => ({ ...r })),
  // a rule's rate as stored is kept unchecked (decision 152)
  validate: (value, stored) =>
    validateGstRules(value, stored).map((p) => ({ field: p.field, row: p.index, message: p.message })),
  normalise: (value) =>
    [...value].sort((a, b) =>
      a.hsnPrefix !== b.hsnPrefix
        ? a.hsnPrefix.localeCompare(b.hsnPrefix)
        : a.effectiveFrom.localeCompare(b.effectiveFrom),
    ),
};

/** The customer message texts and facts (docs/messaging.md); the old system's content by default. */
export const MESSAGE_SETTINGS_SETTING: SettingDefinition<MessageSettings> = {
  key: 'messages',
  section: 'Customer messages',
  label: 'Customer messages',
  dated: false,
  defaultValue: () => structuredClone(DEFAULT_MESSAGE_SETTINGS),
  validate: (value) => validateMessageSettings(value),
  normalise: (value) => ({
    ...value,
    couponRules: value.couponRules.map((r) => ({ keyword: r.keyword.trim(), code: r.code.trim() })),
  }),
};

/**
 * Who issues the documents (docs/billing.md): every document prints it and keeps a copy of it. Read
 * through `sellerProfileOf`, so a profile stored before a field existed reads with that field's default.
 */
export const SELLER_PROFILE_SETTING: SettingDefinition<SellerProfile> = {
  key: 'sellerProfile',
  section: 'Seller profile',
  label: 'Seller profile',
  dated: false,
  defaultValue: () => structuredClone(DEFAULT_SELLER_PROFILE),
  validate: (value) => sellerProfileProblems(value),
  normalise: (value) => normaliseSellerProfile(value),
};

/**
 * The reconciliation of marketplace payments (docs/ledger.md): the tolerance of a payment against
 * the expected payout, each channel's payment cycle and claim window, and when a return is claimed.
 */
export const RECONCILIATION_SETTING: SettingDefinition<ReconciliationSettings> = {
  key: 'reconciliation',
  section: 'Reconciliation',
  label: 'Reconciliation',
  dated: false,
  defaultValue: () => structuredClone(DEFAULT_RECONCILIATION_SETTINGS),
  validate: (value) => validateReconciliationSettings(value),
  normalise: (value) => ({
    toleranceRupees: value.toleranceRupees,
    paymentCycleDays: { ...value.paymentCycleDays },
    claimWindowDays: { ...value.claimWindowDays },
    claimAfterDays: value.claimAfterDays,
  }),
};

/** The product cost per unit an order sync puts on a courier order, by keyword (docs/orders.md). */
export const SHIPMENT_COSTS_SETTING: SettingDefinition<ShipmentCostSettings> = {
  key: 'shipmentCosts',
  section: 'Order sync',
  label: 'Order sync product costs',
  dated: false,
  defaultValue: () => structuredClone(DEFAULT_SHIPMENT_COST_SETTINGS),
  validate: (value) => validateShipmentCostSettings(value),
  normalise: (value) => ({
    productCosts: value.productCosts.map((r) => ({
      keyword: r.keyword.trim(),
      unitCostPaise: r.unitCostPaise,
    })),
  }),
};

/**
 * The GSTR-1 settings (docs/gst.md, decision 286): the dated b2cl threshold, the HSN digits, the JSON
 * version, each marketplace's operator GSTIN and the TCS and TDS rates with their sections.
 */
export const GST_RETURN_SETTING: SettingDefinition<GstReturnSettings> = {
  key: 'gstReturn',
  section: 'GST return',
  label: 'GST return',
  dated: false,
  defaultValue: () => structuredClone(DEFAULT_GST_RETURN_SETTINGS),
  validate: (value) => gstReturnSettingProblems(value),
  normalise: (value) => normaliseGstReturnSettings(value),
};

/**
 * A write-only setting (decision 302): a secret the server uses (a courier API's login) that an ADMIN
 * enters and nobody reads back. The screen is told only whether it is set, when and by whom; the audit
 * log records that it changed, never its value.
 */
export interface SecretSettingDefinition {
  readonly key: string;
  readonly section: string;
  readonly label: string;
  /** The fields entered, each a non-empty text. */
  readonly fields: readonly { readonly name: string; readonly label: string; readonly secret: boolean }[];
}

/** The section of the Settings screen with the courier logins. */
export const COURIER_LOGINS_SECTION = 'Courier connections';

export const SHIPROCKET_LOGIN_SETTING: SecretSettingDefinition = {
  key: 'secret.shiprocket',
  section: COURIER_LOGINS_SECTION,
  label: 'Shiprocket API user',
  fields: [
    { name: 'email', label: 'API user email', secret: false },
    { name: 'password', label: 'API user password', secret: true },
  ],
};

export const ITHINK_LOGIN_SETTING: SecretSettingDefinition = {
  key: 'secret.ithink',
  section: COURIER_LOGINS_SECTION,
  label: 'iThink Logistics API keys',
  fields: [
    { name: 'accessToken', label: 'Access token', secret: true },
    { name: 'secretKey', label: 'Secret key', secret: true },
  ],
};

/** Every write-only setting, by key. */
export const SECRET_SETTING_DEFINITIONS: ReadonlyMap<string, SecretSettingDefinition> = new Map(
  [SHIPROCKET_LOGIN_SETTING, ITHINK_LOGIN_SETTING].map((d) => [d.key, d]),
);

/** The problems of a secret as entered: each field filled, with no more than 500 characters. */
export function secretSettingProblems(
  definition: SecretSettingDefinition,
  value: Readonly<Record<string, unknown>>,
): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const f of definition.fields) {
    const v = value[f.name];
    if (typeof v !== 'string' || v.trim() === '')
      problems.push({
        field: f.name,
        message: `${definition.label}: the ${f.label.toLowerCase()} is empty.`,
      });
    else if (v.length > 500)
      problems.push({
        field: f.name,
        message: `${definition.label}: the ${f.label.toLowerCase()} is longer than 500 characters.`,
      });
  }
  for (const name of Object.keys(value))
    if (!definition.fields.some((f) => f.name === name))
      problems.push({ field: name, message: `${definition.label} has no field ${name}.` });
  return problems;
}

/** Every setting the server knows, by key. */
export const SETTING_DEFINITIONS: ReadonlyMap<string, SettingDefinition<unknown>> = new Map(
  [
    ...CHANNELS.map((c) => feeScheduleSetting(c)),
    GST_RULES_SETTING,
    MESSAGE_SETTINGS_SETTING,
    SELLER_PROFILE_SETTING,
    RECONCILIATION_SETTING,
    SHIPMENT_COSTS_SETTING,
    GST_RETURN_SETTING,
  ].map((d) => [d.key, d as SettingDefinition<unknown>]),
);
