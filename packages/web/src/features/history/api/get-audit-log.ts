import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { AuditLogQuery, AuditLogWhere } from '../../../lib/gql/graphql.ts';

/** Entries asked of the server at a time ("Load more" asks for the next ones). */
export const HISTORY_PAGE_SIZE = 50;

const AuditLog = graphql(`
  query AuditLog($where: AuditLogWhere, $first: Int, $after: String) {
    auditLog(where: $where, first: $first, after: $after) {
      entries {
        id
        at
        userId
        who
        entity
        entityLabel
        entityId
        recordName
        action
        actionLabel
        changes {
          field
          label
          before
          after
        }
      }
      nextCursor
      recordName
    }
  }
`);

export type AuditEntryRow = AuditLogQuery['auditLog']['entries'][number];
export type { AuditLogWhere };

/** The audit log under `where`, newest first, a page at a time (keyset: each page starts after the last). */
export function useAuditLog(where: AuditLogWhere, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['auditLog', where],
    queryFn: async ({ pageParam, signal }) =>
      (await graphqlRequest(AuditLog, { where, first: HISTORY_PAGE_SIZE, after: pageParam }, { signal }))
        .auditLog,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

const HistoryUsers = graphql(`
  query HistoryUsers {
    users {
      id
      username
    }
  }
`);

/** The accounts to filter by (a deleted account's changes stay under "Everyone"). */
export function useHistoryUsers() {
  return useQuery({
    queryKey: ['users', 'history'],
    queryFn: async () => (await graphqlRequest(HistoryUsers)).users,
  });
}
