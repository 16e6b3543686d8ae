import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MessageRow } from '@seller-desk/core';
import { CallScriptButton } from './call-script-button.tsx';
import { MessageLinkButton } from './message-link-button.tsx';

export type MessageCardRow = MessageRow & { id: string; sno: number; script: string | null };

interface MessageCardsProps {
  rows: readonly MessageCardRow[];
  used: ReadonlySet<string>;
  onUsed: (id: string) => void;
  callButton: boolean;
  emptyText: string;
}

/** Below md: one card per order with its buttons side by side, in place of the table's many columns. */
export function MessageCards({ rows, used, onUsed, callButton, emptyText }: MessageCardsProps) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.id}
          variant="outlined"
          aria-label={row.orderId}
          sx={{ p: 1.5, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {row.sno}.
            </Typography>
            <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
              {row.orderId}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {row.customerName}
            </Typography>
          </Box>
          {row.whatsapp === null ? (
            <Typography variant="body2" color="error">
              No link: {row.phoneProblem}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {row.script !== null && (
                <CallScriptButton orderId={row.orderId} script={row.script} call={row.call} />
              )}
              {callButton && (
                <MessageLinkButton
                  label="Call"
                  href={row.call}
                  problem={null}
                  sameTab
                  ariaLabel={`Call ${row.orderId}`}
                />
              )}
              <MessageLinkButton
                label="WP"
                href={row.whatsapp}
                problem={null}
                tracksUse
                used={used.has(row.id)}
                sameTab
                onOpen={() => onUsed(row.id)}
                ariaLabel={`WhatsApp ${row.orderId}${used.has(row.id) ? ' (sent)' : ''}`}
              />
              <MessageLinkButton
                label="SMS"
                href={row.sms}
                problem={null}
                sameTab
                ariaLabel={`SMS ${row.orderId}`}
              />
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
