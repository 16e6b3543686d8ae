import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AuditEntryRow } from '../api/get-audit-log.ts';

/** Changes shown before "Show all": a created order line lists thirty fields. */
const FIRST_SHOWN = 6;

/**
 * The fields an entry changed, one a line: "Listing Price: ₹449.00 → ₹459.00". A record created lists
 * what it was given, one deleted what it held (the action above says which), without arrows.
 */
export function ChangeList({ entry }: { entry: AuditEntryRow }) {
  const [all, setAll] = useState(false);
  const { changes } = entry;
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changed
      </Typography>
    );
  const created = changes.every((c) => c.before === null);
  const removed = !created && changes.every((c) => c.after === null);
  const shown = all ? changes : changes.slice(0, FIRST_SHOWN);
  return (
    <Box
      component="ul"
      aria-label={`Changes of ${entry.recordName}`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25, fontSize: 14, minWidth: 0 }}
    >
      {shown.map((c) => (
        <Box component="li" key={c.field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {c.label}:
          </Box>{' '}
          {created ? (
            c.after
          ) : removed ? (
            c.before
          ) : (
            <>
              <Box component="span" sx={{ textDecoration: c.before ? 'line-through' : undefined }}>
                {c.before ?? '—'}
              </Box>
              {' → '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {c.after ?? '—'}
              </Box>
            </>
          )}
        </Box>
      ))}
      {changes.length > FIRST_SHOWN && (
        <Box component="li">
          <Button size="small" onClick={() => setAll(!all)} sx={{ ml: -0.5, px: 0.5, minWidth: 0 }}>
            {all ? 'Show fewer' : `Show all ${changes.length} changes`}
          </Button>
        </Box>
      )}
    </Box>
  );
}
