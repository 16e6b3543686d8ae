import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ShipmentCostRuleInput } from '../../../lib/gql/graphql.ts';

const ShipmentCostSettings = graphql(`
  query ShipmentCostSettings {
    shipmentCostSettings {
      productCosts {
        keyword
        unitCost
      }
      version
    }
  }
`);

const UpdateShipmentCostSettings = graphql(`
  mutation UpdateShipmentCostSettings($productCosts: [ShipmentCostRuleInput!]!, $version: Int!) {
    updateShipmentCostSettings(productCosts: $productCosts, version: $version) {
      version
    }
  }
`);

const key = ['shipmentCostSettings'] as const;

/** Settings › Order sync: the product costs by keyword an order sync puts on a courier order. */
export function useStoredShipmentCosts() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await graphqlRequest(ShipmentCostSettings)).shipmentCostSettings,
  });
}

export function useSaveShipmentCosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { productCosts: ShipmentCostRuleInput[]; version: number }) =>
      graphqlRequest(UpdateShipmentCostSettings, v),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
