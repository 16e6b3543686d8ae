import { ORDER_LINE_FIELDS, type Channel } from '@seller-desk/core';
import { graphqlRequest } from './graphql-client.ts';
import { graphql } from './gql/index.ts';

const SaveReturnFollowUp = graphql(`
  mutation SaveReturnFollowUp($billDate: String!, $data: BillInput!) {
    updateBill(where: { billDate: $billDate }, data: $data) {
      id
    }
  }
`);

// A return's follow-up, recorded from Check Bills' Return tab and from the reconciliation screen's
// returns to claim (docs/screens.md): one form, one save, for both.

/** What the staff record about a return after it was uploaded (decision 112: the only fields they edit). */
export interface ReturnFollowUp {
  pysicallyRecieved: boolean;
  podRequestTickeetId: string;
  condition: string;
  damageDescription: string;
  claimId: string;
  claimResult: string;
}

/**
 * A returned line as the follow-up form needs it: which line it is (bill date, order id, SKU), its
 * return type, and its follow-up so far (a field never recorded: null or left out).
 */
export interface ReturnFollowUpLine {
  orderedOn: string;
  orderId: string;
  sku: string;
  returnType?: string | null;
  pysicallyRecieved?: boolean | null;
  podRequestTickeetId?: string | null;
  condition?: string | null;
  damageDescription?: string | null;
  claimId?: string | null;
  claimResult?: string | null;
}

/** The names the screen shows for the fields (and for the field a refused save names): the dictionary's. */
export const FOLLOW_UP_LABELS: Record<keyof ReturnFollowUp, string> = {
  pysicallyRecieved: ORDER_LINE_FIELDS.pysicallyRecieved.label,
  podRequestTickeetId: ORDER_LINE_FIELDS.podRequestTickeetId.label,
  condition: ORDER_LINE_FIELDS.condition.label,
  damageDescription: ORDER_LINE_FIELDS.damageDescription.label,
  claimId: ORDER_LINE_FIELDS.claimId.label,
  claimResult: ORDER_LINE_FIELDS.claimResult.label,
};

/** The follow-up field an updateBill error names ("flipkart[0].claimId" → "claimId"), if any. */
export function followUpFieldOf(errorField: string | undefined): keyof ReturnFollowUp | null {
  const name = errorField?.split('.').at(-1);
  return name && name in FOLLOW_UP_LABELS ? (name as keyof ReturnFollowUp) : null;
}

/**
 * What the person changed in a follow-up form: the fields whose value differs from what the form opened
 * with (text compared as it is saved, spaces around it dropped). Only these are saved, so that a field
 * someone else recorded since the form opened is not put back to what this form showed.
 */
export function followUpChanges(opened: ReturnFollowUp, edited: ReturnFollowUp): Partial<ReturnFollowUp> {
  const changes: Partial<ReturnFollowUp> = {};
  if (edited.pysicallyRecieved !== opened.pysicallyRecieved)
    changes.pysicallyRecieved = edited.pysicallyRecieved;
  for (const key of [
    'podRequestTickeetId',
    'condition',
    'damageDescription',
    'claimId',
    'claimResult',
  ] as const)
    if (edited[key].trim() !== opened[key].trim()) changes[key] = edited[key];
  return changes;
}

/**
 * Saves the fields of one line's follow-up that were changed through updateBill: this line only, by its
 * bill date, channel, order id and SKU (updateBill leaves every other line, and every field not sent, as
 * it is); an empty text clears the field.
 */
export async function saveReturnFollowUp(
  channel: Channel,
  line: Pick<ReturnFollowUpLine, 'orderedOn' | 'orderId' | 'sku'>,
  changes: Partial<ReturnFollowUp>,
): Promise<void> {
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  await graphqlRequest(SaveReturnFollowUp, {
    billDate: line.orderedOn,
    data: {
      [channel]: [
        {
          orderId: line.orderId,
          sku: line.sku,
          pysicallyRecieved: changes.pysicallyRecieved,
          podRequestTickeetId: text(changes.podRequestTickeetId),
          condition: text(changes.condition),
          damageDescription: text(changes.damageDescription),
          claimId: text(changes.claimId),
          claimResult: text(changes.claimResult),
        },
      ],
    },
  });
}
