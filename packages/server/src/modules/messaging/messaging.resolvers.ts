import { MESSAGE_SETTINGS_SETTING, type MessageSettings, type MessageSettingsDraft } from '@seller-desk/core';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import type { SettingView, SettingsService } from '../settings/settings.service.ts';

const view = (s: SettingView<MessageSettings>) => ({ ...s.value, version: s.version });

/** The message settings through the one settings mechanism (validated by core, audited, locked). */
export function messagingResolvers(settings: SettingsService): IResolvers {
  return {
    Query: {
      messageSettings: async (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
        requireUser(ctx.user);
        return view(await settings.read<MessageSettings>(MESSAGE_SETTINGS_SETTING.key));
      },
    },
    Mutation: {
      updateMessageSettings: async (
        _root: unknown,
        args: { data: MessageSettingsDraft; version: number },
        ctx: MercuriusContext,
      ) => {
        const actor = requireAdmin(ctx.user);
        // as sent, a number perhaps null: core's check, run by write before anything is stored, names it
        const data = args.data as MessageSettings;
        return view(await settings.write(MESSAGE_SETTINGS_SETTING.key, data, args.version, actor));
      },
    },
  } as IResolvers;
}
