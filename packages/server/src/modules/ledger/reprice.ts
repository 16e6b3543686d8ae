// Re-pricing the ledger after a rate-card change (decision 093): the stored lines of a category's
// listings billed on or after the change's date are priced again by the one line pricer
// (line-pricer.ts), in the card change's transaction. On ports (decision 061): the caller passes the
// store bound to its transaction, a unit test an in-memory one.
import type { Channel } from '@seller-desk/core';
import type { AuditEntry } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { mapInTurns } from '../../shared/turns.ts';
import type { ListingView } from '../listings/listing-view.ts';
import type { PricingData } from '../listings/listings.service.ts';
import { pricedColumns, pricerOf } from './line-pricer.ts';

/** A stored line a card version prices, with what pricing it again needs (the repository reads it). */
export interface RepricedLine {
  id: string;
  /** The channel and current SKU of its listing. */
  channel: Channel;
  listingSku: string;
  billDate: string;
  invoiceAmountPaise: number;
  quantity: number;
}

/** The lines a card version of a category from a date prices (linked, or matched by channel and SKU). */
export interface RepricingReads {
  ofCategoryFrom(categoryId: string, from: string): Promise<RepricedLine[]>;
  countOfCategoryFrom(categoryId: string, from: string): Promise<number>;
}

/** One audit row about many lines, linked to each of them for its history (decision 130). */
export interface LineAuditLog {
  writeOfLines(entry: AuditEntry, orderLineIds: readonly string[]): Promise<void>;
}

/**
 * What a re-price works through, bound to one transaction: the lines to price and their write, the
 * listings and pricing data as that transaction sees them (a card saved in it is read back), and the
 * audit of many lines.
 */
export interface RepriceStore {
  repricing: RepricingReads;
  orderLines: {
    updateMany(
      lines: readonly { id: string; values: ReturnType<typeof pricedColumns> }[],
      at: string,
      by: string | null,
    ): Promise<string[]>;
  };
  listings: { bySkus(channel: Channel, skuids: readonly string[]): Promise<Map<string, ListingView>> };
  pricing: PricingData;
  lineAudit: LineAuditLog;
}

/**
 * Re-prices the stored lines of a category's listings billed on or after `from` (decision 093), with
 * each line's stored invoice amount and quantity and its listing's current values. A line that cannot be
 * priced any more keeps its values; payment columns are not touched. One audit row says how many lines
 * were re-priced and names those kept, and each line re-priced is linked to it (decision 130). Gives
 * that count.
 */
export async function repriceLines(
  s: RepriceStore,
  clock: Clock,
  categoryId: string,
  from: string,
  actorId: string | null,
): Promise<number> {
  const lines = await s.repricing.ofCategoryFrom(categoryId, from);
  if (lines.length === 0) return 0;
  const at = clock.now().toISOString();
  const repriced: { id: string; values: ReturnType<typeof pricedColumns> }[] = [];
  const kept: string[] = [];
  for (const channel of [...new Set(lines.map((l) => l.channel))]) {
    const ofChannel = lines.filter((l) => l.channel === channel);
    const matched = await s.listings.bySkus(
      channel,
      ofChannel.map((l) => l.listingSku),
    );
    const price = await pricerOf(s.pricing, channel);
    // a busy category's lines since a past date can be tens of thousands: other requests get turns
    const priced = await mapInTurns(ofChannel, (l) =>
      price(matched.get(l.listingSku) ?? null, l.invoiceAmountPaise, l.quantity, l.billDate),
    );
    priced.forEach((line, i) => {
      if (line.ok) repriced.push({ id: ofChannel[i]!.id, values: pricedColumns(line) });
      else kept.push(ofChannel[i]!.id);
    });
  }
  await s.orderLines.updateMany(repriced, at, actorId);
  await s.lineAudit.writeOfLines(
    {
      at,
      userId: actorId,
      entity: 'order_line',
      entityId: `category:${categoryId}`,
      action: 'reprice',
      before: null,
      after: { from, repriced: repriced.length, kept },
    },
    repriced.map((l) => l.id),
  );
  return repriced.length;
}
