import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../lib/format.ts';
import {
  NO_PERFECT_PRICE_TEXT,
  hasNoPerfectPrice,
  missingInputsText,
  outcomeTone,
  type ListingDerived,
} from '../listing-derived.ts';
import { TINTS } from './listing-legend.tsx';

/** The listing form's outcome, recomputed as the person types: purchase cost, perfect price and label. */
export function ListingFormOutcome({ derived }: { derived: ListingDerived }) {
  const tone = outcomeTone(derived.lossProfit);
  const summary: { label: string; value: string }[] = [
    { label: 'Purchase Cost', value: formatRupees(derived.purchaseCost) || '—' },
    {
      label: 'Price Should Be',
      value: hasNoPerfectPrice(derived) ? NO_PERFECT_PRICE_TEXT : formatRupees(derived.priceShouldBe) || '—',
    },
  ];
  return (
    <Box
      role="status"
      aria-label="Outcome"
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: tone ? TINTS[tone] : derived.lossProfit === null ? TINTS.empty : undefined,
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 1,
      }}
    >
      {summary.map((item) => (
        <Box key={item.label}>
          <Typography variant="caption" color="text.secondary" component="div">
            {item.label}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }} component="div">
            {item.value}
          </Typography>
        </Box>
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="caption" color="text.secondary" component="div">
          Label
        </Typography>
        {derived.lossProfit ? (
          <Typography variant="body1" sx={{ fontWeight: 700 }} component="div">
            {derived.lossProfit}
          </Typography>
        ) : (
          <Typography variant="body2" component="div">
            {missingInputsText(derived.problems) || 'Not computed'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
