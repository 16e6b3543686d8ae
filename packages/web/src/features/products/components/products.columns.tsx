import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import {
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {
  LabelledEditInput,
  numberColumn as editableNumberColumn,
  rowActionsColumn,
  rupeeColumn,
  type RowActionHandlers,
} from '../../../components/data-grid/columns.tsx';
import { indiaDate, thumbnailUrl, uqcLabel, type GstMode, type PreparedGstRules } from '@seller-desk/core';
import { UnitField } from '../../../components/unit-field.tsx';
import { usePreparedGstRules } from '../../../lib/pricing-rules.ts';
import { GST_MODE_LABELS, defaultGstMode, gstRuleText } from '../gst-choice.ts';
import { productTitle, type ProductRow } from '../product-row.ts';

export interface ProductColumnHandlers extends RowActionHandlers<ProductRow> {
  /** Fields a failed save named, per row id. */
  fieldErrors: Record<string, string[]>;
  onOpenImages: (row: ProductRow) => void;
  /** The rows whose GST choice the person picked themselves (a new row's HSN code no longer sets it). */
  gstModeChosen: Set<string>;
}

/** The GST choice while a row is edited: a plain select, named "GST" for assistive technology. */
function GstModeEditCell({
  id,
  field,
  value,
  chosen,
}: GridRenderEditCellParams<ProductRow> & { chosen: Set<string> }) {
  const apiRef = useGridApiContext();
  return (
    <NativeSelect
      value={String(value ?? 'FIXED')}
      onChange={(event) => {
        chosen.add(String(id));
        void apiRef.current.setEditCellValue({ id, field, value: event.target.value });
      }}
      inputProps={{ 'aria-label': 'GST' }}
      sx={{ width: '100%', px: 1, fontSize: 14 }}
      disableUnderline
    >
      {(Object.keys(GST_MODE_LABELS) as GstMode[]).map((mode) => (
        <option key={mode} value={mode}>
          {GST_MODE_LABELS[mode]}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The unit while a row is edited: the Unit select of the invoice lines and the product form (decision
 * 147). Its keys stay in the select (an Enter picks a unit, it does not act on the row).
 */
function UnitEditCell({ id, field, value }: GridRenderEditCellParams<ProductRow>) {
  const apiRef = useGridApiContext();
  return (
    <Box onKeyDown={(event) => event.stopPropagation()} sx={{ width: '100%', display: 'flex' }}>
      <UnitField
        inCell
        optional={false}
        unit={String(value ?? '')}
        onChange={(unit) => void apiRef.current.setEditCellValue({ id, field, value: unit })}
      />
    </Box>
  );
}

/**
 * The GST rules by HSN code (null until loaded) and today's date in India, read by the cells that need
 * them: the columns do not change when the rules arrive, so the grid does not redraw every cell (a click
 * on Edit in that moment was lost).
 */
function useRulesToday(): { gstRules: PreparedGstRules | null; today: string } {
  return { gstRules: usePreparedGstRules(), today: indiaDate(new Date()) };
}

/** "By HSN code": the rate the GST rules give the HSN code today (the fixed rate is not used). */
function RuleRate({ row }: { row: Pick<ProductRow, 'hsnCode'> }) {
  const { gstRules, today } = useRulesToday();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      title="The rate the GST rules give this HSN code today"
      sx={{ fontSize: 13, lineHeight: 1.3, whiteSpace: 'normal', textAlign: 'right' }}
    >
      {gstRuleText(gstRules, row.hsnCode, today) ?? (gstRules ? 'no rule' : '')}
    </Typography>
  );
}

/**
 * The GST % while a row is edited: an input for a fixed rate; for "By HSN code" (as chosen in this
 * edit) no input, since the rate comes from the rules, but the rate they give the code being typed.
 */
function GstRateEditCell(params: GridRenderEditCellParams<ProductRow>) {
  const apiRef = useGridApiContext();
  const editing = useGridSelector(apiRef, gridEditRowsStateSelector)[params.id];
  const mode = (editing?.gstMode?.value as GstMode | undefined) ?? params.row.gstMode;
  if (mode !== 'BY_HSN') return <LabelledEditInput {...params} />;
  const hsnCode = (editing?.hsnCode?.value as string | null | undefined) ?? params.row.hsnCode;
  return (
    <Box sx={{ px: 1, width: '100%' }}>
      <RuleRate row={{ hsnCode }} />
    </Box>
  );
}

/**
 * The HSN code while a row is edited; on a new row whose GST choice was not picked, the code sets it:
 * "By HSN code" when a GST rule matches the code, otherwise "Fixed rate".
 */
function HsnEditCell(params: GridRenderEditCellParams<ProductRow> & { gstModeChosen: Set<string> }) {
  const { gstModeChosen, ...rest } = params;
  const apiRef = useGridApiContext();
  const { gstRules, today } = useRulesToday();
  return (
    <LabelledEditInput
      {...rest}
      onValueChange={(_event: unknown, value: string) => {
        if (!params.row.isNew || gstModeChosen.has(String(params.id))) return;
        void apiRef.current.setEditCellValue({
          id: params.id,
          field: 'gstMode',
          value: defaultGstMode(gstRules, value, today),
        });
      }}
    />
  );
}

function ImageCell({ row, onOpen }: { row: ProductRow; onOpen: (row: ProductRow) => void }) {
  const name = row.productName || 'the new product';
  const first = row.img ?? (row.productImage[0] ? thumbnailUrl(row.productImage[0]) : null);
  if (!first) {
    // A placeholder the size of a thumbnail; a new row gets its images once it is saved.
    // On a new row the button saves the product first and then opens its images (one step).
    return (
      <ButtonBase
        aria-label={row.isNew ? 'Add image to the new product' : `Add image for ${name}`}
        title={row.isNew ? 'Saves the product, then opens its images' : undefined}
        onClick={() => onOpen(row)}
        sx={{
          width: 76,
          height: 44,
          borderRadius: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'primary.main',
          color: 'primary.main',
          display: 'flex',
          flexDirection: 'column',
          gap: 0.25,
          fontSize: 11,
          fontWeight: 600,
          lineHeight: 1,
        }}
      >
        <AddPhotoAlternateIcon sx={{ fontSize: 18 }} />
        Add image
      </ButtonBase>
    );
  }
  return (
    <ButtonBase
      aria-label={`Images of ${name}`}
      onClick={() => onOpen(row)}
      sx={{ borderRadius: 1, overflow: 'hidden', position: 'relative' }}
    >
      <Box
        component="img"
        src={first}
        alt=""
        loading="lazy"
        sx={{ width: 44, height: 44, objectFit: 'cover', display: 'block', borderRadius: 1 }}
      />
      {row.productImage.length > 1 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: 2,
            bottom: 2,
            px: 0.5,
            fontSize: 11,
            lineHeight: '16px',
            borderRadius: 0.5,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
          }}
        >
          {row.productImage.length}
        </Box>
      )}
    </ButtonBase>
  );
}

const numberColumn = (field: keyof ProductRow & string, headerName: string, width = 80) =>
  editableNumberColumn<ProductRow>(field, headerName, width);

export function productColumns(handlers: ProductColumnHandlers): GridColDef<ProductRow>[] {
  const columns: GridColDef<ProductRow>[] = [
    {
      field: 'img',
      headerName: 'Image',
      width: 100,
      sortable: false,
      filterable: false,
      disableExport: true,
      editable: false,
      renderCell: ({ row }) => <ImageCell row={row} onOpen={handlers.onOpenImages} />,
    },
    {
      field: 'productName',
      headerName: productTitle('productName'),
      minWidth: 220,
      flex: 1,
      editable: true,
      // Whole names on two lines (the full name a hover away), so that similar names can be told apart.
      renderCell: ({ value }) => <TwoLines text={String(value ?? '')} />,
    },
    rupeeColumn<ProductRow>('purchaseCost', productTitle('purchaseCost'), 128),
    numberColumn('stock', productTitle('stock'), 80),
    {
      // the unit the stock counts and the prices are per (decision 147): the code, its name a hover away
      field: 'unit',
      headerName: productTitle('unit'),
      width: 84,
      editable: true,
      renderCell: ({ value }) => <span title={uqcLabel(String(value ?? ''))}>{String(value ?? '')}</span>,
      renderEditCell: (params) => <UnitEditCell {...params} />,
    },
    // where the stock is: in view at 1440 px, before the GST and the measurements (issue 40 #6)
    { field: 'rackNo', headerName: productTitle('rackNo'), width: 92, editable: true },
    {
      field: 'gstMode',
      headerName: productTitle('gstMode'),
      // "By HSN code" whole in the edit select too (its arrow takes room).
      width: 140,
      editable: true,
      valueFormatter: (value: GstMode | null) => (value ? GST_MODE_LABELS[value] : ''),
      renderEditCell: (params) => <GstModeEditCell {...params} chosen={handlers.gstModeChosen} />,
    },
    {
      // Wide enough for "5% up to ₹2,625, 18% above" on two lines, in view and while edited.
      ...numberColumn('gst', productTitle('gst'), 132),
      valueFormatter: (value: number | null) => (value === null || value === undefined ? '' : `${value}%`),
      // "By HSN code": the rate the rules give today, beside the choice (the fixed rate is not used).
      renderCell: ({ row, formattedValue }) =>
        row.gstMode === 'BY_HSN' ? <RuleRate row={row} /> : formattedValue,
      renderEditCell: (params) => <GstRateEditCell {...params} />,
    },
    // The actions come before the measurements, so that Edit and Delete are on screen at 1440 px.
    rowActionsColumn(handlers),
    {
      field: 'hsnCode',
      headerName: productTitle('hsnCode'),
      width: 100,
      editable: true,
      renderEditCell: (params) => <HsnEditCell {...params} gstModeChosen={handlers.gstModeChosen} />,
    },
    numberColumn('productLength', productTitle('productLength'), 108),
    numberColumn('breadth', productTitle('breadth'), 116),
    numberColumn('height', productTitle('height'), 108),
    numberColumn('weight', productTitle('weight'), 108),
  ];
  // Outline the cells a failed save named, so the person sees which value to fix.
  return columns.map((column) => ({
    ...column,
    cellClassName: (params) =>
      handlers.fieldErrors[String(params.id)]?.includes(column.field) ? 'cell-error' : '',
  }));
}

/** Text on at most two lines; the whole text is in the page and in the hover title. */
function TwoLines({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        lineHeight: 1.35,
        wordBreak: 'break-word',
      }}
    >
      {text}
    </Box>
  );
}
