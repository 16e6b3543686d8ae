import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The tints of the listing screens (grid cells and phone cards), about 20 % of the palette colour so that
 * body text on them keeps a contrast of at least 4.5:1 in both themes (checked with axe-core in e2e).
 */
export const TINTS = {
  extra: (theme: Theme) => alpha(theme.palette.success.main, 0.22),
  loss: (theme: Theme) => alpha(theme.palette.error.main, 0.22),
  best: (theme: Theme) => alpha(theme.palette.info.main, 0.22),
  empty: (theme: Theme) => alpha(theme.palette.warning.main, 0.2),
} as const;

/** The grid's tint classes: Listing Price by outcome, empty inputs, no Perfect price. */
export const outcomeTints = {
  '& .cell-empty': { bgcolor: TINTS.empty },
  '& .psb-none': { bgcolor: TINTS.empty, fontWeight: 600, fontSize: 13, whiteSpace: 'nowrap' },
  '& .price-extra': { bgcolor: TINTS.extra },
  '& .price-loss': { bgcolor: TINTS.loss },
  '& .price-best': { bgcolor: TINTS.best },
} as const;

const ITEMS: { tint: keyof typeof TINTS; text: string }[] = [
  { tint: 'extra', text: 'Extra / Profit: earns more than the profit target' },
  { tint: 'best', text: 'Perfect: within ₹2 above it' },
  { tint: 'loss', text: 'LOSS: below it' },
  { tint: 'empty', text: 'Input missing, or no Perfect price below ₹10,000' },
];

/** What the colours of the Listing Price cell (and the cards) mean. */
export function ListingLegend() {
  return (
    <Box
      component="ul"
      aria-label="Colour legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.75, md: 1.5 }, m: 0, p: 0, listStyle: 'none' }}
    >
      {ITEMS.map((item) => (
        <Box component="li" key={item.tint} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: TINTS[item.tint],
              border: 1,
              borderColor: 'divider',
              flex: 'none',
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const TONE_PALETTE = { extra: 'success', loss: 'error', best: 'info' } as const;

/**
 * A row's label (Extra, Profit, LOSS, Perfect) as a chip in the outcome's colour: the dark shade of the
 * colour in the light theme, the light shade in the dark theme, on the paper (both above 4.5:1).
 */
export function OutcomeChip({ label, tone }: { label: string; tone: keyof typeof TONE_PALETTE | null }) {
  const palette = tone ? TONE_PALETTE[tone] : null;
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      sx={(theme) => {
        const colour = palette
          ? theme.palette.mode === 'dark'
            ? theme.palette[palette].light
            : theme.palette[palette].dark
          : theme.palette.text.primary;
        return {
          fontWeight: 700,
          color: colour,
          borderColor: colour,
          bgcolor: theme.palette.background.paper,
        };
      }}
    />
  );
}

/**
 * Cells centre their content vertically (wrapped SKUs and names, chips, a row grown while edited) and
 * number cells keep it at the right.
 */
export const centredCells = {
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
} as const;
