import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceKind, SellerProfile } from '@seller-desk/core';
import { DEFAULT_SELLER_PROFILE, INVOICE_KINDS } from '@seller-desk/core';
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
