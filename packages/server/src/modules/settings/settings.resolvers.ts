import {
  CHANNEL_INFO,
  feeScheduleKey,
  isChannel,
  scheduleFieldsOf,
  type Channel,
  type FeeScheduleVersion,
  type FeeScheduleVersionDraft,
  type GstRule,
  type GstRuleDraft,
} from '@seller-desk/core';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { badInput } from '../../shared/errors.ts';
import { requireAdmin } from '../../shared/session-user.ts';
import type { SettingView, SettingsService } from './settings.service.ts';

const scheduleView = (channel: Channel, s: SettingView<FeeScheduleVersion[]>) => ({
  channel,
  label: CHANNEL_INFO[channel].label,
  fields: scheduleFieldsOf(channel),
  versions: s.value,
  version: s.version,
});

const rulesView = (s: SettingView<GstRule[]>) => ({ rules: s.value, version: s.version });

export function settingsResolvers(settings: SettingsService): IResolvers {
  return {
    Query: {
      feeSchedules: async () => {
        const all = await settings.feeSchedules();
        return (Object.keys(all) as Channel[]).map((c) => scheduleView(c, all[c]));
      },
      gstRules: async () => rulesView(await settings.gstRules()),
    },
    Mutation: {
      updateFeeSchedule: async (
        _root: unknown,
        args: { channel: string; versions: FeeScheduleVersionDraft[]; version: number },
        ctx: MercuriusContext,
      ) => {
        const actor = requireAdmin(ctx.user);
        if (!isChannel(args.channel)) throw badInput('channel', `There is no channel ${args.channel}`);
        // The versions as sent, a number perhaps null: core's check, run by write before anything is
        // stored, names it ("Version 1: GST on fees % is empty; ..."), as the Settings screen does.
        const saved = await settings.write(
          feeScheduleKey(args.channel),
          args.versions as FeeScheduleVersion[],
          args.version,
          actor,
        );
        return scheduleView(args.channel, saved);
      },
      updateGstRules: async (
        _root: unknown,
        args: { rules: GstRuleDraft[]; version: number },
        ctx: MercuriusContext,
      ) => {
        const actor = requireAdmin(ctx.user);
        // as sent, a rate perhaps null: core's check, run by write, names it
        const rules = args.rules.map((r) => ({
          hsnPrefix: r.hsnPrefix.trim(),
          effectiveFrom: r.effectiveFrom,
          ratePercent: r.ratePercent,
          band: r.band ?? null,
          note: r.note ?? '',
        })) as GstRule[];
        return rulesView(await settings.write('gstRules', rules, args.version, actor));
      },
    },
  } as IResolvers;
}
