import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import {
  CHECK_INVOICE_PATH,
  INVOICE_SCREENS,
  MARKETPLACE_PATH,
  SELLER_PROFILE_PATH,
} from '../invoice-screens.ts';

export interface Tile {
  label: string;
  path: string;
  description: string;
  /** a screen that another piece of work brings: shown, not a link yet */
  coming?: boolean;
}

export function TileGrid({ tiles }: { tiles: Tile[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {tiles.map((tile) => (
        <Card key={tile.path} variant="outlined" sx={{ opacity: tile.coming ? 0.7 : 1 }}>
          {tile.coming ? (
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="h6" component="h2">
                  {tile.label}
                </Typography>
                <Chip size="small" label="coming" />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {tile.description}
              </Typography>
            </CardContent>
          ) : (
            <CardActionArea component={RouterLink} to={tile.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" color="primary">
                  {tile.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {tile.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          )}
        </Card>
      ))}
    </Box>
  );
}

const DESCRIPTIONS: Record<string, string> = {
  PURCHASE: "Record a supplier's bill for goods bought",
  GST_INVOICE: 'Tax invoice with HSN, CGST + SGST or IGST',
  CASH_MEMO: 'A bill without tax',
  EXPENSE: "Record a supplier's bill for an expense",
};

/** The billing hub (docs/billing.md, Screens). */
export function BillingHubPage() {
  const user = useSession();
  const tiles: Tile[] = [
    ...['PURCHASE', 'GST_INVOICE', 'CASH_MEMO', 'EXPENSE'].map((kind) => {
      const s = INVOICE_SCREENS.find((x) => x.kind === kind)!;
      return { label: s.heading, path: s.path, description: DESCRIPTIONS[kind]! };
    }),
    {
      label: 'Check Invoice',
      path: CHECK_INVOICE_PATH,
      description: 'Find, download or cancel saved documents; monthly ZIP and register for the accountant',
    },
    {
      label: 'Marketplace Sales',
      path: MARKETPLACE_PATH,
      description: 'Upload sale, return and payment reports',
    },
  ];
  if (user.role === 'ADMIN')
    tiles.push({
      label: 'Seller profile',
      path: SELLER_PROFILE_PATH,
      description: 'Business name, address, GSTIN, bank details, logo, notes and terms on every document',
    });
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Billing
      </Typography>
      <TileGrid tiles={tiles} />
    </Box>
  );
}
