import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/http.ts';
import { useCategories } from '../api/get-categories.ts';
import { SLAB_SECTIONS } from '../category-sections.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import type { Category } from '../api/category-fields.ts';
import { filterCategories, formatSlab } from '../slab-text.ts';
import { CategoryDrawer } from './category-drawer.tsx';

/** A Category tab (docs/screens.md): the searchable table of a marketplace's fee categories and the editor. */
export function CategoriesTable({ kind }: { kind: CategoryKind }) {
  const info = CATEGORY_KINDS[kind];
  const sections = SLAB_SECTIONS[kind];
  const categories = useCategories(kind);
  const [search, setSearch] = useState('');
  // undefined: closed; null: a new category; otherwise the category being updated.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const shown = useMemo(() => filterCategories(categories.data ?? [], search), [categories.data, search]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {info.label} categories
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Search categories"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          Add category
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {categories.isFetching && <LinearProgress aria-label={`Loading ${info.label} categories`} />}
        <TableContainer sx={{ maxHeight: 'calc(100dvh - 260px)' }}>
          <Table stickyHeader size="small" aria-label={`${info.label} categories`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>Sno.</TableCell>
                <TableCell>Name</TableCell>
                {sections.map((section) => (
                  <TableCell key={section.field}>{section.title}</TableCell>
                ))}
                <TableCell align="right" sx={{ width: 96 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((category, index) => (
                <TableRow key={category.id} hover>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {category.name}
                  </TableCell>
                  {sections.map((section) => {
                    const slabs = (
                      category as unknown as Record<string, { from: number; to: number; precent: number }[]>
                    )[section.field];
                    return (
                      <TableCell
                        key={section.field}
                        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {slabs && slabs.length > 0 ? (
                          slabs.map((slab, i) => <div key={i}>{formatSlab(slab, section.valueKind)}</div>)
                        ) : (
                          <Typography variant="body2" color="text.disabled" component="span">
                            —
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => setEditing(category)}>
                      Update
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {!categories.isPending && shown.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={sections.length + 3}
                    sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {categories.isError
                      ? `Categories could not be loaded: ${errorMessage(categories.error)}`
                      : search
                        ? `No category matches "${search}"`
                        : 'No Rows'}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <CategoryDrawer kind={kind} category={editing} onClose={() => setEditing(undefined)} />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
