import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import type { AuditEntity } from '@seller-desk/core';
import { Link as RouterLink } from 'react-router';
import { historyPath } from '../lib/history-link.ts';

/**
 * "History" in a record's edit form (for an ADMIN, who may open the History screen): that record's
 * changes, in a new tab, so that what is typed in the form stays as it is.
 */
export function HistoryLinkButton({
  entity,
  entityId,
  name,
}: {
  entity: AuditEntity;
  entityId: string;
  name: string;
}) {
  return (
    <Button
      size="small"
      component={RouterLink}
      to={historyPath(entity, entityId)}
      target="_blank"
      rel="noopener"
      startIcon={<HistoryIcon />}
      aria-label={`History of ${name}`}
      sx={{ flex: 'none' }}
    >
      History
    </Button>
  );
}
