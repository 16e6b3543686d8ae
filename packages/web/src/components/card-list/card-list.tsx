import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';

/** Whether every word of a search is in one of the texts (case-insensitive), as the grid's quick filter. */
export function matchesSearch(search: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = texts.map((text) => (text ?? '').toLowerCase()).join('\n');
  return words.every((word) => haystack.includes(word));
}

export interface CardListProps<R> {
  title: string;
  rows: readonly R[];
  /** The texts the search looks in. */
  searchTexts: (row: R) => readonly (string | null | undefined)[];
  rowKey: (row: R) => string;
  renderCard: (row: R) => ReactNode;
  onAdd?: () => void;
  addLabel?: string;
  onExport?: (rows: readonly R[]) => void;
  /** Why "Export CSV" waits (the list is still loading), or null: see exportHoldOf. */
  exportHold?: string | null;
  /** Between the title bar and the cards, e.g. filters (kept in one row). */
  belowSearch?: ReactNode;
  loading?: boolean;
  /** "Loading 1,200 / 5,000…" while a list loads page by page. */
  status?: string | null;
  emptyText: string;
  /** Cards shown at first and added by "Show more". */
  pageSize?: number;
}

/**
 * The phone layout of a grid (below md): a search that stays on top with Add and a menu on the same
 * line, then a list of cards, shown a page at a time.
 */
export function CardList<R>({
  title,
  rows,
  searchTexts,
  rowKey,
  renderCard,
  onAdd,
  addLabel = 'Add record',
  onExport,
  exportHold = null,
  belowSearch,
  loading = false,
  status = null,
  emptyText,
  pageSize = 40,
}: CardListProps<R>) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [shown, setShown] = useState(pageSize);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const found = useMemo(
    () => rows.filter((row) => matchesSearch(deferredSearch, searchTexts(row))),
    [rows, deferredSearch, searchTexts],
  );
  const visible = found.slice(0, shown);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* The search stays on top while the cards scroll under it (below the app bar). */}
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          bgcolor: 'background.default',
          mx: -1.5,
          px: 1.5,
          py: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${title} tools`}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <TextField
            size="small"
            label="Search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(pageSize);
            }}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: search ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label="Clear" edge="end" onClick={() => setSearch('')}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          {onAdd && (
            <Button variant="contained" onClick={onAdd} startIcon={<AddIcon />} sx={{ flex: 'none' }}>
              {addLabel === 'Add record' ? 'Add' : addLabel}
            </Button>
          )}
          {onExport && (
            <>
              <IconButton
                aria-label="More actions"
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? 'true' : undefined}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
              >
                <MoreVertIcon />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={menuAnchor}
                open={menuAnchor !== null}
                onClose={() => setMenuAnchor(null)}
              >
                <MenuItem
                  disabled={exportHold !== null}
                  onClick={() => {
                    onExport(found);
                    setMenuAnchor(null);
                  }}
                >
                  <FileDownloadIcon fontSize="small" sx={{ mr: 1 }} />
                  Export CSV
                </MenuItem>
                {exportHold && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ px: 2, pb: 1, maxWidth: 260 }}
                  >
                    {exportHold}
                  </Typography>
                )}
              </Menu>
            </>
          )}
        </Box>
        {belowSearch}
      </Box>
      {loading && <LinearProgress aria-label="Loading" />}
      {status && (
        <Typography role="status" variant="caption" color="text.secondary">
          {status}
        </Typography>
      )}
      {!loading && found.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {rows.length === 0 ? emptyText : 'Nothing matches the search.'}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={title}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {visible.map((row) => (
          <Box component="li" key={rowKey(row)}>
            {renderCard(row)}
          </Box>
        ))}
      </Box>
      {found.length > shown && (
        <Button onClick={() => setShown((n) => n + pageSize)} sx={{ alignSelf: 'center' }}>
          Show more ({(found.length - shown).toLocaleString('en-IN')} left)
        </Button>
      )}
    </Box>
  );
}
