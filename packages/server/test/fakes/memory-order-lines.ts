import { SETTING_DEFINITIONS } from '@seller-desk/core';
import type { OrderLineRecord, OrderLineValues } from '../../src/modules/ledger/order-line-record.ts';
import type { RecordedPayment } from '../../src/modules/ledger/order-line-payments.repository.ts';
import type { OrderLinesStore } from '../../src/modules/ledger/order-lines.service.ts';
import type { SettingView, SettingsService } from '../../src/modules/settings/settings.service.ts';
import { conflict } from '../../src/shared/errors.ts';
import type { UnitOfWork } from '../../src/shared/unit-of-work.ts';
import { orderLineValues } from '../factories.ts';
import { memoryAuditLog, memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';

interface OrderLinesData extends MemoryData {
  lines: Map<string, OrderLineRecord>;
  /** the payments recorded for each line, by line id */
  payments: Map<string, RecordedPayment[]>;
}

/**
 * A stored line's columns before anything is written to them (the table's defaults): the factory's
 * values, whose key and amounts each insert overrides, and the columns only the ledger writes.
 */
const EMPTY_LINE: Omit<
  OrderLineRecord,
  'id' | 'channel' | 'orderId' | 'sku' | 'billDate' | 'invoiceAmountPaise' | 'quantity'
> = {
  ...orderLineValues(),
  acceptedDifferencePaise: null,
  acceptedReason: null,
  acceptedAt: null,
  acceptedBy: null,
  stage: 'DRAFT',
  publishedAt: null,
  version: 1,
  createdAt: '',
  createdBy: null,
  updatedAt: '',
  updatedBy: null,
};

/** The ledger's ports over Maps: lines unique on (channel, order id, SKU), as the database's are. */
function memoryLedgerPorts(data: { current: OrderLinesData }): Omit<OrderLinesStore, 'audit'> {
  const all = () => [...data.current.lines.values()];
  /** Writes `values` over a stored line, bumping its version. */
  const change = (id: string, values: Partial<OrderLineRecord>, at: string, by: string | null) => {
    const line = data.current.lines.get(id);
    if (!line) return;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    data.current.lines.set(id, {
      ...line,
      ...defined,
      version: line.version + 1,
      updatedAt: at,
      updatedBy: by,
    });
  };
  return {
    orderLines: {
      findByOrderIds: async (channel, orderIds) =>
        all().filter((l) => l.channel === channel && orderIds.includes(l.orderId)),
      insertNew: async (lines, at, by) => {
        const inserted = new Set<string>();
        for (const line of lines) {
          if (
            all().some((l) => l.channel === line.channel && l.orderId === line.orderId && l.sku === line.sku)
          )
            continue;
          data.current.lines.set(line.id, {
            ...EMPTY_LINE,
            ...line,
            createdAt: at,
            createdBy: by,
            updatedAt: at,
            updatedBy: by,
          });
          inserted.add(line.id);
        }
        return inserted;
      },
      update: async (id, values: Partial<OrderLineValues>, at, by) => change(id, values, at, by),
      // one call at a time: nothing to hold
      lockLine: async () => {},
    },
    payments: {
      paymentsOfLine: async (lineId) => [...(data.current.payments.get(lineId) ?? [])],
      deletePayment: async (lineId, key) => {
        const payments = data.current.payments.get(lineId) ?? [];
        const left = payments.filter((p) => p.key !== key);
        data.current.payments.set(lineId, left);
        return left.length < payments.length;
      },
    },
    acceptances: {
      // the acceptance's own columns, written whole (null clears them), and the version bumped
      setAcceptance: async (id, acceptance, at, by) =>
        change(
          id,
          {
            acceptedDifferencePaise: acceptance?.differencePaise ?? null,
            acceptedReason: acceptance?.reason ?? null,
            acceptedAt: acceptance ? at : null,
            acceptedBy: acceptance ? by : null,
          },
          at,
          by,
        ),
    },
    billDates: {
      billDates: async (from, to) =>
        [...new Set(all().map((l) => l.billDate))]
          .filter((d) => (!from || d >= from) && (!to || d <= to))
          .sort(),
      publishBillDate: async (billDate, at, by) => {
        for (const line of all())
          if (line.billDate === billDate)
            data.current.lines.set(line.id, {
              ...line,
              stage: 'PUBLISHED',
              publishedAt: at,
              updatedAt: at,
              updatedBy: by,
            });
      },
    },
    // the lines a card change prices are chosen by SQL over the listings (categories/reprice.db.test.ts)
    repricing: { countOfCategoryFrom: async () => 0 },
  };
}

/**
 * The settings the order lines read, over a Map: a value never saved reads its definition's default at
 * version 0; a write at another version than the stored one is refused, as the settings service does.
 */
export function memorySettings(): Pick<SettingsService, 'read' | 'write'> & {
  values: Map<string, SettingView<unknown>>;
} {
  const values = new Map<string, SettingView<unknown>>();
  return {
    values,
    read: async <T>(key: string) =>
      (values.get(key) as SettingView<T> | undefined) ?? {
        key,
        value: SETTING_DEFINITIONS.get(key)!.defaultValue() as T,
        version: 0,
        updatedAt: null,
        updatedByName: null,
      },
    write: async <T>(key: string, value: T, expectedVersion: number) => {
      if ((values.get(key)?.version ?? 0) !== expectedVersion) throw conflict('stale');
      const saved = {
        key,
        value,
        version: expectedVersion + 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
        updatedByName: null,
      };
      values.set(key, saved);
      return saved;
    },
  };
}

export interface MemoryOrderLines {
  store: UnitOfWork<OrderLinesStore>;
  /** What is stored now (after any rollback). */
  readonly data: OrderLinesData;
}

export function memoryOrderLines(): MemoryOrderLines {
  const data = { current: { lines: new Map(), payments: new Map(), audit: [] } as OrderLinesData };
  const store: OrderLinesStore = { ...memoryLedgerPorts(data), audit: memoryAuditLog(data) };
  return {
    store: memoryUnitOfWork(data, store),
    get data() {
      return data.current;
    },
  };
}
