import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { contactCard, normaliseIndianMobile, smsLink, telLink, whatsappLink } from '@seller-desk/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** /callwp: a number (and a name) in, WhatsApp, Call and SMS links and the contact card as a QR code out. */
export function ContactPage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  // The QR code of a card, or why it could not be made, kept with the card it was made of: one made for
  // an earlier name or number is never shown (nor downloaded) for the one typed now.
  const [made, setMade] = useState<{ card: string; url: string | null } | null>(null);
  const check = normaliseIndianMobile(phone);
  const mobile = check.ok ? check.mobile : null;
  const card = mobile === null ? null : contactCard(mobile, name);

  useEffect(() => {
    if (card === null) return;
    let current = true;
    // Made here in the browser: the card never goes to an outside QR service. A card longer than a QR
    // code holds (about 2,300 characters: a very long name) is refused by the library.
    QRCode.toDataURL(card, { errorCorrectionLevel: 'M', margin: 2, width: 256 }).then(
      (url) => current && setMade({ card, url }),
      () => current && setMade({ card, url: null }),
    );
    return () => {
      current = false;
    };
  }, [card]);
  const shown = card !== null && made?.card === card ? made : null;
  const qr = shown?.url ?? null;
  const tooLong = shown !== null && shown.url === null;

  const linkProps = narrow ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        WhatsApp / Call / Save Customer Details
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Phone number"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            error={phone.trim() !== '' && !check.ok}
            helperText={
              phone.trim() !== '' && !check.ok
                ? check.reason
                : 'Paste it as you have it: +91, 0 and spaces are fine'
            }
          />
          <TextField
            label="Name (optional)"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tooLong}
            helperText={tooLong ? 'Too long for a contact card: shorten the name' : undefined}
          />
        </Box>
        <TextField
          label="Message (optional)"
          multiline
          minRows={2}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            component="a"
            disabled={mobile === null}
            href={mobile ? whatsappLink(mobile, message) : undefined}
            {...linkProps}
          >
            WhatsApp
          </Button>
          <Button
            variant="contained"
            component="a"
            disabled={mobile === null}
            href={mobile ? telLink(mobile) : undefined}
          >
            Call
          </Button>
          <Button
            variant="outlined"
            component="a"
            disabled={mobile === null}
            href={mobile ? smsLink(mobile, message) : undefined}
          >
            SMS
          </Button>
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {qr ? (
          <Box
            component="img"
            src={qr}
            alt={`Contact card QR code for ${name.trim() || `+91 ${mobile ?? ''}`}`}
            sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
          />
        ) : (
          <Box
            sx={{
              width: 200,
              height: 200,
              display: 'grid',
              placeItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary" align="center">
              {card === null
                ? 'Enter a valid mobile number to see the contact card'
                : tooLong
                  ? 'The name is too long for a contact card'
                  : 'Making the contact card…'}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Scan with a phone to save the customer to its contacts.
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={qr === null}
            component="a"
            href={qr ?? undefined}
            download={`contact-${mobile ?? ''}.png`}
          >
            Download PNG
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
