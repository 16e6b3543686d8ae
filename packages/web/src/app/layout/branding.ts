import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/graphql-client.ts';
import { graphql } from '../../lib/gql/index.ts';

// The header shows the seller's logo and business name (docs/screens.md, Shell) from the seller profile, which an
// ADMIN keeps (the logo uploaded to the image store, checked by the server, the one the invoices print).
const Branding = graphql(`
  query Branding {
    sellerProfile {
      businessName
      logo
    }
  }
`);

export interface Branding {
  businessName: string;
  logo: string;
}

export const brandingQueryKey = ['branding'] as const;

export async function getBranding(): Promise<Branding> {
  const { sellerProfile } = await graphqlRequest(Branding);
  return { businessName: sellerProfile.businessName.trim(), logo: sellerProfile.logo };
}

/** The seller's name and logo for the header; empty strings until they are set (or while loading). */
export function useBranding(): Branding {
  const query = useQuery({ queryKey: brandingQueryKey, queryFn: getBranding, staleTime: 5 * 60_000 });
  return query.data ?? { businessName: '', logo: '' };
}
