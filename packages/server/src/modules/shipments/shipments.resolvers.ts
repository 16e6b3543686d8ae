import {
  isNoAttemptNdr,
  rupeesToPaise,
  type NdrRequest,
  type NdrState,
  type ShipmentCostSettings,
  type ShipmentTab,
} from '@seller-desk/core';
import type { IResolvers } from 'mercurius';
import type {
  MutationResolvers,
  NdrRequest as WireNdrRequest,
  NdrState as WireNdrState,
  QueryResolvers,
  ShipmentTab as WireTab,
} from '../../graphql-types.generated.ts';
import { pageArgs } from '../../shared/paging.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { ShipmentRecord } from './shipment-record.ts';
import type { NdrQueueRecord, ShipmentsService } from './shipments.service.ts';

const TABS: Record<WireTab, ShipmentTab> = {
  NEW: 'new',
  IN_TRANSIT: 'inTransit',
  DELIVERED: 'delivered',
  UNDELIVERED: 'undelivered',
  RTO: 'rto',
  AFTER_EDD: 'afterEdd',
  ALL: 'all',
};
const NDR_STATES: Record<WireNdrState, NdrState> = {
  NEW: 'new',
  CONTACTED: 'contacted',
  REATTEMPT_REQUESTED: 'reattemptRequested',
  RTO_ACCEPTED: 'rtoAccepted',
  CLOSED: 'closed',
};
const wireCosts = (s: { value: ShipmentCostSettings; version: number }) => ({
  productCosts: s.value.productCosts.map((r) => ({
    keyword: r.keyword,
    unitCost: wireRupees(r.unitCostPaise),
  })),
  version: s.version,
});

const NDR_REQUESTS: Record<WireNdrRequest, NdrRequest> = { REATTEMPT: 'reattempt', RTO: 'rto' };
const WIRE_NDR = Object.fromEntries(Object.entries(NDR_STATES).map(([w, s]) => [s, w])) as Record<
  NdrState,
  WireNdrState
>;

/** A stored shipment on the wire: money in rupees, the "no attempt" flag by core's rule. */
function wireShipment(s: ShipmentRecord | NdrQueueRecord) {
  return {
    ndrStateByName: null,
    ...s,
    noAttempt: s.statusClass === 'undelivered' && isNoAttemptNdr(s.ndrReasons),
    productPrice: wireRupees(s.productPricePaise),
    orderTotal: wireRupees(s.orderTotalPaise),
    codPayable: wireRupees(s.codPayablePaise),
    productCost: wireRupees(s.productCostPaise),
    shipCharge: wireRupees(s.shipChargePaise),
    ndrState: WIRE_NDR[s.ndrState],
  };
}

export function shipmentsResolvers(shipments: ShipmentsService): IResolvers {
  /** Shipments on the wire; which couriers take an NDR request is read once for them all. */
  const wireAll = async (rows: readonly (ShipmentRecord | NdrQueueRecord)[]) => {
    const takes = await shipments.ndrRequestsTaken();
    return rows.map((s) => ({ ...wireShipment(s), courierTakesNdrRequests: takes(s) }));
  };
  const wire = async (s: ShipmentRecord | NdrQueueRecord) => (await wireAll([s]))[0]!;
  const Query = {
    shipments: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const page = pageArgs(args, 100);
      return wireAll(await shipments.page(TABS[args.tab], page));
    },
    shipmentCounts: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return shipments.counts();
    },
    ndrQueue: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const page = pageArgs(args, 50);
      return wireAll(await shipments.ndrQueue(args.withClosed ?? false, page));
    },
    ndrQueueCount: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return shipments.ndrQueueCount(args.withClosed ?? false);
    },
    shipmentCostSettings: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return wireCosts(await shipments.costSettings());
    },
    shipmentSummary: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      const { codPendingPaise, ...summary } = await shipments.summary();
      return { ...summary, codPending: wireRupees(codPendingPaise) };
    },
  } satisfies QueryResolvers;
  const Mutation = {
    claimShipmentMessage: async (_root, args, ctx) => {
      const { claimed, shipment } = await shipments.claim(args.id, TABS[args.tab], requireUser(ctx.user));
      return { claimed, shipment: await wire(shipment) };
    },
    moveShipmentNdr: async (_root, args, ctx) =>
      wire(await shipments.moveNdr(args.id, NDR_STATES[args.to], requireUser(ctx.user))),
    updateShipmentCostSettings: async (_root, args, ctx) => {
      const actor = requireAdmin(ctx.user);
      const productCosts = args.productCosts.map((r) => ({
        keyword: r.keyword,
        unitCostPaise: rupeesToPaise(r.unitCost),
      }));
      return wireCosts(await shipments.saveCostSettings({ productCosts }, args.version, actor));
    },
    requestShipmentNdr: async (_root, args, ctx) => {
      const result = await shipments.requestNdr(args.id, NDR_REQUESTS[args.request], requireUser(ctx.user));
      return { ...result, shipment: await wire(result.shipment) };
    },
  } satisfies MutationResolvers;
  return { Query, Mutation } as IResolvers;
}
