import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { auditEntityLabel, isAuditEntity } from '@seller-desk/core';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { historyPath } from '../../../lib/history-link.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useAuditLog, type AuditEntryRow, type AuditLogWhere } from '../api/get-audit-log.ts';
import { ChangeList } from '../components/change-list.tsx';
import { HistoryFilters, datesProblems, type HistoryFilter } from '../components/history-filters.tsx';

/** The record an entry is about, as a link that opens that record's own history. */
function RecordLink({ entry }: { entry: AuditEntryRow }) {
  if (!isAuditEntity(entry.entity)) return <>{entry.recordName}</>;
  return (
    <Link
      component={RouterLink}
      to={historyPath(entry.entity, entry.entityId)}
      title={`The history of ${entry.recordName}`}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {entry.recordName}
    </Link>
  );
}

/** Below the md breakpoint an entry is a card, as on the other list screens (docs/screens.md, Shell). */
function EntryCard({ entry }: { entry: AuditEntryRow }) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${entry.actionLabel} ${entry.recordName}`}
      sx={{ p: 1.5, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="div">
          {entry.actionLabel}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {entry.entityLabel}
        </Typography>
      </Box>
      <Box>
        <RecordLink entry={entry} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {formatDateTime(entry.at)} · {entry.who}
      </Typography>
      <ChangeList entry={entry} />
    </Card>
  );
}

function EntryTable({ entries }: { entries: readonly AuditEntryRow[] }) {
  return (
    <Table size="small" aria-label="Changes" sx={{ '& td, & th': { px: 1, verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 150 }}>When</TableCell>
          <TableCell sx={{ width: 120 }}>Who</TableCell>
          <TableCell sx={{ width: 240 }}>Record</TableCell>
          <TableCell sx={{ width: 130 }}>What</TableCell>
          <TableCell>Changes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} aria-label={`${entry.actionLabel} ${entry.recordName}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.who}</TableCell>
            <TableCell>
              <Typography variant="caption" color="text.secondary" component="div">
                {entry.entityLabel}
              </Typography>
              <RecordLink entry={entry} />
            </TableCell>
            <TableCell>{entry.actionLabel}</TableCell>
            <TableCell>
              <ChangeList entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * History (docs/screens.md, History; decision 122): who changed what, when, from what to what, newest
 * first. The filters live in the address, so a record's "History" link opens the screen on that record.
 */
export function HistoryPage() {
  const theme = useTheme();
  // Below lg the page beside the menu is too narrow for five columns (at 1024 px the changes got a tenth
  // of the width): each change is a card there, as on a phone.
  const phone = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const filter: HistoryFilter = {
    entity: params.get('entity') ?? '',
    entityId: params.get('entityId') ?? '',
    user: params.get('user') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const where: AuditLogWhere = {
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.entity && filter.entityId ? { entityId: filter.entityId } : {}),
    ...(filter.user ? { userId: filter.user } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const datesWrong = Object.keys(datesProblems(filter)).length > 0;
  const log = useAuditLog(where, !datesWrong);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const change = (next: Partial<HistoryFilter>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value) out.set(key, value);
          else out.delete(key);
        return out;
      },
      { replace: true },
    );

  // the server names the record asked for: an order line's newest entries may be its uploads'
  const recordName = log.data?.pages[0]?.recordName ?? 'this record';
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          History
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Who changed what and when, newest first: products, listings, fee categories, order lines, invoices
          and bills, settings, users and links.
        </Typography>
      </Box>
      <HistoryFilters filter={filter} onChange={change} />
      {filter.entity && filter.entityId && (
        <Box>
          <Chip
            label={`${auditEntityLabel(filter.entity)}: ${recordName}`}
            onDelete={() => change({ entityId: '' })}
            sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        </Box>
      )}
      {log.isError && (
        <Alert severity="error">The history could not be loaded: {errorMessage(log.error)}</Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {log.isFetching && !log.isFetchingNextPage && <LinearProgress aria-label="Loading" />}
        {datesWrong ? (
          // the dates are not asked for: say so, rather than an empty table under the field's message
          <Typography sx={{ p: 2 }} color="text.secondary">
            Fix the dates above to see the changes.
          </Typography>
        ) : log.data && entries.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No changes match these filters.
          </Typography>
        ) : phone ? (
          <Box role="list" aria-label="Changes" sx={{ display: 'grid', gap: 1, p: 1 }}>
            {entries.map((entry) => (
              <Box role="listitem" key={entry.id}>
                <EntryCard entry={entry} />
              </Box>
            ))}
          </Box>
        ) : (
          <EntryTable entries={entries} />
        )}
        {!datesWrong && entries.length > 0 && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              p: 1.5,
              flexWrap: 'wrap',
            }}
          >
            <Typography variant="body2" color="text.secondary" role="status">
              {log.hasNextPage
                ? `The newest ${entries.length.toLocaleString('en-IN')} changes`
                : entries.length === 1
                  ? 'The only change'
                  : `All ${entries.length.toLocaleString('en-IN')} changes`}
            </Typography>
            {log.hasNextPage && (
              <Button
                variant="outlined"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
