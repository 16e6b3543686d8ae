import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceKind, PreparedGstRules, SellerProfile } from '@seller-desk/core';
import { DEFAULT_SELLER_PROFILE, INVOICE_KINDS, prepareGstRules } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { InvoiceDocumentInput, InvoiceWhereInput } from '../../../lib/gql/graphql.ts';

const SellerProfileQuery = graphql(`
  query SellerProfile {
    sellerProfile {
      businessName
      address
      stateCode
      gstin
      pan
      phone
      email
      bankName
      bankAccountName
      bankAccountNumber
      bankIfsc
      logo
      logoWidth
      financialYearStartMonth
      documentDefaults {
        kind
        notes
        term
      }
    }
  }
`);

export const sellerProfileKey = ['sellerProfile'] as const;

/** The seller profile in core's shape (document defaults keyed by kind). */
export function useSellerProfile() {
  return useQuery({
    queryKey: sellerProfileKey,
    queryFn: async ({ signal }): Promise<SellerProfile> => {
      const p = (await graphqlRequest(SellerProfileQuery, {}, { signal })).sellerProfile;
      const documentDefaults = { ...DEFAULT_SELLER_PROFILE.documentDefaults };
      for (const d of p.documentDefaults) {
        const kind = INVOICE_KINDS.find((k) => k === d.kind);
        if (kind) documentDefaults[kind] = { notes: d.notes, term: d.term };
      }
      return { ...p, documentDefaults };
    },
  });
}

const SaveInvoice = graphql(`
  mutation SaveInvoice($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
    saveInvoice(kind: $kind, data: $data) {
      id
      kind
      invoiceNumber
      billDate
      subtotal
      taxTotal
      total
      amountInWords
      pdfUrl
    }
  }
`);

export const invoicesKey = ['invoices'] as const;

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: InvoiceKind; data: InvoiceDocumentInput }) => graphqlRequest(SaveInvoice, v),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}

const InvoicesQuery = graphql(`
  query Invoices($where: InvoiceWhereInput, $first: Int, $skip: Int) {
    invoiceCount(where: $where)
    invoices(where: $where, first: $first, skip: $skip) {
      id
      kind
      invoiceNumber
      billDate
      clientName
      clientGstin
      placeOfSupply
      subtotal
      taxTotal
      total
      pdfUrl
      cancelled
      cancelReason
      credited
      createdBy
      document {
        againstInvoiceNumber
      }
    }
  }
`);

export function useInvoices(where: InvoiceWhereInput, first: number, skip: number) {
  return useQuery({
    queryKey: [...invoicesKey, where, first, skip],
    queryFn: ({ signal }) => graphqlRequest(InvoicesQuery, { where, first, skip }, { signal }),
    placeholderData: (previous) => previous,
  });
}

const CancelInvoice = graphql(`
  mutation CancelInvoice($id: ID!, $reason: String!) {
    cancelInvoice(where: { id: $id }, reason: $reason) {
      id
      cancelled
    }
  }
`);

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) => graphqlRequest(CancelInvoice, v),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}

const DocumentsIssued = graphql(`
  query DocumentsIssued($from: String!, $to: String!) {
    documentsIssued(from: $from, to: $to) {
      kind
      label
      firstNumber
      lastNumber
      total
      cancelled
    }
  }
`);

export function useDocumentsIssued(from: string, to: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'issued', from, to],
    queryFn: ({ signal }) => graphqlRequest(DocumentsIssued, { from, to }, { signal }),
  });
}

const BillingProducts = graphql(`
  query BillingProducts {
    products(first: 10000) {
      id
      productName
      gst
      hsnCode
      purchaseCost
    }
  }
`);

export function useBillingProducts(enabled: boolean) {
  return useQuery({
    queryKey: ['billingProducts'],
    queryFn: ({ signal }) => graphqlRequest(BillingProducts, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

const BillingGstRules = graphql(`
  query BillingGstRules {
    gstRules {
      rules {
        hsnPrefix
        effectiveFrom
        ratePercent
        band {
          thresholdRupees
          ratePercentAbove
        }
        note
      }
    }
  }
`);

/** The GST rules by HSN code (Settings › GST rules), prepared for defaultLineGst; null while loading. */
export function useGstRulesForLines(enabled: boolean): PreparedGstRules | null {
  const query = useQuery({
    queryKey: ['gstRules', 'billing'],
    queryFn: async ({ signal }) =>
      prepareGstRules((await graphqlRequest(BillingGstRules, {}, { signal })).gstRules.rules),
    enabled,
    staleTime: 5 * 60_000,
  });
  return query.data ?? null;
}

const CreditNoteInvoice = graphql(`
  query CreditNoteInvoice($id: ID!) {
    invoice(where: { id: $id }) {
      id
      kind
      invoiceNumber
      billDate
      total
      credited
      cancelled
      placeOfSupply
      document {
        clientName
        clientAddress
        gst
        contact
        productLines {
          description
          quantity
          rate
          hsnCode
          gst
          productId
        }
      }
    }
  }
`);

/** The tax invoice a credit note is issued against (its lines, total and what is credited already). */
export function useInvoiceToCredit(id: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'toCredit', id],
    queryFn: async ({ signal }) => (await graphqlRequest(CreditNoteInvoice, { id }, { signal })).invoice,
  });
}
