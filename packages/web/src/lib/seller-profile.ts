// The seller profile (Settings › Seller profile, one setting with its optimistic lock): read once here
// for every screen that prints or shows it — the invoice screens, Check Invoice and the Settings
// section — in core's shape (document defaults keyed by kind). The header reads only the name and logo
// (app/layout/branding.ts).
import { DEFAULT_SELLER_PROFILE, INVOICE_KINDS, type SellerProfile } from '@seller-desk/core';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from './graphql-client.ts';
import { graphql } from './gql/index.ts';

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
      version
    }
  }
`);

export interface StoredSellerProfile {
  profile: SellerProfile;
  /** The lock a save starts from. */
  version: number;
}

/** Under ['settings', …]: saving any setting reloads it. */
export const sellerProfileQueryKey = ['settings', 'sellerProfile'] as const;

async function getSellerProfile(signal: AbortSignal): Promise<StoredSellerProfile> {
  const {
    version,
    documentDefaults: list,
    ...fields
  } = (await graphqlRequest(SellerProfileQuery, {}, { signal })).sellerProfile;
  const documentDefaults = { ...DEFAULT_SELLER_PROFILE.documentDefaults };
  for (const d of list) {
    const kind = INVOICE_KINDS.find((k) => k === d.kind);
    if (kind) documentDefaults[kind] = { notes: d.notes, term: d.term };
  }
  return { profile: { ...fields, documentDefaults }, version };
}

/** The profile with its lock (the Settings section edits it). */
export function useStoredSellerProfile() {
  return useQuery({ queryKey: sellerProfileQueryKey, queryFn: ({ signal }) => getSellerProfile(signal) });
}

/** The profile the documents print. */
export function useSellerProfile() {
  return useQuery({
    queryKey: sellerProfileQueryKey,
    queryFn: ({ signal }) => getSellerProfile(signal),
    select: (stored) => stored.profile,
  });
}
