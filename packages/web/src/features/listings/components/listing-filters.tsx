import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ToggleButton, { type ToggleButtonProps } from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ProfitFilter, StockFilter } from '../listing-row.ts';

interface FilterOption<T extends string> {
  value: T;
  label: string;
  color?: ToggleButtonProps['color'];
}

const PROFIT_OPTIONS: FilterOption<ProfitFilter>[] = [
  { value: 'loss', label: 'Loss', color: 'error' },
  { value: 'all', label: 'All' },
  { value: 'extra', label: 'Extra', color: 'success' },
];
const STOCK_OPTIONS: FilterOption<StockFilter>[] = [
  { value: 'offline', label: 'Offline', color: 'warning' },
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live', color: 'success' },
];

/** One exclusive toggle group: a value is always chosen (clicking the chosen one keeps it). */
function FilterGroup<T extends string>({
  label,
  caption,
  options,
  value,
  onChange,
}: {
  label: string;
  /** The visible label before the buttons. */
  caption: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 'none' }}>
      <Typography variant="body2" component="span" color="text.secondary" aria-hidden>
        {caption}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: T | null) => next && onChange(next)}
        aria-label={label}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            color={option.color ?? 'standard'}
            // Narrower on a phone, so that both groups fit one row of 360 px ("Live" was cut off).
            sx={{ px: { xs: 0.5, sm: 1.5 }, fontSize: { xs: 13, sm: 14 } }}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The Loss/All/Extra and Offline/All/Live filters above a listing grid (docs/screens.md). */
export function ListingFilters({
  profit,
  stock,
  onProfitChange,
  onStockChange,
}: {
  profit: ProfitFilter;
  stock: StockFilter;
  onProfitChange: (value: ProfitFilter) => void;
  onStockChange: (value: StockFilter) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'nowrap',
        gap: { xs: 1, sm: 1.5 },
        alignItems: 'center',
        overflowX: 'auto',
      }}
    >
      <FilterGroup
        label="Profit filter"
        caption="Profit"
        options={PROFIT_OPTIONS}
        value={profit}
        onChange={onProfitChange}
      />
      <FilterGroup
        label="Stock filter"
        caption="Stock"
        options={STOCK_OPTIONS}
        value={stock}
        onChange={onStockChange}
      />
    </Box>
  );
}
