import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CallScriptButton } from './call-script-button.tsx';
import { FoldedMessage } from '../../../components/folded-message.tsx';
import { MessageLinkButton, NoLinkReason } from './message-link-button.tsx';
import type { OrderRow, RowMessage } from './message-rows.ts';

/** Cards per page: a phone shows a page at a time, so a large export stays quick to scroll. */
const CARDS_PER_PAGE = 50;

interface MessageCardsProps {
  rows: readonly OrderRow[];
  messageFor: (row: OrderRow) => RowMessage;
  used: ReadonlySet<string>;
  /** A link's click: marks the row used, or claims its flag first (orders from the database). */
  onOpen: (row: OrderRow, href: string, sameTab: boolean) => (event: React.MouseEvent) => void;
  callButton: boolean;
  /** Why no row has links (a custom text still to be fixed), shown in place of each row's buttons. */
  linkProblem?: string | null;
  emptyText: string;
}

/** Below md: one card per order with its buttons side by side, in place of the table's many columns. */
export function MessageCards({
  rows,
  messageFor,
  used,
  onOpen,
  callButton,
  linkProblem = null,
  emptyText,
}: MessageCardsProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / CARDS_PER_PAGE));
  const current = Math.min(page, pages);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  const shown = rows.slice((current - 1) * CARDS_PER_PAGE, current * CARDS_PER_PAGE);
  const pager =
    pages > 1 ? (
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Pagination
          count={pages}
          page={current}
          onChange={(_, p) => setPage(p)}
          size="small"
          aria-label="Pages of orders"
        />
      </Box>
    ) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {rows.length.toLocaleString('en-IN')} orders
      </Typography>
      <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {shown.map((row) => {
          const message = messageFor(row);
          return (
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
              {row.status !== null && (
                <Typography variant="body2" color="text.secondary">
                  Status: {row.status}
                </Typography>
              )}
              {message.text !== '' && <FoldedMessage text={message.text} />}
              {/* the call script reads on a row without links too, as in the desktop grid's Script column */}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {message.script !== null && (
                  <CallScriptButton orderId={row.orderId} script={message.script} call={message.call} />
                )}
                {message.whatsapp === null ? (
                  <NoLinkReason reason={linkProblem ?? row.phoneProblem} />
                ) : (
                  <>
                    {callButton && (
                      <MessageLinkButton
                        label="Call"
                        href={message.call}
                        sameTab
                        ariaLabel={`Call ${row.orderId}`}
                      />
                    )}
                    <MessageLinkButton
                      label="WP"
                      href={message.whatsapp}
                      tracksUse
                      used={used.has(row.id)}
                      sameTab
                      onOpen={onOpen(row, message.whatsapp, true)}
                      ariaLabel={`WhatsApp ${row.orderId}${used.has(row.id) ? ' (sent)' : ''}`}
                    />
                    {message.sms !== null && (
                      <MessageLinkButton
                        label="SMS"
                        href={message.sms}
                        sameTab
                        onOpen={row.shipmentId ? onOpen(row, message.sms, true) : undefined}
                        ariaLabel={`SMS ${row.orderId}`}
                      />
                    )}
                  </>
                )}
              </Box>
            </Paper>
          );
        })}
      </Box>
      {pager}
    </Box>
  );
}
