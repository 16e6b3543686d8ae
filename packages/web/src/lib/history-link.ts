import type { AuditEntity } from '@seller-desk/core';

/** The History screen (/history, ADMIN only) opened on one record's changes (docs/screens.md, History). */
export function historyPath(entity: AuditEntity, entityId: string): string {
  return `/history?${new URLSearchParams({ entity, entityId }).toString()}`;
}
