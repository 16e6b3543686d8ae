// A message screen's orders taken from the order database (docs/messaging.md, issue 41 #7): the tab of
// the screen's message (First Message: New; In Transit; Bulk RTO: Rto; Bulk NDR: Undelivered, with the
// courier's reasons), each row with its status and whether its flag is set. A send claims the flag on the
// server before the link opens, as the order database's own buttons do (decision 277).
import { SHIPMENT_TAB_INFO, normaliseIndianMobile, shipmentOrderRow, type Courier } from '@seller-desk/core';
import { useCallback, useMemo } from 'react';
import {
  claimAndOpen,
  useMessageScreenShipments,
  type MessageScreenShipment,
} from '../../../lib/shipment-sends.ts';
import type { DatabaseTab } from '../message-screens.ts';
import type { OrderRow } from './message-rows.ts';

function toRow(s: MessageScreenShipment, i: number, tab: DatabaseTab): OrderRow {
  const order = { ...shipmentOrderRow({ ...s, courier: s.courier as Courier }), line: 0 };
  const phone = normaliseIndianMobile(s.mobile);
  const flag = SHIPMENT_TAB_INFO[tab].flag;
  return {
    id: s.id,
    sno: i + 1,
    order,
    orderId: s.orderId,
    customerName: s.customerName,
    mobile: phone.ok ? phone.mobile : null,
    phoneProblem: phone.ok ? null : phone.reason,
    status: s.status,
    shipmentId: s.id,
    sent: flag === null ? false : s[flag],
  };
}

export function useDatabaseOrders(tab: DatabaseTab | null, enabled: boolean) {
  const query = useMessageScreenShipments(tab ?? 'new', enabled && tab !== null);
  const rows = useMemo(
    () => (tab === null ? [] : (query.data?.rows ?? []).map((s, i) => toRow(s, i, tab))),
    [query.data, tab],
  );
  return {
    rows,
    total: query.data?.total ?? 0,
    /** How many orders the whole database holds, once asked. */
    inDatabase: query.data?.inDatabase,
    loading: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Which rows show as sent (their flag, or marked in this browser for a file's rows) and what a link's
 * click does: a row of the database claims its flag before the link opens; a file's row is marked used.
 */
export function useRowSends(
  tab: DatabaseTab | null,
  fromDb: boolean,
  db: ReturnType<typeof useDatabaseOrders>,
  usedInFile: ReadonlySet<string>,
  markUsed: (id: string) => void,
  setNotice: (notice: string | null) => void,
) {
  const used = useMemo(
    () => (fromDb ? new Set(db.rows.filter((r) => r.sent).map((r) => r.id)) : usedInFile),
    [fromDb, db.rows, usedInFile],
  );
  const { refetch } = db;
  const onOpen = useCallback(
    (row: OrderRow, href: string, sameTab: boolean) => (event: React.MouseEvent) => {
      if (!row.shipmentId || !tab) return markUsed(row.id);
      event.preventDefault();
      void claimAndOpen(row.shipmentId, tab, href, sameTab)
        .then((outcome) =>
          setNotice(outcome === 'alreadySent' ? `Order ${row.orderId} was sent this message already.` : null),
        )
        .catch((e: unknown) => setNotice(e instanceof Error ? e.message : String(e)))
        .finally(() => void refetch());
    },
    [tab, markUsed, refetch, setNotice],
  );
  return { used, onOpen };
}
