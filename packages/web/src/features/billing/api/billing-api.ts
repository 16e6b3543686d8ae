import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type InvoiceKind } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import { fetchAllPages } from '../../../lib/paging.ts';
import type { InvoiceDocumentInput, InvoiceWhereInput } from '../../../lib/gql/graphql.ts';

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
        supplierBillNumber
      }
    }
  }
`);

export function useInvoices(where: InvoiceWhereInput, first: number, skip: number, enabled = true) {
  return useQuery({
    queryKey: [...invoicesKey, where, first, skip],
    queryFn: ({ signal }) => graphqlRequest(InvoicesQuery, { where, first, skip }, { signal }),
    placeholderData: (previous) => previous,
    enabled,
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
  query BillingProducts($first: Int!, $skip: Int!) {
    products(first: $first, skip: $skip) {
      id
      productName
      gst
      hsnCode
      purchaseCost
      unit
    }
  }
`);

/** The catalogue products a line can be picked from (every page of them). */
export const loadBillingProducts = (signal?: AbortSignal) =>
  fetchAllPages(
    async (page) => (await graphqlRequest(BillingProducts, page, { signal })).products,
    MAX_PAGE_SIZE,
  );

export function useBillingProducts(enabled: boolean) {
  return useQuery({
    queryKey: ['billingProducts'],
    queryFn: ({ signal }) => loadBillingProducts(signal),
    enabled,
    staleTime: 60_000,
  });
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
      returnedQuantities
      creditedCharges {
        courier
        packingTransportation
      }
      cancelled
      placeOfSupply
      document {
        clientName
        clientAddress
        gst
        contact
        courier
        packingTransportation
        chargesGstIncluded
        logo
        logoWidth
        productLines {
          description
          quantity
          unit
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
