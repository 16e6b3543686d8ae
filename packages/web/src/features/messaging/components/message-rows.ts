import type { CourierOrderRow, ReportRow } from '@seller-desk/core';
import { messageRowOf, normaliseIndianMobile } from '@seller-desk/core';
import { useMemo } from 'react';

/** A row of a message screen: what is cheap to show for every order of a file. */
export interface OrderRow {
  id: string;
  sno: number;
  order: ReportRow<CourierOrderRow>;
  orderId: string;
  customerName: string | null;
  mobile: string | null;
  phoneProblem: string | null;
  /** The courier's status as written (the Status column). */
  status: string | null;
  /** From the order database: the shipment, and whether this screen's flag is set on it. */
  shipmentId?: string;
  sent?: boolean;
}

/** The text and links of one row: made only for the rows on screen (a 5 MB export has ~9,000 orders). */
export interface RowMessage {
  text: string;
  whatsapp: string | null;
  sms: string | null;
  call: string | null;
  script: string | null;
}

export function toOrderRows(orders: readonly ReportRow<CourierOrderRow>[]): OrderRow[] {
  return orders.map((order, i) => {
    const phone = normaliseIndianMobile(order.mobile);
    return {
      id: `${order.orderId}:${order.line}`,
      sno: i + 1,
      order,
      orderId: order.orderId,
      customerName: order.customerName,
      mobile: phone.ok ? phone.mobile : null,
      phoneProblem: phone.ok ? null : phone.reason,
      status: order.status,
    };
  });
}

/** Makes a row's message when it is first shown and keeps it until the text or the link form changes. */
export function useRowMessages(
  textOf: (order: CourierOrderRow) => string,
  scriptOf: ((order: CourierOrderRow) => string) | null,
  device: 'mobile' | 'desktop',
): (row: OrderRow) => RowMessage {
  return useMemo(() => {
    const made = new Map<string, RowMessage>();
    return (row: OrderRow) => {
      let message = made.get(row.id);
      if (!message) {
        const { text, whatsapp, sms, call } = messageRowOf(row.order, textOf(row.order), device);
        message = { text, whatsapp, sms, call, script: scriptOf ? scriptOf(row.order) : null };
        made.set(row.id, message);
      }
      return message;
    };
  }, [textOf, scriptOf, device]);
}
