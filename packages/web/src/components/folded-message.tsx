import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A message's text folded under "Message" on a phone's card, so that it can be read before it is sent
 * (issue 41 #7): the message screens' cards, the order database's and the NDR queue's.
 */
export function FoldedMessage({ text }: { text: string }) {
  return (
    <Typography
      variant="body2"
      component="details"
      sx={{ '& summary': { cursor: 'pointer', color: 'text.secondary' } }}
    >
      <summary>Message</summary>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Box>
    </Typography>
  );
}
