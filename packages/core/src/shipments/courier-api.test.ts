import { describe, expect, it } from 'vitest';
import { withNdrReports, withTrackReports } from './courier-api.ts';
import { ithinkOrderRows, ithinkTrackReports } from './ithink-api.ts';
import { shiprocketNdrReports, shiprocketOrderRows } from './shiprocket-api.ts';
import { reconcileCouriers } from './sync-reconcile.ts';
import { DEFAULT_SHIPMENT_COST_SETTINGS } from './shipment-costs.ts';
import { shipmentsOf, type ShipmentInput } from './shipment-import.ts';

const rules = DEFAULT_SHIPMENT_COST_SETTINGS.productCosts;

// Records shaped as Shiprocket's GET /orders and GET /ndr/all and iThink's get_details and track answers
// document them (../reference report formats §4), written for these tests.
const shiprocketOrder = {
  id: 9001,
  channel_name: 'Little Kid Store',
  channel_order_id: 'LK-1001',
  customer_name: 'Asha Verma',
  customer_email: 'asha@example.com',
  customer_phone: '9876543210',
  customer_address: '12 MG Road',
  customer_city: 'Pune',
  customer_state: 'Maharashtra',
  customer_pincode: '411001',
  total: '1,299.00',
  status: 'IN TRANSIT',
  payment_method: 'cod',
  channel_created_at: '24 Nov 2026, 11:11 AM',
  products: [
    { name: 'Cactus Plush Toy', channel_sku: 'CAC-1', quantity: 2, price: '400' },
    { name: 'Free Gift Keychain', channel_sku: 'FREE-GIFT', quantity: 1, price: 0 },
  ],
  shipments: [
    { awb: '1234567890123', courier: 'Delhivery', etd: '2026-11-28 12:00:00', delivered_date: 'N/A' },
  ],
};

describe('Shiprocket API records as order rows', () => {
  it('gives one row per product, as the export does, so the import rules apply to both', () => {
    const { rows, problems } = shiprocketOrderRows([
      shiprocketOrder,
      { ...shiprocketOrder, channel_order_id: 'LK-1002-C', status: 'CANCELED' },
    ]);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      courier: 'shiprocket',
      orderId: 'LK-1001',
      awb: '1234567890123',
      courierCompany: 'Delhivery',
      edd: '2026-11-28 12:00:00',
      orderTotal: 1299,
      address: '12 MG Road, Pune, Maharashtra, 411001',
      productName: 'Cactus Plush Toy',
      quantity: 2,
      line: 1,
    });
    expect(rows[0]!.details).toMatchObject({
      channel: 'Little Kid Store',
      pincode: '411001',
      productPrice: 800,
      deliveredDate: null,
    });
    expect(rows[2]).toMatchObject({ orderId: 'LK-1002', cancelled: true, line: 2 });
    const imported = shipmentsOf('shiprocket', rows, rules);
    expect(imported.ok).toBe(true);
    const [first, second] = imported.ok ? imported.shipments : [];
    // the free gift is left out, the cactus costed by keyword
    expect(first).toMatchObject({
      productName: 'Cactus Plush Toy',
      quantity: 2,
      productCostPaise: 65_000,
      statusClass: 'inTransit',
      eddDate: '2026-11-28',
      orderDate: '2026-11-24',
    });
    expect(second).toMatchObject({ orderId: 'LK-1002', statusClass: 'other' });
  });

  it('names a record it cannot read by its place in the answer and its field, and reads the rest', () => {
    const { rows, problems } = shiprocketOrderRows([shiprocketOrder, { id: 2 }, 'nonsense'], 101);
    expect(rows.every((r) => r.line === 101)).toBe(true);
    expect(problems).toEqual([
      {
        line: 102,
        column: 'channel_order_id',
        message: 'Record 102 of the Shiprocket orders has no channel_order_id; it was skipped.',
      },
      {
        line: 103,
        column: 'channel_order_id',
        message: 'Record 103 of the Shiprocket orders is not an order; it was skipped.',
      },
    ]);
  });

  it('lays the NDR list over the rows by AWB, but never over a delivered order', () => {
    const { ndrs } = shiprocketNdrReports([
      {
        awb_code: '1234567890123',
        status: 'UNDELIVERED',
        attempts: 2,
        ndr_raised_at: '2026-11-27 10:00:00',
        history: [{ ndr_reason: 'Customer not reachable' }, { ndr_reason: 'Door locked' }],
      },
    ]);
    const { rows } = shiprocketOrderRows([
      shiprocketOrder,
      { ...shiprocketOrder, channel_order_id: 'LK-9', status: 'DELIVERED' },
    ]);
    const laid = withNdrReports(rows, ndrs);
    expect(laid[0]).toMatchObject({
      status: 'UNDELIVERED',
      ndrAttempts: 2,
      ndrReasons: ['Customer not reachable', 'Door locked'],
    });
    expect(laid[0]!.details?.latestNdrDate).toBe('2026-11-27 10:00:00');
    expect(laid[2]).toMatchObject({ status: 'DELIVERED', ndrAttempts: 2 });
  });
});

describe('iThink API records as order rows', () => {
  const details = {
    order: '5501',
    awb_no: '7012345671',
    order_date: '2026-11-20',
    total_amount: '650',
    customer_name: 'Ravi',
    customer_phone: '9123456780',
    customer_pincode: '560001',
    customer_city: 'Bengaluru',
    payment_mode: 'COD',
    expected_delivery_date: '2026-11-26',
    logistic: 'Xpressbees',
    latest_courier_status: 'In Transit',
    billed_total_charges: '72.5',
    products: [
      { product_name: 'Blanket Double', product_sku: 'BL-2', product_quantity: '1', product_price: '450' },
      { product_name: 'Nail Kit', product_sku: 'NK', product_quantity: '1', product_price: '200' },
    ],
  };

  it('merges the products of an order and reads its undelivered tracking as an NDR', () => {
    const { rows } = ithinkOrderRows([details]);
    const { tracks } = ithinkTrackReports({
      '7012345671': {
        awb_no: '7012345671',
        current_status: 'Consignee Unavailable',
        current_status_code: 'UD',
        expected_delivery_date: '2026-11-27',
        ofd_count: '1',
        scan_details: [
          { status: 'In Transit', status_code: 'IT', status_date_time: '2026-11-24 09:00:00' },
          {
            status: 'Undelivered',
            status_code: 'UD',
            remark: 'Customer not contactable',
            status_date_time: '2026-11-26 18:00:00',
          },
        ],
      },
    });
    const imported = shipmentsOf('ithink', withTrackReports(rows, tracks), rules);
    expect(imported.ok && imported.shipments).toEqual([
      expect.objectContaining({
        orderId: '5501',
        status: 'Undelivered',
        statusClass: 'undelivered',
        productName: 'Blanket Double, Nail Kit',
        quantity: 2,
        productCostPaise: 14_200 + 19_200,
        shipChargePaise: 7_250,
        ndrAttempts: 1,
        ndrReasons: ['Customer not contactable'],
        latestNdrDate: '2026-11-26 18:00:00',
        edd: '2026-11-27',
      }),
    ]);
  });

  it('reads a delivered AWB with its date, and skips an AWB iThink does not know', () => {
    const { tracks, problems } = ithinkTrackReports({
      A1: {
        awb_no: 'A1',
        current_status: 'Delivered',
        current_status_code: 'DL',
        last_scan_details: { status_date_time: '2026-11-25 14:00:00' },
      },
      B2: { message: 'Invalid AWB' },
    });
    expect(problems).toEqual([]);
    expect(tracks).toEqual([
      { awb: 'A1', status: 'Delivered', edd: null, deliveredDate: '2026-11-25 14:00:00', ndr: null },
    ]);
  });
});

describe('Sync Both', () => {
  const shipment = (over: Partial<ShipmentInput>): ShipmentInput =>
    ({
      courier: 'ithink',
      channel: '',
      orderId: 'X1',
      status: 'In Transit',
      statusClass: 'inTransit',
      createdAt: '2026-11-20',
      orderDate: '2026-11-20',
      pickupDate: null,
      deliveredDate: null,
      rtoInitiatedDate: null,
      rtoDeliveredDate: null,
      latestNdrDate: null,
      ...over,
    }) as ShipmentInput;

  it('keeps the later status of an order both couriers report, lists the conflict, and leaves agreeing orders alone', () => {
    const ithink = [shipment({}), shipment({ orderId: 'X2' })];
    const shiprocket = [
      shipment({
        courier: 'shiprocket',
        channel: 'Store',
        status: 'DELIVERED',
        statusClass: 'delivered',
        deliveredDate: '2026-11-25 10:00:00',
      }),
      shipment({ courier: 'shiprocket', channel: 'Store', orderId: 'X2', status: 'IN TRANSIT' }),
    ];
    const out = reconcileCouriers(ithink, shiprocket);
    expect(out.conflicts).toEqual([
      expect.objectContaining({
        orderId: 'X1',
        kept: 'shiprocket',
        statuses: { ithink: 'In Transit', shiprocket: 'DELIVERED' },
      }),
    ]);
    expect(out.ithink.map((s) => s.statusClass)).toEqual(['other', 'inTransit']);
    expect(out.shiprocket.map((s) => s.statusClass)).toEqual(['delivered', 'inTransit']);
    // the later one wins whichever courier it is
    const later = reconcileCouriers(
      [shipment({ status: 'RTO Delivered', statusClass: 'rto', rtoDeliveredDate: '2026-11-30' })],
      shiprocket.slice(0, 1),
    );
    expect(later.conflicts[0]?.kept).toBe('ithink');
    expect(later.shiprocket[0]?.statusClass).toBe('other');
  });
});
