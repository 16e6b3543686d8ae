import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SalesSummary } from '../api/get-sales.ts';
import { figureText, type SalesFigure } from '../sales-figures.ts';

/**
 * A row of tiles, each one figure of the range summed by the server; what a tile counts shows when it
 * is hovered, focused or tapped (and is its accessible description).
 */
export function SalesTiles<T = SalesSummary>({
  label,
  figures,
  summary,
  extra,
}: {
  label: string;
  figures: readonly SalesFigure<T>[];
  summary: T | undefined;
  extra?: React.ReactNode;
}) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
      }}
    >
      {figures.map((figure) => (
        <Tooltip
          key={figure.field}
          title={figure.help}
          describeChild
          enterTouchDelay={0}
          leaveTouchDelay={4000}
          arrow
        >
          <Paper variant="outlined" role="listitem" tabIndex={0} sx={{ px: 1.5, py: 1, cursor: 'help' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {figure.title}
            </Typography>
            <Typography
              variant="subtitle1"
              component="div"
              sx={{
                fontWeight: 600,
                fontVariantNumeric: 'tabular-nums',
                // "−₹1,234" stays whole: a break after the minus put it on a line of its own on a phone
                whiteSpace: 'nowrap',
                fontSize: { xs: '0.95rem', sm: '1rem' },
                color:
                  summary &&
                  typeof summary[figure.field] === 'number' &&
                  (summary[figure.field] as number) < 0
                    ? 'error.main'
                    : undefined,
              }}
            >
              {summary ? figureText(figure, summary) : '…'}
            </Typography>
          </Paper>
        </Tooltip>
      ))}
      {extra}
    </Box>
  );
}
