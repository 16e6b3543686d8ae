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
import { extraAmountSteps, formatRupees } from '@seller-desk/core';
import { useId, useMemo, type RefObject } from 'react';
import {
  NO_PERFECT_PRICE_TEXT,
  editedDerived,
  storedDerived,
  type PricingSources,
} from '../listing-derived.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { livePricing, rowLabel, toNumber, type ListingRow } from '../listing-row.ts';
import { mergeEditValues } from './listing-grid-context.ts';

interface SettlementDrawerProps {
  /** The grid whose edited values the drawer follows; null on the phone layout (no grid). */
  apiRef: RefObject<GridApiCommon | null> | null;
  config: ListingChannelConfig;
  sources: PricingSources;
  row: ListingRow | null;
  onClose: () => void;
}

/** The Settlement Calculator (docs/screens.md): the fee lines of one Flipkart or Amazon listing, in rupees. */
export function SettlementDrawer({ row, onClose, ...rest }: SettlementDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={row !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      // Full screen below md (phones), a side panel on wider screens.
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 440 } } } }}
    >
      {row &&
        (rest.apiRef ? (
          <GridSettlementContent row={row} onClose={onClose} {...rest} apiRef={rest.apiRef} />
        ) : (
          <SettlementContent row={row} onClose={onClose} {...rest} edit={undefined} />
        ))}
    </Drawer>
  );
}

/** While the row is edited in the grid the drawer follows the typed values, computed by core as the server does. */
function GridSettlementContent(
  props: SettlementDrawerProps & { row: ListingRow; apiRef: RefObject<GridApiCommon | null> },
) {
  const editRows = useGridSelector(props.apiRef as RefObject<GridApiCommon>, gridEditRowsStateSelector);
  return <SettlementContent {...props} edit={editRows[props.row.id]} />;
}

function SettlementContent({
  sources,
  row,
  onClose,
  edit,
}: SettlementDrawerProps & { row: ListingRow; edit: Record<string, { value?: unknown }> | undefined }) {
  const titleId = useId();
  const current = useMemo(() => mergeEditValues(row, edit), [row, edit]);
  const derived = useMemo(
    () => (edit ? editedDerived(current, sources) : storedDerived(current)),
    [edit, current, sources],
  );
  // The steps from the Listing Price to the Extra Amount, by core's function (the same figures, by the
  // same names, as the lines above and the grid's columns).
  const steps = useMemo(() => {
    const pricing = livePricing(current, sources.config, sources.products, sources.categories, sources.dated);
    const cost = (value: unknown) => toNumber(value) ?? 0;
    return extraAmountSteps(sources.config.channel, pricing, {
      profit: cost(current.profit),
      packing: cost(current.packing),
      advertisingCost: cost(current.advertisingCost),
      returnCost: cost(current.returnCost),
      discount: cost(current.discount),
    });
  }, [current, sources]);
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
      value:
        line.value === null
          ? '—'
          : line.label === 'Price Should Be' && line.value === 0
            ? NO_PERFECT_PRICE_TEXT
            : formatRupees(line.value),
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
      {/* Focusable, so that the keyboard can scroll it (it holds no control). */}
      <Box tabIndex={0} aria-label="Settlement details" sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
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
        {steps && (
          <Box component="section" aria-labelledby={`${titleId}-how`} sx={{ mt: 2.5 }}>
            <Typography id={`${titleId}-how`} variant="subtitle2" component="h3" gutterBottom>
              How the Extra Amount comes about
            </Typography>
            <Table size="small" aria-label="From Listing Price to Extra Amount">
              <TableBody>
                {steps.map((step) => (
                  <TableRow key={step.label}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ pl: 0, fontWeight: step.sign === '=' ? 600 : 400 }}
                    >
                      {step.label}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        pr: 0,
                        whiteSpace: 'nowrap',
                        fontVariantNumeric: 'tabular-nums',
                        fontWeight: step.sign === '=' ? 600 : 400,
                      }}
                    >
                      {step.sign && `${step.sign} `}
                      {formatRupees(step.value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              GST inside the price is price × GST ÷ (100 + GST), at the highest GST rate of the linked
              products. The label is Perfect when the Extra Amount is above ₹0 and below ₹2, LOSS below ₹0.
              Price Should Be is the lowest whole-rupee price that is Perfect (searched below ₹10,000).
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Free Delivery is the price to list at when the customer pays no separate shipping: the listing
              price plus the shipping fee with 18% GST.
            </Typography>
          </Box>
        )}
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
