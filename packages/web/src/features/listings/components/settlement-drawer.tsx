import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { gridEditRowsStateSelector, useGridSelector, type GridApiCommon } from '@mui/x-data-grid';
import { formatRupees } from '@seller-desk/core';
import { useId, useMemo, type RefObject } from 'react';
import { editedDerived, storedDerived, type PricingSources } from '../listing-derived.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { rowLabel, type ListingRow } from '../listing-row.ts';
import { mergeEditValues } from './listing-grid-context.ts';

interface SettlementDrawerProps {
  apiRef: RefObject<GridApiCommon | null>;
  config: ListingChannelConfig;
  sources: PricingSources;
  row: ListingRow | null;
  onClose: () => void;
}

/** The Settlement Calculator (spec §2): the fee lines of one Flipkart or Amazon listing, in rupees. */
export function SettlementDrawer({ row, onClose, ...rest }: SettlementDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={row !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      {row && <SettlementContent row={row} onClose={onClose} {...rest} />}
    </Drawer>
  );
}

function SettlementContent({ apiRef, sources, row, onClose }: SettlementDrawerProps & { row: ListingRow }) {
  const titleId = useId();
  // While the row is edited the drawer follows the typed values, computed by core as the server does.
  const editRows = useGridSelector(apiRef as RefObject<GridApiCommon>, gridEditRowsStateSelector);
  const edit = editRows[row.id];
  const current = useMemo(() => mergeEditValues(row, edit), [row, edit]);
  const derived = useMemo(
    () => (edit ? editedDerived(current, sources) : storedDerived(current)),
    [edit, current, sources],
  );
  const sku = String(current.skuid ?? '').trim();
  const nothingComputed = derived.lines.every((line) => line.value === null);
  const pairs: { label: string; value: string }[] = [
    { label: 'SKU', value: sku || rowLabel(current) },
    {
      label: 'Listing Price',
      value:
        derived.listingPrice === null || !Number.isFinite(derived.listingPrice)
          ? '—'
          : formatRupees(derived.listingPrice),
    },
    ...derived.lines.map((line) => ({
      label: line.label,
      value: line.value === null ? '—' : formatRupees(line.value),
    })),
  ];
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Settlement Calculator
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {sources.config.label}
          {edit ? ' · live while the row is edited' : ''}
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        <Table size="small" aria-label="Settlement">
          <TableBody>
            {pairs.map((pair) => {
              const strong = ['In Bank', 'Price Should Be', 'Extra Amount'].includes(pair.label);
              return (
                <TableRow key={pair.label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 600 : 400, pl: 0 }}>
                    {pair.label}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      fontWeight: strong ? 600 : 400,
                      fontVariantNumeric: 'tabular-nums',
                      pr: 0,
                      color:
                        pair.label === 'Extra Amount' &&
                        (derived.lines.find((l) => l.label === pair.label)?.value ?? 0) < 0
                          ? 'error.main'
                          : undefined,
                    }}
                  >
                    {pair.value}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {nothingComputed && derived.problems.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              Nothing can be computed yet
            </Typography>
            <Box component="ul" aria-label="Problems" sx={{ m: 0, pl: 2.5 }}>
              {derived.problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
              ))}
            </Box>
          </Alert>
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </Box>
    </Box>
  );
}
