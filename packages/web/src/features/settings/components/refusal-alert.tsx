import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Refusal } from './setting-draft.ts';

/**
 * The server's refusal of a section's Save, in the section's message area. A Save refused because
 * someone else saved the section since lists what their Save changed, field by field in the screen's
 * words ("Flipkart: Payment cycle (days): 15 → 20"), under the server's sentence saying who and when;
 * the section has taken their change but where this person changed the same field, which the list
 * marks with this person's value (decision 150). The person keeps typing and saves, or takes their
 * version whole, after being asked (decision 145).
 */
export function RefusalAlert({
  refusal,
  section,
  onTakeStored,
}: {
  refusal: Refusal;
  /** The section as the question names it: "the Flipkart fee schedule". */
  section: string;
  onTakeStored: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const changes = refusal.stale?.changes;
  const yours = refusal.stale?.yours;
  return (
    <Alert severity="error" role="alert" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <div>{refusal.message}</div>
      {changes && changes.length > 0 && (
        <>
          <Box
            component="ul"
            aria-label="Their change"
            sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.25, overflowWrap: 'anywhere' }}
          >
            {changes.map((c) => (
              <li key={c.field}>
                {c.label}: {c.before ?? '—'} → <strong>{c.after ?? '—'}</strong>
                {yours?.has(c.field) && <>; Save keeps yours: {yours.get(c.field) ?? '—'}</>}
              </li>
            ))}
          </Box>
          <Box sx={{ mt: 0.5 }}>
            Their change is now in the section, except where you changed the same field.
          </Box>
          <Box sx={{ mt: 1 }}>
            <Button size="small" variant="outlined" color="inherit" onClick={() => setAsking(true)}>
              Take their version
            </Button>
          </Box>
          <ConfirmDialog
            open={asking}
            title="Take their version?"
            message={`What you typed in ${section} is discarded, and the section shows what is saved now.`}
            cancelLabel="Keep mine"
            confirmLabel="Discard mine"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              onTakeStored();
            }}
          />
        </>
      )}
    </Alert>
  );
}
