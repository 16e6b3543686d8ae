import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CHECK_BILLS_SEARCH_MAX } from '@seller-desk/core';
import { useEffect, useState } from 'react';

/** How long typing may pause before the lines are looked up: one request per word, not per key. */
const SEARCH_PAUSE_MS = 400;

/**
 * The search of a Check Bills tab (decision 126): an order id, SKU, tracking id or buyer's name, or a
 * part of one, looked up on the server across the whole date range once typing pauses.
 */
export function BillsSearch({ search, onChange }: { search: string; onChange: (search: string) => void }) {
  const [text, setText] = useState(search);
  // the address changed (a tab link, Back): show what is searched
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search.trim()) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);
  return (
    <TextField
      type="search"
      size="small"
      label="Search"
      placeholder="Order ID, SKU, tracking ID or buyer"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
      slotProps={{
        htmlInput: { maxLength: CHECK_BILLS_SEARCH_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 380 } }}
    />
  );
}
