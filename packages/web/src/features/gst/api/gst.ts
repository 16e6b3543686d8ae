// The /gst screens' queries (docs/gst.md): a period's return, a figure's lines a page at a time, the
// TCS/TDS ledger and its credited figures; the files are the server's plain downloads.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/download.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type {
  GstLinesQuery,
  GstReturnQuery,
  GstWithholdingQuery,
  MarketplaceChannel,
} from '../../../lib/gql/graphql.ts';
import { apiFetch, readJson } from '../../../lib/http.ts';

const GstReturn = graphql(`
  query GstReturn($period: String!) {
    gstReturn(period: $period) {
      period
      label
      from
      to
      gstin
      channels {
        channel
        saleLines
        sales
        returnLines
        returns
        computedLines
        noRateLines
      }
      documents {
        kind
        count
        cancelled
        total
      }
      missing
      notStoredCount
      notStoredValue
      sections {
        key
        title
        count
        taxable
        tax
        rows {
          label
          drill
          count
          taxable
          tax
          ref {
            kind
            id
            label
            number
            billDate
          }
        }
      }
      documentsIssued {
        series
        nature
        from
        to
        total
        cancelled
        net
        drill
      }
      checks {
        code
        severity
        message
        ref {
          kind
          id
          label
          channel
          orderId
          billDate
          returnDate
          productId
          number
        }
      }
      lastExport {
        at
        format
      }
    }
  }
`);

const GstLines = graphql(`
  query GstLines($period: String!, $drill: String!, $first: Int!, $skip: Int!) {
    gstLines(period: $period, drill: $drill, first: $first, skip: $skip) {
      total
      lines {
        id
        channel
        orderId
        sku
        event
        date
        billDate
        state
        rate
        hsn
        quantity
        amount
        invoiceNo
      }
      documents {
        documentId
        kind
        number
        date
        line
        description
        hsn
        rate
        quantity
        taxable
      }
      issued {
        documentId
        kind
        number
        date
        amount
        cancelled
      }
      issuedTotal
    }
  }
`);

const GstWithholding = graphql(`
  query GstWithholding($period: String!) {
    gstWithholding(period: $period) {
      channel
      month
      etin
      taxable
      creditedBy
      creditedAt
      tcs {
        section
        rates
        expected
        withheld
        credited
        withheldLessExpected
        creditedLessWithheld
      }
      tds {
        section
        rates
        expected
        withheld
        credited
        withheldLessExpected
        creditedLessWithheld
      }
    }
  }
`);

const SetCredit = graphql(`
  mutation SetGstWithholdingCredit(
    $channel: MarketplaceChannel!
    $month: String!
    $tcsCredited: Float
    $tdsCredited: Float
  ) {
    setGstWithholdingCredit(
      channel: $channel
      month: $month
      tcsCredited: $tcsCredited
      tdsCredited: $tdsCredited
    ) {
      channel
      month
    }
  }
`);

export type GstReturnView = GstReturnQuery['gstReturn'];
export type GstCheckView = GstReturnView['checks'][number];
export type IssuedDocumentView = GstLinesQuery['gstLines']['issued'][number];
export type WithholdingView = GstWithholdingQuery['gstWithholding'][number];

export const LINES_PAGE = 50;

export function useGstReturn(period: string) {
  return useQuery({
    queryKey: ['gst', 'return', period],
    queryFn: async () => (await graphqlRequest(GstReturn, { period })).gstReturn,
  });
}

export function useGstLines(period: string, drill: string | null, page: number) {
  return useQuery({
    queryKey: ['gst', 'lines', period, drill, page],
    enabled: drill !== null,
    queryFn: async () =>
      (await graphqlRequest(GstLines, { period, drill: drill!, first: LINES_PAGE, skip: page * LINES_PAGE }))
        .gstLines,
    placeholderData: keepPreviousData,
  });
}

export function useGstWithholding(period: string) {
  return useQuery({
    queryKey: ['gst', 'withholding', period],
    queryFn: async () => (await graphqlRequest(GstWithholding, { period })).gstWithholding,
  });
}

export function useSaveCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      channel: MarketplaceChannel;
      month: string;
      tcsCredited: number | null;
      tdsCredited: number | null;
    }) => graphqlRequest(SetCredit, v),
    onSuccess: () => client.invalidateQueries({ queryKey: ['gst', 'withholding'] }),
  });
}

/** Fetches one of the server's files (an export runs as a job there) and saves it under its name. */
export async function downloadFile(path: string): Promise<void> {
  const res = await apiFetch(path);
  if (!res.ok) await readJson(res);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? path.split('/').pop()!;
  saveBlob(name, await res.blob());
}

/** After an export: the period again, so that its last export and "moved since" show. */
export function useRefreshReturn() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['gst', 'return'] });
}
