import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mergeChangedFields } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useReportDirty } from '../../../components/discard-guard.tsx';
import { DrawerForm, FormDrawer } from '../../../components/drawer-form.tsx';
import { HistoryLinkButton } from '../../../components/history-link-button.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { readListingsAgain } from '../../../lib/catalogue-queries.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import type { LoadedList } from '../../../lib/paged-query.ts';
import { listingsQueryKey, putListingInList } from '../api/get-listings.ts';
import { saveListing } from '../api/save-listing.ts';
import { editedDerived } from '../listing-derived.ts';
import {
  listingFieldLabel,
  listingTitle,
  columnOfField,
  nameProducts,
  listingToRow,
  newListingRow,
  rowLabel,
  rowToInput,
  type ListingRow,
} from '../listing-row.ts';
import type { Listing } from '../api/listing-fields.ts';
import type { ListingProduct } from '../api/get-listing-products.ts';
import type { ListingGridSources } from './listing-grid-context.ts';
import { ListingFormOutcome } from './listing-form-outcome.tsx';
import {
  DIMENSION_FIELDS,
  listingFormProblems,
  MONEY_FIELDS,
  rowOf,
  sameValues,
  valuesOf,
  type NumberFieldSpec,
  type Values,
} from './listing-form-values.ts';

export interface ListingFormProps {
  sources: ListingGridSources;
  /** The listing to edit, or 'new' for a new one; null when closed. */
  listing: ListingRow | 'new' | null;
  onClose: () => void;
}

/**
 * A listing in a form, with the grid's fields, checks and live recompute (core's computeListingPricing):
 * a side drawer for a new listing on a desktop, the full screen on a phone (new and edit).
 */
export function ListingForm({ listing, onClose, ...rest }: ListingFormProps) {
  return (
    <FormDrawer
      open={listing !== null}
      width={520}
      discardText="What you typed in this listing is not saved. Discard it, or keep editing and press Save."
      onClose={onClose}
    >
      {(onDirtyChange) =>
        listing !== null && (
          <ListingFormContent
            key={listing === 'new' ? 'new' : listing.id}
            listing={listing}
            onClose={onClose}
            onDirtyChange={onDirtyChange}
            {...rest}
          />
        )
      }
    </FormDrawer>
  );
}

/** Escape in the product picker closes its list only, never the form around it (its list may be closed already). */
const keepEscapeInside = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Escape') event.stopPropagation();
};

function ListingFormContent({
  sources,
  listing,
  onClose,
  onDirtyChange,
}: ListingFormProps & { listing: ListingRow | 'new'; onDirtyChange: (dirty: boolean) => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const isAdmin = useSession().role === 'ADMIN';
  const { config } = sources;
  const isNew = listing === 'new';
  // The stored listing the edit is based on (its version is what a Save sends, decision 032): as opened,
  // and after a conflict the one then loaded.
  const [base, setBase] = useState<ListingRow>(() => (listing === 'new' ? newListingRow() : listing));
  const [initialValues] = useState<Values>(() => valuesOf(base));
  const [values, setValues] = useState<Values>(initialValues);
  useReportDirty(!sameValues(values, initialValues), onDirtyChange);
  const [touched, setTouched] = useState(false);
  // the server's refusal: the whole sentence above the form, its own words under the field it names
  const [serverError, setServerError] = useState<{
    message: string;
    field: string | null;
    fieldMessage?: string;
  } | null>(null);
  const [saving, setSaving] = useState(false);

  const row = useMemo(() => rowOf(base, values), [base, values]);
  const derived = useMemo(() => editedDerived(row, sources), [row, sources]);
  const problems = listingFormProblems(values, config.hasShippingFee);
  const productOptions = useMemo(() => [...sources.products.values()], [sources.products]);
  const chosenProducts = useMemo(
    () =>
      values.productIds.flatMap((id) => {
        const product = sources.products.get(id);
        return product ? [product] : [];
      }),
    [values.productIds, sources.products],
  );

  const set = (field: keyof Values, value: Values[keyof Values]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverError?.field === field) setServerError(null);
  };
  const errorOf = (field: string): string | undefined =>
    (touched ? problems[field] : undefined) ??
    (serverError && serverError.field === field ? serverError.fieldMessage : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setServerError(null);
    try {
      const input = rowToInput(row, config, isNew);
      const saved = await saveListing(config, isNew ? null : base.id, input);
      putListingInList(queryClient, config.channel, saved);
      void readListingsAgain(queryClient, config.channel);
      notify({ message: isNew ? 'Created successfully' : 'Updated successfully', severity: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const message = nameProducts(error.message, sources.products);
        const field = error.field ? columnOfField(error.field) : null;
        setServerError({
          message: `Could not save ${rowLabel(row)}: ${
            field && !message.toLowerCase().includes(listingFieldLabel(error.field ?? '').toLowerCase())
              ? `${listingFieldLabel(error.field ?? '')}: ${message}`
              : message
          }`,
          field,
          fieldMessage: message,
        });
        if (error.code === 'CONFLICT') {
          // Their change is loaded: the fields this person did not change show it, the ones they changed
          // keep what was typed, and the second Save stores both (decisions 030, 032 and 154).
          await queryClient.invalidateQueries({ queryKey: listingsQueryKey(config.channel) });
          const stored = queryClient
            .getQueryData<LoadedList<Listing>>(listingsQueryKey(config.channel))
            ?.items.find((item) => item.id === base.id);
          if (stored) {
            const storedRow = listingToRow(stored);
            setValues((typed) => mergeChangedFields(valuesOf(base), valuesOf(storedRow), typed));
            setBase(storedRow);
          }
        }
      } else {
        setServerError({ message: `Could not save ${rowLabel(row)}: ${errorMessage(error)}`, field: null });
      }
    } finally {
      setSaving(false);
    }
  };

  const numberField = (spec: NumberFieldSpec) => (
    <TextField
      key={spec.field}
      label={spec.unit === '₹' ? spec.label : `${spec.label} (${spec.unit})`}
      value={values[spec.field]}
      onChange={(event) => set(spec.field, event.target.value)}
      error={errorOf(spec.field) !== undefined}
      helperText={errorOf(spec.field)}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
        input:
          spec.unit === '₹'
            ? { startAdornment: <InputAdornment position="start">₹</InputAdornment> }
            : { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> },
      }}
    />
  );

  return (
    <DrawerForm
      titleId={titleId}
      title={isNew ? `New ${config.label} listing` : `Edit ${rowLabel(base)}`}
      subtitle="The outcome below follows what you type."
      beside={
        !isNew && isAdmin && <HistoryLinkButton entity="listing" entityId={base.id} name={rowLabel(base)} />
      }
      saving={saving}
      onSubmit={(event) => void save(event)}
      onCancel={onClose}
    >
      <ListingFormOutcome derived={derived} />
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError.message}
        </Alert>
      )}
      <TextField
        label={listingTitle('skuid')}
        required
        value={values.skuid}
        onChange={(event) => set('skuid', event.target.value)}
        error={errorOf('skuid') !== undefined}
        helperText={errorOf('skuid')}
        size="small"
        autoFocus={isNew}
      />
      <Autocomplete<ListingProduct, true>
        multiple
        onKeyDown={keepEscapeInside}
        options={productOptions}
        value={chosenProducts}
        getOptionLabel={(product) => product.productName}
        getOptionKey={(product) => product.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, next) =>
          set(
            'productIds',
            next.map((p) => p.id),
          )
        }
        renderValue={(chosen, getItemProps) =>
          chosen.map((product, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                label={product.productName}
                {...itemProps}
                sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
              />
            );
          })
        }
        renderInput={(input) => (
          <TextField
            {...input}
            label="Products"
            size="small"
            error={errorOf('productIds') !== undefined}
            helperText={errorOf('productIds')}
          />
        )}
      />
      {config.categoryField && (
        <TextField
          select
          label="Category"
          size="small"
          value={values.categoryId ?? ''}
          onChange={(event) => set('categoryId', event.target.value === '' ? null : event.target.value)}
          error={errorOf('categoryId') !== undefined}
          helperText={errorOf('categoryId')}
        >
          <MenuItem value="">No category</MenuItem>
          {sources.categoryList.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {MONEY_FIELDS.filter((spec) => spec.field !== 'shippingFee' || config.hasShippingFee).map(
          numberField,
        )}
      </Box>
      <Typography variant="subtitle2" component="h3">
        Size and weight
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5 }}>
        Pricing uses the product&apos;s when exactly one product is linked.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {DIMENSION_FIELDS.map(numberField)}
      </Box>
    </DrawerForm>
  );
}
