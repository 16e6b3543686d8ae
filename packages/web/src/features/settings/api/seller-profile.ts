import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_KINDS } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { SellerProfileInput } from '../../../lib/gql/graphql.ts';
import { sellerProfileQueryKey, type StoredSellerProfile } from '../../../lib/seller-profile.ts';

// Settings › Seller profile: one setting (decision 052) with its optimistic lock, read through
// lib/seller-profile.ts like every screen that prints it; a save refreshes it and the header.

const SaveSellerProfile = graphql(`
  mutation SaveSellerProfile($data: SellerProfileInput!, $version: Int!) {
    updateSellerProfile(data: $data, version: $version) {
      version
    }
  }
`);

/** The header's cache of the name and logo (app/layout/branding.ts). */
const brandingKey = ['branding'] as const;

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
      await client.invalidateQueries({ queryKey: sellerProfileQueryKey });
      await client.invalidateQueries({ queryKey: brandingKey });
    },
  });
}
