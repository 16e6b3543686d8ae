import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import TextField from '@mui/material/TextField';
import { useGridApiContext, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { LabelledEditInput } from '../../../components/data-grid/columns.tsx';
import { useMemo } from 'react';
import { outcomeTone } from '../listing-derived.ts';
import type { ListingRow } from '../listing-row.ts';
import type { ListingProduct } from '../api/get-listing-products.ts';
import { useListingGridSources, useRowDerived } from './listing-grid-context.ts';

/** The Products cell while editing: a searchable multi-select of the product names (labelled "Products"). */
export function ProductsEditCell(params: GridRenderEditCellParams<ListingRow, string[]>) {
  const apiRef = useGridApiContext();
  const { products } = useListingGridSources();
  const options = useMemo(() => [...products.values()], [products]);
  const ids = params.value;
  const value = useMemo(
    () => (ids ?? []).flatMap((id) => (products.has(id) ? [products.get(id) as ListingProduct] : [])),
    [ids, products],
  );
  return (
    <Autocomplete<ListingProduct, true>
      multiple
      size="small"
      fullWidth
      disableCloseOnSelect
      options={options}
      value={value}
      getOptionLabel={(product) => product.productName}
      getOptionKey={(product) => product.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) =>
        void apiRef.current.setEditCellValue({
          id: params.id,
          field: params.field,
          value: next.map((p) => p.id),
        })
      }
      // The grid would otherwise take arrow keys, Enter and Space for its own navigation.
      onKeyDown={(event) => event.stopPropagation()}
      // Whole product names on the chips (the row grows while it is edited).
      sx={{
        px: 0.5,
        py: 0.5,
        '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
      renderInput={(input) => (
        <TextField
          {...input}
          variant="standard"
          placeholder={value.length === 0 ? 'Choose products' : ''}
          slotProps={{
            ...input.slotProps,
            input: { ...input.slotProps.input, disableUnderline: true },
            htmlInput: { ...input.slotProps.htmlInput, 'aria-label': 'Products' },
          }}
        />
      )}
    />
  );
}

/** The Category cell while editing: the channel's categories (labelled "Category"). */
export function CategoryEditCell(params: GridRenderEditCellParams<ListingRow, string | null>) {
  const apiRef = useGridApiContext();
  const { categoryList } = useListingGridSources();
  return (
    <NativeSelect
      fullWidth
      value={params.value ?? ''}
      onChange={(event) =>
        void apiRef.current.setEditCellValue({
          id: params.id,
          field: params.field,
          value: event.target.value === '' ? null : event.target.value,
        })
      }
      onKeyDown={(event) => event.stopPropagation()}
      inputProps={{ 'aria-label': 'Category' }}
      sx={{ px: 1, fontSize: 14 }}
    >
      <option value="">No category</option>
      {categoryList.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The Listing Price input (₹ prefix), tinted live by the label: Extra/Profit green, LOSS red, Perfect blue. */
export function ListingPriceEditCell(params: GridRenderEditCellParams<ListingRow, number | null>) {
  const { derived } = useRowDerived(params.id, params.row);
  const tint =
    params.value === null || params.value === undefined || String(params.value) === ''
      ? 'cell-empty'
      : outcomeTone(derived.lossProfit)
        ? `price-${outcomeTone(derived.lossProfit)}`
        : '';
  return (
    <Box className={tint} sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}>
      <LabelledEditInput {...params} startAdornment="₹" />
    </Box>
  );
}
