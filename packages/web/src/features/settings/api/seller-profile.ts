import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SELLER_PROFILE, INVOICE_KINDS, type SellerProfile } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { SellerProfileInput } from '../../../lib/gql/graphql.ts';

// Settings › Seller profile: one setting (decision 052) with its optimistic lock. The query keys are the
// ones the invoice screens and the header read, so a save refreshes what they print and show.

const SettingsSellerProfile = graphql(`
  query SettingsSellerProfile {
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

const SaveSellerProfile = graphql(`
  mutation SaveSellerProfile($data: SellerProfileInput!, $version: Int!) {
    updateSellerProfile(data: $data, version: $version) {
      version
    }
  }
`);

export interface StoredSellerProfile {
  profile: SellerProfile;
  version: number;
}

const storedKey = ['settings', 'sellerProfile'] as const;
/** What the invoice screens (['sellerProfile']) and the header (['branding']) cache. */
const readersKeys = [['sellerProfile'], ['branding']] as const;

export function useStoredSellerProfile() {
  return useQuery({
    queryKey: storedKey,
    queryFn: async ({ signal }): Promise<StoredSellerProfile> => {
      const {
        version,
        documentDefaults: list,
        ...fields
      } = (await graphqlRequest(SettingsSellerProfile, {}, { signal })).sellerProfile;
      const documentDefaults = { ...DEFAULT_SELLER_PROFILE.documentDefaults };
      for (const d of list) {
        const kind = INVOICE_KINDS.find((k) => k === d.kind);
        if (kind) documentDefaults[kind] = { notes: d.notes, term: d.term };
      }
      return { profile: { ...fields, documentDefaults }, version };
    },
  });
}

export function useSaveSellerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, version }: StoredSellerProfile) => {
      const { documentDefaults, ...rest } = profile;
      const data: SellerProfileInput = {
        ...rest,
        documentDefaults: INVOICE_KINDS.map((kind) => ({ kind, ...documentDefaults[kind] })),
      };
      return graphqlRequest(SaveSellerProfile, { data, version });
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: storedKey });
      for (const queryKey of readersKeys) await client.invalidateQueries({ queryKey });
    },
  });
}
