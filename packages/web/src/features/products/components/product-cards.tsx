import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { indiaDate, toCsvFromColumns, type CsvColumn, type PreparedGstRules } from '@seller-desk/core';
import { usePreparedGstRules } from '../../../lib/pricing-rules.ts';
import { GST_MODE_LABELS, gstRuleText } from '../gst-choice.ts';
import { useCallback } from 'react';
import { CardList } from '../../../components/card-list/card-list.tsx';
import { saveCsv } from '../../../lib/download.ts';
import { thumbnailUrl } from '@seller-desk/core';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { productTitle, type ProductRow } from '../product-row.ts';
import { CardFigure } from '../../../components/card-list/card-figure.tsx';

function ProductCard({
  row,
  onEdit,
  onDelete,
  onOpenImages,
  gstRules,
  today,
}: {
  row: ProductRow;
  gstRules: PreparedGstRules | null;
  today: string;
  onEdit: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => void;
  onOpenImages: (row: ProductRow) => void;
}) {
  const first = row.img ?? (row.productImage[0] ? thumbnailUrl(row.productImage[0]) : null);
  return (
    <Card component="article" variant="outlined" aria-label={row.productName} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <ButtonBase
          aria-label={first ? `Images of ${row.productName}` : `Add image for ${row.productName}`}
          onClick={() => onOpenImages(row)}
          sx={{
            width: 64,
            height: 64,
            borderRadius: 1,
            flex: 'none',
            overflow: 'hidden',
            border: first ? 0 : 1,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            color: 'primary.main',
            flexDirection: 'column',
            fontSize: 11,
            fontWeight: 600,
          }}
        >
          {first ? (
            <Box
              component="img"
              src={first}
              alt=""
              loading="lazy"
              sx={{ width: 64, height: 64, objectFit: 'cover' }}
            />
          ) : (
            <>
              <AddPhotoAlternateIcon />
              Add image
            </>
          )}
        </ButtonBase>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, wordBreak: 'break-word', flex: 1 }}>
          {row.productName}
        </Typography>
      </Box>
      {/* as many figures to a row as fit whole (three on a phone, all five from about 560 px): five in
          fixed fifths of a phone's width ran "₹12,500.75" into the stock and "By HSN" into the rack */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
          gap: 1,
          mt: 1,
        }}
      >
        <CardFigure label="Cost">{formatRupees(row.purchaseCost) || '—'}</CardFigure>
        <CardFigure label="Stock">{formatNumber(row.stock) || '—'}</CardFigure>
        <CardFigure label="Unit">{row.unit}</CardFigure>
        <CardFigure label="GST">
          {row.gstMode === 'BY_HSN' ? 'By HSN' : row.gst === null ? '—' : `${row.gst}%`}
        </CardFigure>
        <CardFigure label="Rack No">{row.rackNo || '—'}</CardFigure>
      </Box>
      {row.gstMode === 'BY_HSN' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          GST by HSN code {row.hsnCode ?? ''}, today:{' '}
          {gstRuleText(gstRules, row.hsnCode, today) ?? (gstRules ? 'no rule matches' : '…')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(row)}>
          Edit
        </Button>
        <IconButton aria-label="Delete" onClick={() => onDelete(row)}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Card>
  );
}

const PRODUCT_CSV: CsvColumn<ProductRow>[] = [
  { header: productTitle('productName'), value: (r) => r.productName },
  { header: productTitle('purchaseCost'), value: (r) => r.purchaseCost },
  { header: productTitle('stock'), value: (r) => r.stock },
  { header: productTitle('unit'), value: (r) => r.unit },
  { header: productTitle('gstMode'), value: (r) => GST_MODE_LABELS[r.gstMode] },
  { header: productTitle('gst'), value: (r) => r.gst },
  { header: productTitle('hsnCode'), value: (r) => r.hsnCode },
  { header: productTitle('productLength'), value: (r) => r.productLength },
  { header: productTitle('breadth'), value: (r) => r.breadth },
  { header: productTitle('height'), value: (r) => r.height },
  { header: productTitle('weight'), value: (r) => r.weight },
  { header: productTitle('rackNo'), value: (r) => r.rackNo },
  { header: 'Updated', value: (r) => (r.updatedAt ? new Date(r.updatedAt) : null) },
];

/** The Products screen below md: cards; Add and Edit open the full-screen form. */
export function ProductCards({
  rows,
  loading,
  status,
  exportHold,
  onAdd,
  onEdit,
  onDelete,
  onOpenImages,
}: {
  rows: readonly ProductRow[];
  loading: boolean;
  status: string | null;
  /** Why "Export CSV" waits, or null (exportHoldOf). */
  exportHold: string | null;
  onAdd: () => void;
  onEdit: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => void;
  onOpenImages: (row: ProductRow) => void;
}) {
  const gstRules = usePreparedGstRules();
  const today = indiaDate(new Date());
  const searchTexts = useCallback(
    (row: ProductRow) => [row.productName, row.hsnCode, row.rackNo, ...row.searchKeyword],
    [],
  );
  return (
    <CardList<ProductRow>
      title="Products"
      rows={rows}
      rowKey={(row) => row.id}
      searchTexts={searchTexts}
      onAdd={onAdd}
      onExport={(shown) => saveCsv('products.csv', toCsvFromColumns(PRODUCT_CSV, shown))}
      exportHold={exportHold}
      loading={loading}
      status={status}
      emptyText="No products yet — use Add"
      renderCard={(row) => (
        <ProductCard
          row={row}
          gstRules={gstRules}
          today={today}
          onEdit={onEdit}
          onDelete={onDelete}
          onOpenImages={onOpenImages}
        />
      )}
    />
  );
}
