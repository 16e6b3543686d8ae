import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CHECK_BILLS_BASE } from '../../../lib/check-bills-link.ts';
import { BASE } from '../report-screens.ts';

const TILES = [
  {
    title: 'Upload Sale',
    path: `${BASE}/sale`,
    text: 'Sale reports of the five channels, priced by our fee model',
  },
  { title: 'Upload Return', path: `${BASE}/return`, text: 'Mark stored orders returned' },
  {
    title: 'Upload Payment',
    path: `${BASE}/payment`,
    text: 'Mark orders paid; fees and TCS/TDS beside what we expected',
  },
  {
    title: 'Reconciliation',
    path: '/billing/marketplace/reconciliation',
    text: 'Payments off, overdue payments, returns to claim',
  },
  { title: 'Check Bills', path: CHECK_BILLS_BASE, text: 'The stored bills by channel' },
];

/** Marketplace Sales (docs/ledger.md, Screens): the upload screens and the reconciliation queues. */
export function MarketplaceHub() {
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Marketplace Sales
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {TILES.map((t) => (
          <Card key={t.path} variant="outlined">
            <CardActionArea component={RouterLink} to={t.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
