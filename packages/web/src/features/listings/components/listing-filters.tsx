import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ProfitFilter, StockFilter } from '../listing-row.ts';

/** The Loss/All/Extra and Offline/All/Live filters above a listing grid (spec §2). */
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={profit}
        onChange={(_event, value: ProfitFilter | null) => value && onProfitChange(value)}
        aria-label="Profit filter"
      >
        <ToggleButton value="loss" color="error">
          Loss
        </ToggleButton>
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="extra" color="success">
          Extra
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stock}
        onChange={(_event, value: StockFilter | null) => value && onStockChange(value)}
        aria-label="Stock filter"
      >
        <ToggleButton value="offline" color="warning">
          Offline
        </ToggleButton>
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="live" color="success">
          Live
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
