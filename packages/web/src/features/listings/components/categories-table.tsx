import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
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
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useMemo, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useCategories } from '../api/get-categories.ts';
import { SLAB_SECTIONS } from '../category-sections.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import type { Category } from '../api/category-fields.ts';
import { filterCategories, formatSlab } from '../slab-text.ts';
import { CategoryDrawer } from './category-drawer.tsx';
import { CategoryHistory } from './category-history.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ROW_NUMBER } from '@seller-desk/core';

/** A Category tab (docs/screens.md): the searchable table of a marketplace's fee categories and the editor. */
export function CategoriesTable({ kind }: { kind: CategoryKind }) {
  const info = CATEGORY_KINDS[kind];
  const sections = SLAB_SECTIONS[kind];
  const categories = useCategories(kind);
  const [search, setSearch] = useState('');
  // undefined: closed; null: a new category; otherwise the category being updated.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  // The categories whose history of card versions is open.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const shown = useMemo(() => filterCategories(categories.data ?? [], search), [categories.data, search]);
  // On a phone Update comes first, as the grids put their Actions column first there, and the date and
  // slabs go under the name, so that the table needs no sideways scroll.
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const actionsHead = (
    <TableCell align="right" sx={{ width: 96 }}>
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    </TableCell>
  );
  const actionsCell = (category: Category) => (
    <TableCell align={narrow ? 'left' : 'right'}>
      <Button size="small" variant="outlined" onClick={() => setEditing(category)}>
        Update
      </Button>
    </TableCell>
  );

  const effectiveFrom = (category: Category) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {formatDate(category.effectiveFrom)}
      <IconButton
        size="small"
        aria-expanded={open.has(category.id)}
        aria-label={`History of ${category.name} (${category.versions.length} ${category.versions.length === 1 ? 'version' : 'versions'})`}
        title={`${category.versions.length} ${category.versions.length === 1 ? 'version' : 'versions'}`}
        onClick={() => toggle(category.id)}
      >
        {open.has(category.id) ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </IconButton>
      {category.versions.length > 1 && (
        <Typography variant="caption" color="text.secondary" component="span">
          {category.versions.length} versions
        </Typography>
      )}
    </Box>
  );
  const slabLines = (category: Category, section: (typeof sections)[number]) => {
    const slabs = (category as unknown as Record<string, { from: number; to: number; precent: number }[]>)[
      section.field
    ];
    return slabs && slabs.length > 0 ? (
      slabs.map((slab, i) => <div key={i}>{formatSlab(slab, section.valueKind)}</div>)
    ) : (
      <Typography variant="body2" color="text.disabled" component="span">
        —
      </Typography>
    );
  };

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
                {narrow && actionsHead}
                <TableCell sx={{ width: 56 }}>{ROW_NUMBER.label}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>{narrow ? 'Name and slabs' : 'Name'}</TableCell>
                {!narrow && <TableCell sx={{ whiteSpace: 'nowrap' }}>In effect from</TableCell>}
                {!narrow &&
                  sections.map((section) => <TableCell key={section.field}>{section.title}</TableCell>)}
                {!narrow && actionsHead}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((category, index) => (
                <Fragment key={category.id}>
                  <TableRow hover sx={open.has(category.id) ? { '& > td, & > th': { borderBottom: 0 } } : {}}>
                    {narrow && actionsCell(category)}
                    <TableCell>{index + 1}</TableCell>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {category.name}
                      {/* On a phone the date and the slabs go under the name: every slab in view, no
                          sideways scroll (issue 40 #6). */}
                      {narrow && (
                        <Box sx={{ fontWeight: 400, mt: 0.5, display: 'grid', gap: 0.75 }}>
                          <Box>
                            <Typography variant="caption" color="text.secondary" component="div">
                              In effect from
                            </Typography>
                            {effectiveFrom(category)}
                          </Box>
                          {sections.map((section) => (
                            <Box key={section.field}>
                              <Typography variant="caption" color="text.secondary" component="div">
                                {section.title}
                              </Typography>
                              {slabLines(category, section)}
                            </Box>
                          ))}
                        </Box>
                      )}
                    </TableCell>
                    {!narrow && (
                      <>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{effectiveFrom(category)}</TableCell>
                        {sections.map((section) => (
                          <TableCell
                            key={section.field}
                            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                          >
                            {slabLines(category, section)}
                          </TableCell>
                        ))}
                      </>
                    )}
                    {!narrow && actionsCell(category)}
                  </TableRow>
                  {open.has(category.id) && (
                    <TableRow>
                      <TableCell
                        colSpan={narrow ? 3 : sections.length + 4}
                        sx={{ bgcolor: 'action.hover', py: 0 }}
                      >
                        <CategoryHistory kind={kind} category={category} />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
              {!categories.isPending && shown.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={narrow ? 3 : sections.length + 4}
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
