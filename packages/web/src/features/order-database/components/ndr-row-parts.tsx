import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NDR_STATE_LABELS, nextNdrStates, ndrWindow, type NdrState as CoreNdrState } from '@seller-desk/core';
import type { NdrState } from '../../../lib/gql/graphql.ts';
import type { NdrRow } from '../api/ndr.ts';
import { formatCount } from '../../../lib/format.ts';

// The parts of an NDR queue row (docs/orders.md, decision 312), shared by the desktop table and the
// phone's cards.

export const CORE_STATE: Record<NdrState, CoreNdrState> = {
  NEW: 'new',
  CONTACTED: 'contacted',
  REATTEMPT_REQUESTED: 'reattemptRequested',
  RTO_ACCEPTED: 'rtoAccepted',
  CLOSED: 'closed',
};
export const WIRE_STATE = Object.fromEntries(
  Object.entries(CORE_STATE).map(([wire, core]) => [core, wire]),
) as Record<CoreNdrState, NdrState>;

/** What a move's button says. */
const MOVE_LABEL: Record<CoreNdrState, string> = {
  new: 'New',
  contacted: 'Customer contacted',
  reattemptRequested: 'Request re-attempt',
  rtoAccepted: 'Accept RTO',
  closed: 'Close',
};

/** Whether the row's 24-hour window is open and nothing has been asked of the courier yet. */
export function needsAction(row: NdrRow, now: Date): boolean {
  const state = CORE_STATE[row.ndrState];
  return (state === 'new' || state === 'contacted') && ndrWindow(row.latestNdrDate, now).kind === 'open';
}

export function WindowChip({ row, now }: { row: NdrRow; now: Date }) {
  const w = ndrWindow(row.latestNdrDate, now);
  if (w.kind === 'unknown') return <Chip size="small" variant="outlined" label="No NDR date" />;
  if (w.kind === 'passed')
    return <Chip size="small" variant="outlined" label={`Window passed ${w.hoursAgo} h ago`} />;
  return <Chip size="small" color="warning" label={`${w.hoursLeft} h left to act`} />;
}

export function Reasons({ row }: { row: NdrRow }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2">
          {row.ndrAttempts === null || row.ndrAttempts === undefined
            ? 'Attempts: —'
            : formatCount(row.ndrAttempts, 'attempt')}
        </Typography>
        {row.noAttempt && (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label="No attempt"
            title="The courier says the customer was unreachable, but nothing says anyone came to the door: press for a re-attempt"
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        {row.ndrReasons.length > 0 ? row.ndrReasons.join(' · ') : 'No reason given'}
      </Typography>
    </Box>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

export function StateCell({ row, onMove }: { row: NdrRow; onMove: (row: NdrRow, to: CoreNdrState) => void }) {
  const state = CORE_STATE[row.ndrState];
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {NDR_STATE_LABELS[state]}
      </Typography>
      {row.ndrStateAt && (
        <Typography variant="caption" color="text.secondary">
          {row.ndrStateByName ?? 'someone'}, {when(row.ndrStateAt)}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {nextNdrStates(state).map((to) => (
          <Button
            key={to}
            size="small"
            variant="outlined"
            color={to === 'rtoAccepted' ? 'error' : 'primary'}
            onClick={() => onMove(row, to)}
            aria-label={`${MOVE_LABEL[to]}: order ${row.orderId}`}
          >
            {MOVE_LABEL[to]}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
