import type { IResolvers } from 'mercurius';
import type { QueryResolvers } from '../../graphql-types.generated.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { QueueName } from './reconciliation-queues.repository.ts';
import type { QueuesOn, ReconciliationQueuesService } from './reconciliation-queues.service.ts';

type Page = { first?: number | null; skip?: number | null };

/** Each queue is read only when asked for: its page, its count, or both. */
export function reconciliationResolvers(queues: ReconciliationQueuesService): IResolvers {
  const Query = {
    reconciliation: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const on = await queues.on(args.channel);
      return { on, settings: { ...on.settings.value, version: on.settings.version } } as never;
    },
  } satisfies QueryResolvers;

  const page = (queue: QueueName) => (r: { on: QueuesOn }, args: Page) => queues.page(r.on, queue, args);
  const count = (queue: QueueName) => (r: { on: QueuesOn }) => queues.count(r.on, queue);
  const Reconciliation = {
    settlementDifferences: page('settlementDifferences'),
    settlementDifferenceCount: count('settlementDifferences'),
    acceptedDifferences: page('acceptedDifferences'),
    acceptedDifferenceCount: count('acceptedDifferences'),
    overduePayments: page('overduePayments'),
    overduePaymentCount: count('overduePayments'),
    returnClaims: page('returnClaims'),
    returnClaimCount: count('returnClaims'),
  };
  return { Query, Reconciliation } as IResolvers;
}
