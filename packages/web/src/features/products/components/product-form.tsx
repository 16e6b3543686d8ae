import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  indiaDate,
  mergeChangedFields,
  PRODUCT_FIELDS,
  validateProductInput,
  type GstMode,
} from '@seller-desk/core';
import { usePreparedGstRules } from '../../../lib/pricing-rules.ts';
import { GST_MODE_LABELS, defaultGstMode, gstRuleText } from '../gst-choice.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../../lib/session.ts';
import { HistoryLinkButton } from '../../../components/history-link-button.tsx';
import { UnitField } from '../../../components/unit-field.tsx';
import { useReportDirty } from '../../../components/discard-guard.tsx';
import { DrawerForm, FormDrawer } from '../../../components/drawer-form.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { readProductsAgain } from '../../../lib/catalogue-queries.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import type { LoadedList } from '../../../lib/paged-query.ts';
import { productsQueryKey } from '../api/get-products.ts';
import { saveProduct } from '../api/save-product.ts';
import { newProductRow, productTitle, rowLabel, rowToInput, type ProductRow } from '../product-row.ts';
import type { Product } from '../api/product-fields.ts';

type Field =
  | 'productName'
  | 'purchaseCost'
  | 'stock'
  | 'unit'
  | 'gstMode'
  | 'gst'
  | 'hsnCode'
  | 'productLength'
  | 'breadth'
  | 'height'
  | 'weight'
  | 'rackNo';

interface FieldSpec {
  field: Field;
  number?: boolean;
}

// In pairs, two to a row: the cost and the HSN code (a new product's GST choice follows the code, so it
// comes before it), the stock and its unit, the GST choice and its rate (the choice alone on its row
// when it is "By HSN code"), the measurements, the rack. The labels are the dictionary's, as the grid
// heads the columns: a length's or weight's unit is named once, in the label ("Length (cm)"), and money
// starts with ₹.
const FIELDS: FieldSpec[] = [
  { field: 'purchaseCost', number: true },
  { field: 'hsnCode' },
  { field: 'stock', number: true },
  { field: 'unit' },
  { field: 'gstMode' },
  { field: 'gst', number: true },
  { field: 'productLength', number: true },
  { field: 'breadth', number: true },
  { field: 'height', number: true },
  { field: 'weight', number: true },
  { field: 'rackNo' },
];

type Values = Record<Field, string>;

function valuesOf(product: ProductRow): Values {
  const text = (value: string | number | null) =>
    value === null || value === undefined ? '' : String(value);
  return {
    productName: product.productName,
    // an amount in rupees and paise, as the grid writes it: 89.50, not 89.5
    purchaseCost: product.purchaseCost === null ? '' : product.purchaseCost.toFixed(2),
    stock: text(product.stock),
    unit: product.unit,
    gstMode: product.gstMode,
    gst: text(product.gst),
    hsnCode: text(product.hsnCode),
    productLength: text(product.productLength),
    breadth: text(product.breadth),
    height: text(product.height),
    weight: text(product.weight),
    rackNo: text(product.rackNo),
  };
}

/**
 * A product in a full-screen form (the phone layout's Add and Edit): the grid's fields, checked by core's
 * validateProductInput as the grid does, saved the grid's way (the version the edit started from).
 */
export function ProductForm({
  product,
  onClose,
}: {
  product: ProductRow | 'new' | null;
  onClose: () => void;
}) {
  return (
    <FormDrawer
      open={product !== null}
      width={480}
      discardText="What you typed in this product is not saved. Discard it, or keep editing and press Save."
      onClose={onClose}
    >
      {(onDirtyChange) =>
        product !== null && (
          <ProductFormContent
            key={product === 'new' ? 'new' : product.id}
            product={product}
            onClose={onClose}
            onDirtyChange={onDirtyChange}
          />
        )
      }
    </FormDrawer>
  );
}

const sameValues = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);

function ProductFormContent({
  product,
  onClose,
  onDirtyChange,
}: {
  product: ProductRow | 'new';
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const isAdmin = useSession().role === 'ADMIN';
  const isNew = product === 'new';
  // The stored product the edit is based on (its version is what a Save sends, decision 032): as opened,
  // and after a conflict the one then loaded.
  const [base, setBase] = useState<ProductRow>(() => (product === 'new' ? newProductRow() : product));
  const [initialValues] = useState<Values>(() => valuesOf(base));
  const [values, setValues] = useState<Values>(initialValues);
  const [touched, setTouched] = useState(false);
  // the server's refusal: the whole sentence above the form, its own words under the field it names
  const [serverError, setServerError] = useState<{
    message: string;
    field: string | null;
    fieldMessage?: string;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const gstRules = usePreparedGstRules();
  const today = indiaDate(new Date());
  // A new product's GST choice follows its HSN code until the person picks one (then it stays).
  const [gstModeChosen, setGstModeChosen] = useState(!isNew);
  const shownMode: GstMode = gstModeChosen
    ? (values.gstMode as GstMode)
    : defaultGstMode(gstRules, values.hsnCode, today);
  useReportDirty(!sameValues(values, initialValues) || gstModeChosen !== !isNew, onDirtyChange);

  const input = rowToInput({ ...base, ...values, gstMode: shownMode } as unknown as ProductRow);
  const problems = Object.fromEntries(
    // a stored product's HSN code and GST left as they are, are not checked (decisions 143, 152)
    validateProductInput(input, {
      partial: false,
      storedHsnCode: isNew ? null : base.hsnCode,
      storedGst: isNew ? null : base.gst,
    }).map((p) => [p.field, p.message]),
  ) as Record<string, string>;
  const errorOf = (field: string): string | undefined =>
    (touched ? problems[field] : undefined) ??
    (serverError?.field === field ? serverError.fieldMessage : undefined);
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverError?.field === field) setServerError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setServerError(null);
    try {
      if (isNew) await saveProduct({ id: null, data: input });
      else await saveProduct({ id: base.id, data: { ...input, version: base.version } });
      await readProductsAgain(queryClient);
      notify({ message: isNew ? 'Created successfully' : 'Updated successfully', severity: 'success' });
      onClose();
    } catch (error) {
      const label = rowLabel({ productName: values.productName, isNew });
      if (error instanceof ApiError) {
        setServerError({
          message: `Could not save ${label}: ${error.message}`,
          field: error.field ?? null,
          fieldMessage: error.message,
        });
        if (error.code === 'CONFLICT') {
          // Their change is loaded: the fields this person did not change show it, the ones they changed
          // keep what was typed, and the second Save stores both (decisions 030, 032 and 154).
          await queryClient.invalidateQueries({ queryKey: productsQueryKey });
          const stored = queryClient
            .getQueryData<LoadedList<Product>>(productsQueryKey)
            ?.items.find((item) => item.id === base.id);
          if (stored) {
            setValues((typed) => mergeChangedFields(valuesOf(base), valuesOf(stored), typed));
            setBase(stored);
          }
        }
      } else {
        setServerError({ message: `Could not save ${label}: ${errorMessage(error)}`, field: null });
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (spec: FieldSpec) =>
    spec.field === 'unit' ? (
      // the invoice lines' Unit select: the unit the stock counts and the prices are per (decision 147)
      <UnitField
        key={spec.field}
        optional={false}
        unit={values.unit}
        onChange={(unit) => set('unit', unit)}
        invalid={errorOf('unit') !== undefined}
        helperText={errorOf('unit')}
      />
    ) : spec.field === 'gstMode' ? (
      <TextField
        key={spec.field}
        select
        label={productTitle('gstMode')}
        value={shownMode}
        onChange={(event) => {
          setGstModeChosen(true);
          set('gstMode', event.target.value);
        }}
        size="small"
        // "By HSN code" has no rate field beside it: the choice and today's rate take the row
        sx={shownMode === 'BY_HSN' ? { gridColumn: '1 / -1' } : undefined}
        slotProps={{ select: { native: true } }}
        helperText={
          shownMode === 'BY_HSN'
            ? `Today: ${gstRuleText(gstRules, values.hsnCode, today) ?? (gstRules ? 'no rule matches this HSN code' : '…')}`
            : undefined
        }
      >
        {(Object.keys(GST_MODE_LABELS) as GstMode[]).map((mode) => (
          <option key={mode} value={mode}>
            {GST_MODE_LABELS[mode]}
          </option>
        ))}
      </TextField>
    ) : spec.field === 'gst' && shownMode === 'BY_HSN' ? null : (
      <TextField
        key={spec.field}
        label={productTitle(spec.field)}
        value={values[spec.field]}
        onChange={(event) => set(spec.field, event.target.value)}
        error={errorOf(spec.field) !== undefined}
        helperText={errorOf(spec.field)}
        size="small"
        slotProps={{
          htmlInput: spec.number ? { inputMode: 'decimal', style: { textAlign: 'right' } } : {},
          input:
            PRODUCT_FIELDS[spec.field].unit === '₹'
              ? { startAdornment: <InputAdornment position="start">₹</InputAdornment> }
              : {},
        }}
      />
    );

  return (
    <DrawerForm
      titleId={titleId}
      title={isNew ? 'New product' : `Edit ${rowLabel(base)}`}
      beside={
        !isNew && isAdmin && <HistoryLinkButton entity="product" entityId={base.id} name={rowLabel(base)} />
      }
      saving={saving}
      onSubmit={(event) => void save(event)}
      onCancel={onClose}
    >
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError.message}
        </Alert>
      )}
      <TextField
        label={productTitle('productName')}
        required
        value={values.productName}
        onChange={(event) => set('productName', event.target.value)}
        error={errorOf('productName') !== undefined}
        helperText={errorOf('productName')}
        size="small"
        autoFocus={isNew}
        multiline
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>{FIELDS.map(field)}</Box>
      {isNew && (
        <Typography variant="body2" color="text.secondary">
          Images: once saved, tap the product&apos;s image box.
        </Typography>
      )}
    </DrawerForm>
  );
}
