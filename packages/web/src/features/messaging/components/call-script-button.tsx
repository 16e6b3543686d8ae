import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** First Message: the call script for one order in a popover, with the Call link under it. */
export function CallScriptButton({
  orderId,
  script,
  call,
}: {
  orderId: string;
  script: string;
  call: string | null;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Call script for ${orderId}`}
        aria-describedby={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Script
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, maxWidth: 360 }}>
          <Typography variant="subtitle2" gutterBottom>
            Call script — {orderId}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
            {script}
          </Typography>
          {call && (
            <Button component="a" href={call} size="small" variant="contained">
              Call
            </Button>
          )}
        </Box>
      </Popover>
    </>
  );
}
