// An order line on the wire of the bills API (GraphQL BillOrder and its input): rupees, and the old
// system's spellings (flipkartsetlment, pysicallyRecieved, podRequestTickeetId, amountRecieveFromFlipkart…)
// that the screens and stored data depend on (docs/ledger.md). Paise inside; rupees only here.
import { CHANNEL_INFO, isIsoDate, isPinCode, rupeesToPaise, type Channel } from '@seller-desk/core';
import { badInput } from '../../shared/errors.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { LinePayoutAmounts } from '../../db/ledger-amounts.ts';
import type { OrderLineRecord, OrderLineValues } from './order-line-record.ts';

export const rupees = (paise: number | null) => wireRupees(paise);

/**
 * One line as the GraphQL BillOrder type returns it (rupees; the old system's wire spelling); its
 * withheld tax and payment Difference where the read gave them (the Check Bills reads), else null.
 */
export function toBillOrder(
  l: OrderLineRecord & Partial<LinePayoutAmounts>,
): { id: string; orderId: string; sku: string } & Record<string, unknown> {
  return {
    id: l.id,
    orderedOn: l.billDate,
    orderId: l.orderId,
    sku: l.sku,
    invoiceAmount: rupees(l.invoiceAmountPaise),
    quantity: l.quantity,
    shipToName: l.shipToName,
    addressLine1: l.addressLine1,
    addressLine2: l.addressLine2,
    city: l.city,
    state: l.state,
    pinCode: l.pinCode,
    trackingID: l.trackingId,
    email: l.email,
    phone: l.phone,
    purchaseCost: rupees(l.purchaseCostPaise),
    [CHANNEL_INFO[l.channel].settlementField]: rupees(l.settlementPaise),
    marketplaceFee: rupees(l.marketplaceFeePaise),
    profit: rupees(l.profitPaise),
    saleType: l.saleType,
    return: l.isReturn,
    returnType: l.returnType,
    pysicallyRecieved: l.pysicallyRecieved,
    podRequestTickeetId: l.podRequestTickeetId,
    condition: l.condition,
    damageDescription: l.damageDescription,
    claimId: l.claimId,
    claimResult: l.claimResult,
    returnDate: l.returnDate,
    paymentDate: l.paymentDate,
    paymentReceived: l.paymentReceived,
    [CHANNEL_INFO[l.channel].receivedField]: rupees(l.amountReceivedPaise),
    tcs: rupees(l.tcsWithheldPaise ?? null),
    tds: rupees(l.tdsWithheldPaise ?? null),
    difference: rupees(l.differencePaise ?? null),
  };
}

/** A BillOrder input row of updateBill, as the wire spells it. */
export type BillOrderInputRow = { orderId: string; sku: string } & Record<string, unknown>;

const TEXT_FIELDS: [string, keyof OrderLineValues][] = [
  ['shipToName', 'shipToName'],
  ['addressLine1', 'addressLine1'],
  ['addressLine2', 'addressLine2'],
  ['city', 'city'],
  ['state', 'state'],
  ['pinCode', 'pinCode'],
  ['trackingID', 'trackingId'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['saleType', 'saleType'],
  ['returnType', 'returnType'],
  ['podRequestTickeetId', 'podRequestTickeetId'],
  ['condition', 'condition'],
  ['damageDescription', 'damageDescription'],
  ['claimId', 'claimId'],
  ['claimResult', 'claimResult'],
];

/** The stored values an input row sets; fields it leaves out stay as they are. */
export function valuesOf(channel: Channel, row: BillOrderInputRow, index: number): Partial<OrderLineValues> {
  const v: Partial<OrderLineValues> = {};
  const field = (name: string) => `${channel}[${index}].${name}`;
  const money = (name: string, key: keyof OrderLineValues, negativeOk = false) => {
    const x = row[name];
    if (x === undefined) return;
    if (x === null) {
      (v as Record<string, unknown>)[key] = null;
      return;
    }
    if (typeof x !== 'number' || !Number.isFinite(x) || (!negativeOk && x < 0))
      throw badInput(field(name), `${name} must be an amount of 0 or more`);
    (v as Record<string, unknown>)[key] = rupeesToPaise(x);
  };
  for (const [name, key] of TEXT_FIELDS) {
    const x = row[name];
    if (x !== undefined) (v as Record<string, unknown>)[key] = x === null ? null : String(x).trim() || null;
  }
  if (v.pinCode && !isPinCode(v.pinCode))
    throw badInput(field('pinCode'), `pinCode "${v.pinCode}" is not a PIN code (six digits)`);
  money('invoiceAmount', 'invoiceAmountPaise');
  money('purchaseCost', 'purchaseCostPaise');
  money(CHANNEL_INFO[channel].settlementField, 'settlementPaise', true);
  money('marketplaceFee', 'marketplaceFeePaise', true);
  money('profit', 'profitPaise', true);
  money(CHANNEL_INFO[channel].receivedField, 'amountReceivedPaise', true);
  if (row.quantity !== undefined && row.quantity !== null) {
    if (!Number.isInteger(row.quantity) || (row.quantity as number) < 1)
      throw badInput(field('quantity'), 'quantity must be a whole number of 1 or more');
    v.quantity = row.quantity as number;
  }
  if (row.return !== undefined && row.return !== null) v.isReturn = Boolean(row.return);
  if (row.pysicallyRecieved !== undefined && row.pysicallyRecieved !== null)
    v.pysicallyRecieved = Boolean(row.pysicallyRecieved);
  if (row.paymentReceived !== undefined && row.paymentReceived !== null)
    v.paymentReceived = Boolean(row.paymentReceived);
  const paymentDate = row.paymentDate as string | null | undefined;
  if (paymentDate !== undefined) {
    if (paymentDate !== null && !isIsoDate(paymentDate))
      throw badInput(field('paymentDate'), 'paymentDate must be a date (yyyy-MM-dd)');
    v.paymentDate = paymentDate;
  }
  return v;
}
