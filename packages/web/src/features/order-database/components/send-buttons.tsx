import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageRow } from '@seller-desk/core';

/**
 * An order's Call, WhatsApp and SMS buttons, on the order database's rows and the NDR queue's
 * (docs/orders.md). WhatsApp is green before its message is sent and red once its flag is set; where a
 * flag is tracked, a WhatsApp or SMS click goes to `onSend`, which claims the flag on the server before the
 * link opens (decision 277). A row without a usable mobile number says why instead.
 */
export function SendButtons({
  orderId,
  message,
  sends,
  sent,
  sameTab,
  onSend,
}: {
  orderId: string;
  message: MessageRow;
  /** Whether WhatsApp and SMS are offered (a tab without a message has Call only). */
  sends: boolean;
  /** The flag the send sets: whether it is set, or null where no flag is tracked (the link just opens). */
  sent: boolean | null;
  /** A phone opens the link in place; a desktop in a new tab. */
  sameTab: boolean;
  onSend: (href: string) => void;
}) {
  if (message.whatsapp === null)
    return (
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal' }}>
        No link: {message.phoneProblem}
      </Typography>
    );
  const open = (href: string) => (event: React.MouseEvent) => {
    if (sent === null) return;
    event.preventDefault();
    onSend(href);
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {message.call && (
        <Button
          component="a"
          href={message.call}
          size="small"
          variant="outlined"
          aria-label={`Call order ${orderId}`}
        >
          Call
        </Button>
      )}
      {sends && (
        <Button
          component="a"
          href={message.whatsapp}
          size="small"
          variant="contained"
          color={sent ? 'error' : 'success'}
          aria-label={`WhatsApp order ${orderId}`}
          onClick={open(message.whatsapp)}
          {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          WP
        </Button>
      )}
      {sends && message.sms && (
        <Button
          component="a"
          href={message.sms}
          size="small"
          variant="outlined"
          aria-label={`SMS order ${orderId}`}
          onClick={open(message.sms)}
        >
          SMS
        </Button>
      )}
    </Stack>
  );
}
