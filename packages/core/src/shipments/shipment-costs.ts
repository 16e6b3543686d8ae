// The product cost an order sync puts on each courier order: a cost per unit by a keyword of the
// product's name (the old sync's Cactus 325, Blanket 142, Diapers 102, Nail 192; any other product
// costs 0). A setting, so the staff change a cost without a release (decision 278).
import { rupeesToPaise } from '../money/index.ts';

export interface ProductCostRule {
  /** Matched in the product's name, in any case. */
  readonly keyword: string;
  /** The cost of one unit, in paise. */
  readonly unitCostPaise: number;
}

export interface ShipmentCostSettings {
  readonly productCosts: readonly ProductCostRule[];
}

export const DEFAULT_SHIPMENT_COST_SETTINGS: ShipmentCostSettings = {
  productCosts: [
    { keyword: 'Cactus', unitCostPaise: rupeesToPaise(325) },
    { keyword: 'Blanket', unitCostPaise: rupeesToPaise(142) },
    { keyword: 'Diapers', unitCostPaise: rupeesToPaise(102) },
    { keyword: 'Nail', unitCostPaise: rupeesToPaise(192) },
  ],
};

/** The cost of one unit of a product by its name: the first rule whose keyword it holds, else 0. */
export function unitCostPaise(productName: string | null, rules: readonly ProductCostRule[]): number {
  const name = (productName ?? '').toLowerCase();
  const rule = rules.find((r) => r.keyword.trim() !== '' && name.includes(r.keyword.trim().toLowerCase()));
  return rule?.unitCostPaise ?? 0;
}

export interface ShipmentCostProblem {
  readonly field: 'keyword' | 'unitCostPaise';
  readonly row: number;
  readonly message: string;
}

/** Each rule needs a keyword (once) and a cost of 0 or more in whole paise. */
export function validateShipmentCostSettings(value: ShipmentCostSettings): ShipmentCostProblem[] {
  const problems: ShipmentCostProblem[] = [];
  const seen = new Map<string, number>();
  value.productCosts.forEach((rule, row) => {
    const keyword = rule.keyword.trim().toLowerCase();
    if (keyword === '')
      problems.push({ field: 'keyword', row, message: `Rule ${row + 1}: the keyword is empty.` });
    else if (seen.has(keyword))
      problems.push({
        field: 'keyword',
        row,
        message: `Rule ${row + 1}: "${rule.keyword.trim()}" is the keyword of rule ${(seen.get(keyword) ?? 0) + 1} already.`,
      });
    else seen.set(keyword, row);
    if (!Number.isInteger(rule.unitCostPaise) || rule.unitCostPaise < 0)
      problems.push({
        field: 'unitCostPaise',
        row,
        message: `Rule ${row + 1}: the cost per unit must be an amount of 0 or more.`,
      });
  });
  return problems;
}
