import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ImpLinkInput } from '../../../lib/gql/graphql.ts';

const ImpLinks = graphql(`
  query ImpLinks {
    impLinks {
      id
      title
      url
      group
      position
    }
  }
`);

const CreateImpLink = graphql(`
  mutation CreateImpLink($data: ImpLinkInput!) {
    createImpLink(data: $data) {
      id
    }
  }
`);

const UpdateImpLink = graphql(`
  mutation UpdateImpLink($id: ID!, $data: ImpLinkInput!) {
    updateImpLink(id: $id, data: $data) {
      id
    }
  }
`);

const DeleteImpLink = graphql(`
  mutation DeleteImpLink($id: ID!) {
    deleteImpLink(id: $id) {
      id
    }
  }
`);

const ReorderImpLinks = graphql(`
  mutation ReorderImpLinks($ids: [ID!]!) {
    reorderImpLinks(ids: $ids) {
      id
    }
  }
`);

const key = ['imp-links'] as const;

export interface ImpLink {
  id: string;
  title: string;
  url: string;
  group: string;
  position: number;
}

/** Every important link in order. */
export function useImpLinks() {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<ImpLink[]> => (await graphqlRequest(ImpLinks)).impLinks,
  });
}

/** The ADMIN's changes (the server refuses them to anyone else); the list reloads after each. */
export function useImpLinkChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      mutationFn: async ({ id, data }: { id: string | null; data: ImpLinkInput }) =>
        id === null ? graphqlRequest(CreateImpLink, { data }) : graphqlRequest(UpdateImpLink, { id, data }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => graphqlRequest(DeleteImpLink, { id }), onSettled }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => graphqlRequest(ReorderImpLinks, { ids }),
      onSettled,
    }),
  };
}
