import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GST_START, effectiveDateProblem, indiaDate } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { countRepricedLines } from '../api/count-repriced-lines.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { categoriesQueryKey } from '../api/get-categories.ts';
import { useSaveCategory } from '../api/save-category.ts';
import { initialDrafts, withTheirSave, type Drafts } from '../category-drafts.ts';
import { SLAB_SECTIONS } from '../category-sections.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import type { Category } from '../api/category-fields.ts';
import { slabsToSave, type SlabDraft } from '../slab-text.ts';
import { SlabList } from './slab-list.tsx';

/** The Add/Update drawer of a category; `category` undefined closes it, null adds a new one. */
export function CategoryDrawer({
  kind,
  category,
  onClose,
}: {
  kind: CategoryKind;
  category: Category | null | undefined;
  onClose: () => void;
}) {
  // Close, Escape, a click outside or leaving the page with changes asks first (decisions 118 and 125):
  // "Close" does not say that the typing is dropped. Add, Update and Delete close at once.
  const guard = useDiscardGuard(
    onClose,
    `What you changed in this ${CATEGORY_KINDS[kind].label} category is not saved. Discard it, or keep editing and press ${category === null ? 'Add' : 'Update'}.`,
  );
  return (
    <>
      <Drawer
        anchor="right"
        open={category !== undefined}
        onClose={guard.requestClose}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}
      >
        {category !== undefined && (
          <CategoryEditor
            key={category?.id ?? 'new'}
            kind={kind}
            category={category}
            onClose={onClose}
            onRequestClose={guard.requestClose}
            onDirtyChange={guard.setDirty}
          />
        )}
      </Drawer>
      {guard.dialog}
    </>
  );
}

function CategoryEditor({
  kind,
  category,
  onClose,
  onRequestClose,
  onDirtyChange,
}: {
  kind: CategoryKind;
  category: Category | null;
  /** Closes at once (after a save or a delete). */
  onClose: () => void;
  /** Closes, asking first when something is not saved. */
  onRequestClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const titleId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useSaveCategory(kind);
  const remove = useDeleteCategory(kind);
  const sections = SLAB_SECTIONS[kind];
  // The stored category the edit is based on: the one opened, or after a stale refusal the one stored
  // since (its version is what Update sends, and "changed" is measured from it).
  const [base, setBase] = useState(category);
  const baseDrafts = useMemo(() => initialDrafts(kind, base), [kind, base]);
  const [name, setName] = useState(category?.name ?? '');
  const [drafts, setDrafts] = useState<Drafts>(baseDrafts);
  // Messages per slab row ("commissionPercent:1") and for the whole form.
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The date the slabs take effect (decision 051): today by default; a past date re-prices from then on.
  const today = indiaDate(new Date());
  const [openedFrom] = useState(today);
  const [effectiveFrom, setEffectiveFrom] = useState(openedFrom);
  const [dateError, setDateError] = useState<string | null>(null);
  useReportDirty(
    name !== (base?.name ?? '') ||
      effectiveFrom !== openedFrom ||
      JSON.stringify(drafts) !== JSON.stringify(baseDrafts),
    onDirtyChange,
  );
  // Before a past date is saved: how many stored order lines it re-prices (null: not asking).
  const [confirmPast, setConfirmPast] = useState<{ count: number; data: Record<string, unknown> } | null>(
    null,
  );
  const [counting, setCounting] = useState(false);
  const isNew = base === null;
  const label = CATEGORY_KINDS[kind].label;

  const change = (field: string, index: number, key: keyof SlabDraft, value: string) => {
    setDrafts((current) => ({
      ...current,
      [field]: (current[field] ?? []).map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    }));
    setRowErrors((current) => {
      const { [`${field}:${index}`]: _gone, ...rest } = current;
      return rest;
    });
  };
  const addRow = (field: string) =>
    setDrafts((current) => ({
      ...current,
      [field]: [...(current[field] ?? []), { from: '', to: '', precent: '' }],
    }));
  const removeRow = (field: string, index: number) => {
    setDrafts((current) => ({
      ...current,
      [field]: (current[field] ?? []).filter((_row, i) => i !== index),
    }));
    setRowErrors({});
  };

  const submit = () => {
    setFormError(null);
    const trimmed = name.trim();
    const errors: Record<string, string> = {};
    const data: Record<string, unknown> = { name: trimmed };
    for (const section of sections) {
      const { slabs, problems } = slabsToSave(drafts[section.field] ?? [], section.valueLabel);
      for (const problem of problems) errors[`${section.field}:${problem.index}`] ??= problem.message;
      data[section.field] = slabs;
    }
    setRowErrors(errors);
    setNameError(trimmed === '' ? 'Name is required' : null);
    const dateProblem = effectiveDateProblem(effectiveFrom);
    setDateError(dateProblem);
    if (trimmed === '' || Object.keys(errors).length > 0 || dateProblem) {
      setFormError('Nothing was saved: fix the marked fields.');
      return;
    }
    data.effectiveFrom = effectiveFrom;
    if (isNew) {
      send(data);
      return;
    }
    data.version = base.version;
    if (effectiveFrom >= today) {
      send(data);
      return;
    }
    // A past date re-prices stored orders: say how many before saving.
    setCounting(true);
    countRepricedLines(base.id, effectiveFrom)
      .then((count) => setConfirmPast({ count, data }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.field === 'from') setDateError(error.message);
        setFormError(`Nothing was saved: ${errorMessage(error)}`);
      })
      .finally(() => setCounting(false));
  };

  const send = (data: Record<string, unknown>) => {
    save.mutate(
      { id: isNew ? null : base.id, data },
      {
        onSuccess: (saved) => {
          setConfirmPast(null);
          notify({ message: isNew ? `Added ${saved.name}` : 'Updated successfully', severity: 'success' });
          onClose();
        },
        onError: (error) => {
          setConfirmPast(null);
          if (error instanceof ApiError && error.field === 'effectiveFrom') setDateError(error.message);
          if (
            error instanceof ApiError &&
            error.field &&
            error.field !== 'name' &&
            error.field !== 'effectiveFrom' &&
            typeof error.row === 'number'
          ) {
            setRowErrors({ [`${error.field}:${error.row}`]: error.message });
          }
          if (error instanceof ApiError && error.field === 'name') setNameError(error.message);
          if (error instanceof ApiError && error.code === 'CONFLICT' && base) {
            // Someone else saved it since: the list has been loaded again (useSaveCategory). The editor
            // shows their change where this person changed nothing, and Update stores both (decision 155).
            const stored = queryClient
              .getQueryData<Category[]>(categoriesQueryKey(kind))
              ?.find((c) => c.id === base.id);
            if (stored) {
              const merged = withTheirSave(
                { name, drafts },
                { name: base.name, drafts: baseDrafts },
                { name: stored.name, drafts: initialDrafts(kind, stored) },
              );
              setName(merged.name);
              setDrafts(merged.drafts);
              setRowErrors({});
              setBase(stored);
              setFormError(
                `${error.message}. Their change is now in the form, except where you changed the same field.`,
              );
              return;
            }
          }
          setFormError(`Nothing was saved: ${errorMessage(error)}`);
        },
      },
    );
  };

  const doDelete = () => {
    if (!category) return;
    remove.mutate(category.id, {
      onSuccess: () => {
        notify({ message: `Deleted ${category.name}`, severity: 'success' });
        setConfirmDelete(false);
        onClose();
      },
      onError: (error) => {
        setConfirmDelete(false);
        setFormError(`Could not delete ${category.name}: ${errorMessage(error)}`);
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        // Spin buttons would hide the digits of 1000000 in the narrow fields (phones).
        '& input[type=number]': { MozAppearance: 'textfield' },
        '& input[type=number]::-webkit-inner-spin-button, & input[type=number]::-webkit-outer-spin-button': {
          WebkitAppearance: 'none',
          margin: 0,
        },
      }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {isNew ? `Add ${label} category` : `Update ${label} category`}
        </Typography>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          label="Name"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          error={nameError !== null}
          helperText={nameError ?? ' '}
          autoFocus={isNew}
        />
        <DateField
          label="Effective from"
          size="small"
          value={effectiveFrom}
          min={GST_START}
          onChange={(date) => {
            setEffectiveFrom(date);
            setDateError(null);
          }}
          error={dateError !== null}
          helperText={
            dateError ??
            (base?.versions.some((v) => v.effectiveFrom === effectiveFrom)
              ? `Replaces the version from ${formatDate(effectiveFrom)}`
              : effectiveFrom && effectiveFrom < today
                ? `A past date: the slabs below price orders and listings from ${formatDate(effectiveFrom)} until the next version`
                : 'The slabs below take effect from this date; earlier versions keep pricing the dates before it')
          }
        />
        {sections.map((section) => (
          <SlabList
            key={section.field}
            section={section}
            rows={drafts[section.field] ?? []}
            errors={rowErrors}
            onChange={change}
            onAdd={addRow}
            onRemove={removeRow}
          />
        ))}
      </Stack>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1.5, alignItems: 'center' }}>
        {!isNew && (
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={save.isPending}>
            Delete
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onRequestClose} disabled={save.isPending}>
          Close
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending || counting}>
          {isNew ? 'Add' : 'Update'}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title="Are You Sure?"
        message={category ? `The ${label} category ${category.name} will be deleted.` : undefined}
        cancelLabel="Disagree"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={doDelete}
      />
      <ConfirmDialog
        open={confirmPast !== null}
        title={`Save the card from ${formatDate(effectiveFrom)}?`}
        message={
          confirmPast
            ? `${repricedText(confirmPast.count, effectiveFrom)} Listings priced for a date from then on follow it too; later versions stay in effect from their own dates.`
            : undefined
        }
        cancelLabel="Cancel"
        confirmLabel="Save and re-price"
        busy={save.isPending}
        onCancel={() => setConfirmPast(null)}
        onConfirm={() => confirmPast && send(confirmPast.data)}
      />
    </Box>
  );
}

/** "It re-prices 3 stored order lines billed on or after 1 Jun 2025." */
function repricedText(count: number, from: string): string {
  const lines = count === 1 ? '1 stored order line' : `${count.toLocaleString('en-IN')} stored order lines`;
  return `It re-prices ${count === 0 ? 'no stored order lines' : lines} billed on or after ${formatDate(from)}.`;
}
