import { SECRET_SETTING_DEFINITIONS, type NdrAction } from '@seller-desk/core';
import type { IResolvers } from 'mercurius';
import type {
  CourierSyncWhich,
  MutationResolvers,
  NdrActionKind,
  QueryResolvers,
} from '../../graphql-types.generated.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import { jobOnWire } from '../jobs/jobs.resolvers.ts';
import type { SecretStatus, SettingsService } from '../settings/settings.service.ts';
import type { CourierSyncService, SyncWhich } from './courier-sync.service.ts';

const WHICH: Record<CourierSyncWhich, SyncWhich> = {
  ITHINK: 'ithink',
  SHIPROCKET: 'shiprocket',
  BOTH: 'both',
};
const ACTIONS: Record<NdrActionKind, NdrAction> = { RE_ATTEMPT: 're-attempt', RETURN: 'return' };
const WIRE_ACTIONS = { 're-attempt': 'RE_ATTEMPT', return: 'RETURN' } as const;

function loginView(status: SecretStatus) {
  const definition = SECRET_SETTING_DEFINITIONS.get(status.key)!;
  return {
    key: status.key,
    label: definition.label,
    fields: definition.fields.map((f) => ({ ...f })),
    set: status.set,
    updatedAt: status.updatedAt,
    updatedByName: status.updatedByName,
  };
}

export function courierSyncResolvers(deps: {
  sync: CourierSyncService;
  settings: Pick<SettingsService, 'secretStatus' | 'writeSecret'>;
}): IResolvers {
  const Query = {
    courierSyncs: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return (await deps.sync.latest()).map((s) => ({
        courier: s.courier,
        job: s.job && jobOnWire(s.job),
        startedByName: s.startedByName,
      }));
    },
    courierLogins: async (_root, _args, ctx) => {
      requireAdmin(ctx.user);
      return Promise.all(
        [...SECRET_SETTING_DEFINITIONS.keys()].map(async (k) =>
          loginView(await deps.settings.secretStatus(k)),
        ),
      );
    },
  } satisfies QueryResolvers;
  const Mutation = {
    startCourierSync: async (_root, args, ctx) => deps.sync.start(WHICH[args.which], requireUser(ctx.user)),
    requestNdrAction: async (_root, args, ctx) => {
      const done = await deps.sync.requestNdrAction(
        args.awb,
        ACTIONS[args.action],
        requireUser(ctx.user),
        args.comment ?? '',
      );
      return { ...done, action: WIRE_ACTIONS[done.action] };
    },
    setCourierLogin: async (_root, args, ctx) => {
      const actor = requireAdmin(ctx.user);
      const value = Object.fromEntries(args.fields.map((f) => [f.name, f.value]));
      return loginView(await deps.settings.writeSecret(args.key, value, actor));
    },
  } satisfies MutationResolvers;
  return { Query, Mutation } as IResolvers;
}
