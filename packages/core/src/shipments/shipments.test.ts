import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIthinkExport } from '../reports/read-ithink-export.ts';
import { readShiprocketExport } from '../reports/read-shiprocket-export.ts';
import { SHIPMENT_COSTS_SETTING } from '../settings/settings.ts';
import { settingFieldWords } from '../settings/setting-fields.ts';
import {
  DEFAULT_SHIPMENT_COST_SETTINGS,
  unitCostPaise,
  validateShipmentCostSettings,
} from './shipment-costs.ts';
import { AWB_SHOULD_BE_NUMBER, changedSyncedFields, shipmentsOf } from './shipment-import.ts';
import { afterEddBefore, classifyShipment, eddDate, isAfterEdd } from './shipment-status.ts';
import { SHIPMENT_TAB_INFO, SHIPMENT_TABS, flagText, inTab } from './shipment-tabs.ts';
import {
  NDR_REQUESTS,
  isNoAttemptNdr,
  isNoAttemptReason,
  ndrHoursLeft,
  ndrMoveProblem,
  ndrRaisedAt,
  ndrWindow,
  nextNdrStates,
} from './ndr.ts';
import { rtoRatePercent } from './shipment-summary.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const rules = DEFAULT_SHIPMENT_COST_SETTINGS.productCosts;

describe('order database status (one rule per line of the spec)', () => {
  it.each([
    ['NEW', '', 'new'],
    ['NEW_ORDER', '27 Nov 2026', 'new'],
    ['Delivered', '20-11-2026', 'delivered'],
    ['DELIVERED', null, 'delivered'],
    ['Undelivered', '26-11-2026', 'undelivered'],
    ['UNDELIVERED', null, 'undelivered'],
    ['RTO DELIVERED', '18 Nov 2026', 'rto'],
    ['RTO_ACKNOWLEDGED', null, 'rto'],
    ['Rto In Transit', '18 Nov 2026', 'rto'],
    ['In Transit', '27 Nov 2026', 'inTransit'],
    ['Out For Delivery', '2026-11-27', 'inTransit'],
    ['In Transit', 'NA', 'other'], // an EDD of 3 characters or fewer is none
    ['In Transit', null, 'other'],
    ['CANCELED', '27 Nov 2026', 'other'], // decision 276: a cancelled order gets no in-transit message
    ['LOST', '27 Nov 2026', 'other'],
  ] as const)('%s with EDD %s is %s', (status, edd, expected) => {
    expect(classifyShipment(status, edd)).toBe(expected);
  });

  it('reads the EDD in each export style as a day', () => {
    expect(eddDate('25-11-2026')).toBe('2026-11-25');
    expect(eddDate('27 Nov 2026')).toBe('2026-11-27');
    expect(eddDate('2026-11-27')).toBe('2026-11-27');
    expect(eddDate('soon')).toBeNull();
    expect(eddDate('NA')).toBeNull();
  });

  it('is After EDD only once more than 24 hours have passed since the EDD day began in India', () => {
    // 25 Nov begins in India at 24 Nov 18:30 UTC; 24 hours later is 25 Nov 18:30 UTC
    const exactly24h = new Date('2026-11-25T18:30:00.000Z');
    expect(isAfterEdd('inTransit', '2026-11-25', exactly24h)).toBe(false);
    expect(isAfterEdd('inTransit', '2026-11-25', new Date(exactly24h.getTime() + 1))).toBe(true);
    expect(isAfterEdd('inTransit', '2026-11-25', new Date(exactly24h.getTime() - 1))).toBe(false);
    expect(afterEddBefore(exactly24h)).toBe('2026-11-25');
    expect(afterEddBefore(new Date(exactly24h.getTime() + 1))).toBe('2026-11-26');
    // only a shipment in transit is After EDD, and only with an EDD
    expect(isAfterEdd('undelivered', '2026-11-01', exactly24h)).toBe(false);
    expect(isAfterEdd('inTransit', null, exactly24h)).toBe(false);
  });
});

describe('order database tabs', () => {
  const now = new Date('2026-11-28T06:00:00Z');
  const base = { statusClass: 'new' as const, eddDate: null, firstMsg: false, inTransitMsg: false };

  it('New lists new shipments not yet sent the first message', () => {
    expect(inTab('new', base, now)).toBe(true);
    expect(inTab('new', { ...base, firstMsg: true }, now)).toBe(false);
  });

  it('In Transit lists in-transit shipments not yet sent the in-transit message', () => {
    const moving = { ...base, statusClass: 'inTransit' as const, eddDate: '2026-11-29' };
    expect(inTab('inTransit', moving, now)).toBe(true);
    expect(inTab('inTransit', { ...moving, inTransitMsg: true }, now)).toBe(false);
    expect(inTab('afterEdd', moving, now)).toBe(false);
    expect(inTab('afterEdd', { ...moving, eddDate: '2026-11-26', inTransitMsg: true }, now)).toBe(true);
  });

  it('Delivered, Undelivered and Rto list their class; All Order lists every shipment', () => {
    for (const cls of ['delivered', 'undelivered', 'rto'] as const) {
      expect(inTab(cls, { ...base, statusClass: cls }, now)).toBe(true);
      expect(inTab(cls, base, now)).toBe(false);
    }
    expect(inTab('all', { ...base, statusClass: 'other' }, now)).toBe(true);
  });

  it("names each tab's CSV as the old screen did and writes flags as TRUE/FALSE", () => {
    expect(SHIPMENT_TABS.map((t) => SHIPMENT_TAB_INFO[t].csvName)).toEqual([
      'newOrder.csv',
      'inTransitOrder.csv',
      'deliveredOrder.csv',
      'undeliveredOrder.csv',
      'rtoOrder.csv',
      'afterEddOrder.csv',
      'allOrder.csv',
    ]);
    expect(SHIPMENT_TAB_INFO.new.order).toBe('orderIdAscending');
    expect([flagText(true), flagText(false)]).toEqual(['TRUE', 'FALSE']);
  });
});

describe('iThink sync: merge and keyword costs', () => {
  const read = readIthinkExport(fixture('ithink-sync.csv'));
  const result = shipmentsOf('ithink', read.rows, rules);
  if (!result.ok) throw new Error(result.problem.message);
  const byId = new Map(result.shipments.map((s) => [s.orderId, s]));

  it('merges the lines of one order, costing each unit by keyword', () => {
    expect(read.problems).toEqual([]);
    expect(result.shipments.map((s) => s.orderId)).toEqual(['TH-3001', 'TH-3002', 'TH-3003', 'TH-3004']);
    const merged = byId.get('TH-3001');
    expect(merged).toMatchObject({
      productName: 'Dancing Cactus Toy, Fleece Blanket Double',
      sku: 'CACTUS-PLUSH-02, BLANKET-DBL-01',
      quantity: 3,
      // Cactus 325 × 1 + Blanket 142 × 2
      productCostPaise: 32_500 + 2 * 14_200,
      shipChargePaise: 6_500,
      orderTotalPaise: 68_300,
      statusClass: 'inTransit',
      eddDate: '2026-11-25',
      line: 2,
    });
    expect(byId.get('TH-3002')).toMatchObject({ productCostPaise: 19_200, statusClass: 'undelivered' });
    expect(byId.get('TH-3002')?.ndrReasons).toEqual(['Customer refused', 'Door locked']);
    expect(byId.get('TH-3003')?.productCostPaise).toBe(10_200);
    // a product no keyword matches costs 0
    expect(byId.get('TH-3004')).toMatchObject({
      productCostPaise: 0,
      statusClass: 'new',
      shipChargePaise: null,
    });
  });

  it("stops on an AWB holding '0000' with the spec's words and gives no shipment", () => {
    const text = fixture('ithink-sync.csv').replace('4567890123456', '4567890000456');
    const stopped = shipmentsOf('ithink', readIthinkExport(text).rows, rules);
    expect(stopped.ok).toBe(false);
    if (stopped.ok) return;
    expect(stopped.problem.message.startsWith(AWB_SHOULD_BE_NUMBER)).toBe(true);
    expect(stopped.problem).toMatchObject({ line: 5, column: 'AWB' });
    expect(stopped.problem.message).toContain('4567890000456');
  });

  it('stops on an AWB Excel wrote in scientific notation, either courier', () => {
    const text = fixture('ithink-sync.csv').replace('4567890123456', '4.56789E+12');
    expect(shipmentsOf('ithink', readIthinkExport(text).rows, rules).ok).toBe(false);
  });
});

describe('Shiprocket sync: free gift and channels', () => {
  const read = readShiprocketExport(fixture('shiprocket-sync.csv'));
  const result = shipmentsOf('shiprocket', read.rows, rules);
  if (!result.ok) throw new Error(result.problem.message);

  it('drops the free-gift line and keeps one order id on two channels as two orders', () => {
    const lk2001 = result.shipments.filter((s) => s.orderId === 'LK-2001');
    expect(lk2001.map((s) => s.channel)).toEqual(['Little Kid', 'Trendy Handy']);
    expect(lk2001[0]).toMatchObject({
      productName: 'Fleece Blanket Double',
      quantity: 1,
      productCostPaise: 14_200,
      productPricePaise: 49_900,
    });
    expect(lk2001[1]).toMatchObject({ productName: 'Dancing Cactus Toy', customerName: 'Ravi Menon' });
    expect(result.shipments).toHaveLength(8);
  });

  it("reads Shiprocket's quirks: N/A, the Go artefact in a charge, -C, a Hindi name", () => {
    const byId = new Map(result.shipments.map((s) => [s.orderId, s]));
    expect(byId.get('LK-2002')).toMatchObject({
      customerName: 'मीना शर्मा',
      quantity: 2,
      productCostPaise: 65_000,
      shipChargePaise: 7_250,
      statusClass: 'inTransit',
      eddDate: '2026-11-27',
      orderDate: '2026-11-20',
    });
    expect(byId.get('LK-2003')).toMatchObject({ statusClass: 'delivered', codPayablePaise: 45_000 });
    expect(byId.get('LK-2004')).toMatchObject({
      statusClass: 'undelivered',
      ndrAttempts: 1,
      ndrReasons: ['Customer not reachable'],
      pincode: '110001',
    });
    expect(byId.get('LK-2005')?.statusClass).toBe('rto');
    expect(byId.get('LK-2007')).toMatchObject({ statusClass: 'other', awb: null });
  });

  it('keeps a row whose mobile is no Indian mobile, flagged, and names its line', () => {
    const bad = result.shipments.find((s) => s.orderId === 'LK-2006');
    expect(bad?.mobileProblem).not.toBeNull();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ line: 9, column: 'Mobile', orderId: 'LK-2006' });
  });

  it('names a missing key column', () => {
    const text = fixture('shiprocket-sync.csv').replace('Customer Mobile', 'Phone Of Customer');
    const { rows, problems } = readShiprocketExport(text);
    expect(rows).toEqual([]);
    expect(problems[0]?.message).toContain('Customer Mobile');
  });

  it('tells which synced fields changed and never the flags', () => {
    const [first] = result.shipments;
    if (!first) throw new Error('no shipment');
    expect(changedSyncedFields(first, first)).toEqual([]);
    expect(changedSyncedFields(first, { ...first, status: 'PICKED UP', awb: '1' })).toEqual([
      'status',
      'awb',
    ]);
  });
});

describe('product costs setting', () => {
  it("has the old sync's defaults and matches a keyword in any case", () => {
    expect(unitCostPaise('dancing CACTUS toy', rules)).toBe(32_500);
    expect(unitCostPaise('Nail Art Kit', rules)).toBe(19_200);
    expect(unitCostPaise('Teddy', rules)).toBe(0);
    expect(unitCostPaise(null, rules)).toBe(0);
    expect(SHIPMENT_COSTS_SETTING.defaultValue()).toEqual(DEFAULT_SHIPMENT_COST_SETTINGS);
  });

  it('refuses an empty or repeated keyword and a negative or fractional cost, naming the rule', () => {
    const problems = validateShipmentCostSettings({
      productCosts: [
        { keyword: 'Cactus', unitCostPaise: 100 },
        { keyword: ' cactus ', unitCostPaise: -1 },
        { keyword: '', unitCostPaise: 1.5 },
      ],
    });
    expect(problems.map((p) => [p.row, p.field])).toEqual([
      [1, 'keyword'],
      [1, 'unitCostPaise'],
      [2, 'keyword'],
      [2, 'unitCostPaise'],
    ]);
    expect(problems[0]?.message).toBe('Rule 2: "cactus" is the keyword of rule 1 already.');
  });

  it('is named on History as the screen names it', () => {
    const words = settingFieldWords('shipmentCosts');
    expect(words?.label(['productCosts', 0, 'unitCostPaise'])).toBe('Rule 1: Cost per unit');
    expect(words?.text(['productCosts', 0, 'unitCostPaise'], 32_500)).toBe('₹325.00');
  });
});

describe('NDR action state', () => {
  it('moves new → contacted → re-attempt or RTO → closed', () => {
    expect(nextNdrStates('new')).toEqual(['contacted', 'reattemptRequested', 'rtoAccepted']);
    expect(ndrMoveProblem('new', 'contacted')).toBeNull();
    expect(ndrMoveProblem('contacted', 'reattemptRequested')).toBeNull();
    expect(ndrMoveProblem('contacted', 'rtoAccepted')).toBeNull();
    expect(ndrMoveProblem('reattemptRequested', 'closed')).toBeNull();
    expect(ndrMoveProblem('reattemptRequested', 'contacted')).toBeNull();
    expect(ndrMoveProblem('rtoAccepted', 'closed')).toBeNull();
  });

  it('never undoes an RTO, never reopens a closed one, never skips to closed', () => {
    expect(ndrMoveProblem('rtoAccepted', 'reattemptRequested')).toMatch(/cannot be undone/);
    expect(ndrMoveProblem('closed', 'new')).toMatch(/closed/);
    expect(ndrMoveProblem('new', 'closed')).toBe('A shipment that is "New" cannot become "Closed".');
  });

  it('counts the 24-hour action window and flags a "no attempt" reason', () => {
    const raised = new Date('2026-11-23T12:30:00Z');
    expect(ndrHoursLeft(raised, new Date('2026-11-23T18:30:00Z'))).toBe(18);
    expect(ndrHoursLeft(raised, new Date('2026-11-24T13:30:00Z'))).toBe(-1);
    expect(isNoAttemptReason('Customer not reachable')).toBe(true);
    expect(isNoAttemptReason('Consignee phone switched off')).toBe(true);
    expect(isNoAttemptReason('Customer refused')).toBe(false);
    expect(isNoAttemptReason(null)).toBe(false);
  });

  it('flags "no attempt" when the latest reason says unreachable and nothing says the door was reached', () => {
    expect(isNoAttemptNdr(['Customer not reachable'])).toBe(true);
    expect(isNoAttemptNdr(['Customer refused', 'Consignee phone switched off'])).toBe(true);
    // the latest reason decides: an attempt at the door after an unreachable call
    expect(isNoAttemptNdr(['Customer not reachable', 'Door locked'])).toBe(false);
    expect(isNoAttemptNdr(['Door locked, customer not reachable'])).toBe(false);
    expect(isNoAttemptNdr(['Delivery attempted - customer not responding'])).toBe(false);
    expect(isNoAttemptNdr(['Customer not reachable', ' '])).toBe(true);
    expect(isNoAttemptNdr([])).toBe(false);
    expect(isNoAttemptNdr(['Customer refused'])).toBe(false);
  });

  it("reads the courier's NDR date on India's clock and says what is left of the window", () => {
    expect(ndrRaisedAt('2026-11-23 18:00:00')?.toISOString()).toBe('2026-11-23T12:30:00.000Z');
    expect(ndrRaisedAt('23 Nov 2026 6:00 PM')?.toISOString()).toBe('2026-11-23T12:30:00.000Z');
    expect(ndrRaisedAt('23-11-2026')?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(ndrRaisedAt('')).toBeNull();
    expect(ndrRaisedAt('soon')).toBeNull();
    expect(ndrWindow('2026-11-23 18:00:00', new Date('2026-11-23T18:30:00Z'))).toEqual({
      kind: 'open',
      hoursLeft: 18,
    });
    // at exactly 24 hours the window has closed
    expect(ndrWindow('2026-11-23 18:00:00', new Date('2026-11-24T12:30:00Z'))).toEqual({
      kind: 'passed',
      hoursAgo: 0,
    });
    expect(ndrWindow(null, new Date())).toEqual({ kind: 'unknown' });
  });

  it('a request to the courier moves to its state by an allowed move from new and contacted', () => {
    for (const from of ['new', 'contacted'] as const)
      for (const to of Object.values(NDR_REQUESTS)) expect(ndrMoveProblem(from, to)).toBeNull();
    expect(ndrMoveProblem('rtoAccepted', NDR_REQUESTS.reattempt)).toMatch(/cannot be undone/);
  });
});

describe('Summary figures', () => {
  it('an RTO rate is RTO over the shipments whose journey ended, to one decimal', () => {
    expect(rtoRatePercent(2, 1)).toBe(33.3);
    expect(rtoRatePercent(0, 4)).toBe(100);
    expect(rtoRatePercent(0, 0)).toBeNull();
  });
});
