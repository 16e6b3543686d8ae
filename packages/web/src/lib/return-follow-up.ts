import type { Channel } from '@seller-desk/core';
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

/** The names the screen shows for the fields (and for the field a refused save names). */
export const FOLLOW_UP_LABELS: Record<keyof ReturnFollowUp, string> = {
  pysicallyRecieved: 'Physically Received',
  podRequestTickeetId: 'POD Ticket',
  condition: 'Condition',
  damageDescription: 'Damage Description',
  claimId: 'Claim ID',
  claimResult: 'Claim Result',
};

/** The follow-up field an updateBill error names ("flipkart[0].claimId" → "claimId"), if any. */
export function followUpFieldOf(errorField: string | undefined): keyof ReturnFollowUp | null {
  const name = errorField?.split('.').at(-1);
  return name && name in FOLLOW_UP_LABELS ? (name as keyof ReturnFollowUp) : null;
}

/**
 * Saves one line's follow-up through updateBill: this line only, by its bill date, channel, order id
 * and SKU (updateBill leaves every other line as it is); an empty text clears the field.
 */
export async function saveReturnFollowUp(
  channel: Channel,
  line: Pick<ReturnFollowUpLine, 'orderedOn' | 'orderId' | 'sku'>,
  followUp: ReturnFollowUp,
): Promise<void> {
  const text = (value: string) => value.trim() || null;
  await graphqlRequest(SaveReturnFollowUp, {
    billDate: line.orderedOn,
    data: {
      [channel]: [
        {
          orderId: line.orderId,
          sku: line.sku,
          pysicallyRecieved: followUp.pysicallyRecieved,
          podRequestTickeetId: text(followUp.podRequestTickeetId),
          condition: text(followUp.condition),
          damageDescription: text(followUp.damageDescription),
          claimId: text(followUp.claimId),
          claimResult: text(followUp.claimResult),
        },
      ],
    },
  });
}
