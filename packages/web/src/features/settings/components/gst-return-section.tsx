import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  CHANNELS,
  ETIN_LABEL,
  GST_RETURN_COLUMNS,
  GST_RETURN_LABELS,
  GST_STATES,
  gstReturnSettingProblems,
  withholdsTax,
  type Channel,
  type GstReturnSettings,
} from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SUCCESS_DURATION_MS, useNotify } from '../../../components/snackbar.tsx';
import { errorMessage } from '../../../lib/http.ts';
import type { MarketplaceChannel } from '../../../lib/gql/graphql.ts';
import { useSaveGstReturnSettings, type StoredGstReturnSettings } from '../api/gst-return-settings.ts';

/** A dated row as typed: the date and the numbers as text, so that a half-typed value stays as typed. */
interface DatedRow {
  effectiveFrom: string;
  value: string;
  section: string;
}

interface Draft {
  b2clThresholds: DatedRow[];
  hsnDigits: number;
  jsonVersion: string;
  etins: Record<string, string>;
  tcs: DatedRow[];
  tds: DatedRow[];
}

type DatedList = 'b2clThresholds' | 'tcs' | 'tds';

const MARKETPLACES = CHANNELS.filter(withholdsTax);

function draftOf(s: StoredGstReturnSettings): Draft {
  return {
    b2clThresholds: s.b2clThresholds.map((r) => ({
      effectiveFrom: r.effectiveFrom,
      value: String(r.rupees),
      section: '',
    })),
    hsnDigits: s.hsnDigits,
    jsonVersion: s.jsonVersion,
    etins: Object.fromEntries(s.etins.map((e) => [e.channel, e.etin])),
    tcs: s.tcs.map((r) => ({ effectiveFrom: r.effectiveFrom, value: String(r.percent), section: r.section })),
    tds: s.tds.map((r) => ({ effectiveFrom: r.effectiveFrom, value: String(r.percent), section: r.section })),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The draft as core checks it and the server stores it (a number that does not read is NaN: named). */
function valueOf(d: Draft): GstReturnSettings {
  return {
    b2clThresholds: d.b2clThresholds.map((r) => ({
      effectiveFrom: r.effectiveFrom,
      rupees: numberOf(r.value),
    })),
    hsnDigits: d.hsnDigits as 4 | 6,
    jsonVersion: d.jsonVersion,
    etins: Object.fromEntries(CHANNELS.map((c) => [c, d.etins[c] ?? ''])) as Record<Channel, string>,
    tcs: d.tcs.map((r) => ({
      effectiveFrom: r.effectiveFrom,
      percent: numberOf(r.value),
      section: r.section,
    })),
    tds: d.tds.map((r) => ({
      effectiveFrom: r.effectiveFrom,
      percent: numberOf(r.value),
      section: r.section,
    })),
  };
}

const LIST_FIELD: Record<DatedList, string> = {
  b2clThresholds: GST_RETURN_LABELS.b2clThresholds,
  tcs: GST_RETURN_LABELS.tcs,
  tds: GST_RETURN_LABELS.tds,
};

/**
 * Settings › GST return (docs/gst.md "Settings", decision 286): what a GSTR-1 needs that is kept nowhere
 * else — each marketplace's operator GSTIN (ETIN) for Table 14, the HSN digits of Table 12, the offline
 * tool's JSON version, the dated b2cl threshold and the TCS and TDS rates with their sections. The
 * seller's own GSTIN and state are the seller profile's, shown here and changed there. Core's check names
 * a bad value by its list and row before the Save; the server checks again (ADMIN only).
 */
export function GstReturnSection({
  stored,
  seller,
}: {
  stored: StoredGstReturnSettings;
  seller: { gstin: string; stateCode: string };
}) {
  const initial = useMemo(() => draftOf(stored), [stored]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveGstReturnSettings();
  const notify = useNotify();
  const value = valueOf(draft);
  const problems = gstReturnSettingProblems(value);
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  const problemAt = (field: string, row?: number) =>
    problems.some((p) => p.field === field && (row === undefined || p.row === row));
  const editRow = (list: DatedList, i: number, patch: Partial<DatedRow>) =>
    setDraft((d) => ({ ...d, [list]: d[list].map((r, j) => (j === i ? { ...r, ...patch } : r)) }));

  const datedList = (list: DatedList, valueLabel: string) => (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {LIST_FIELD[list]}
      </Typography>
      {draft[list].map((r, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'start' } }}
        >
          <TextField
            size="small"
            label={GST_RETURN_COLUMNS.effectiveFrom}
            slotProps={{
              htmlInput: {
                'aria-label': `${LIST_FIELD[list]}, row ${i + 1}: ${GST_RETURN_COLUMNS.effectiveFrom}`,
              },
            }}
            placeholder="yyyy-mm-dd"
            value={r.effectiveFrom}
            onChange={(e) => editRow(list, i, { effectiveFrom: e.target.value })}
            error={problemAt(LIST_FIELD[list], i)}
            sx={{ width: { sm: 220 } }}
          />
          <TextField
            size="small"
            label={valueLabel}
            slotProps={{ htmlInput: { 'aria-label': `${LIST_FIELD[list]}, row ${i + 1}: ${valueLabel}` } }}
            value={r.value}
            inputMode="decimal"
            onChange={(e) => editRow(list, i, { value: e.target.value })}
            error={problemAt(LIST_FIELD[list], i)}
            sx={{ width: { sm: 160 } }}
          />
          {list !== 'b2clThresholds' && (
            <TextField
              size="small"
              label={GST_RETURN_COLUMNS.section}
              slotProps={{
                htmlInput: {
                  'aria-label': `${LIST_FIELD[list]}, row ${i + 1}: ${GST_RETURN_COLUMNS.section}`,
                },
              }}
              value={r.section}
              onChange={(e) => editRow(list, i, { section: e.target.value })}
              error={problemAt(LIST_FIELD[list], i)}
              sx={{ flex: 1 }}
            />
          )}
          <IconButton
            aria-label={`Remove ${LIST_FIELD[list]} row ${i + 1}`}
            onClick={() => setDraft((d) => ({ ...d, [list]: d[list].filter((_, j) => j !== i) }))}
            sx={{ alignSelf: { xs: 'end', sm: 'start' } }}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          size="small"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              [list]: [...d[list], { effectiveFrom: '', value: '', section: d[list].at(-1)?.section ?? '' }],
            }))
          }
        >
          Add a row to {LIST_FIELD[list]}
        </Button>
      </Box>
    </Stack>
  );

  return (
    <Box
      component="form"
      aria-label="GST return settings"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed || problems.length > 0) return;
        setRefusal(null);
        save.mutate(
          {
            data: {
              b2clThresholds: value.b2clThresholds.map((r) => ({ ...r })),
              hsnDigits: value.hsnDigits,
              jsonVersion: value.jsonVersion,
              etins: MARKETPLACES.map((c) => ({ channel: c as MarketplaceChannel, etin: value.etins[c] })),
              tcs: value.tcs.map((r) => ({ ...r })),
              tds: value.tds.map((r) => ({ ...r })),
            },
            version: stored.version,
          },
          {
            // the page shows the stored value anew (keyed by its version): the notice outlives this form
            onSuccess: () =>
              notify({
                message: 'GST return settings saved',
                severity: 'success',
                durationMs: SUCCESS_DURATION_MS,
              }),
            onError: (err) => setRefusal(errorMessage(err)),
          },
        );
      }}
    >
      <Typography variant="body2" color="text.secondary">
        What the GSTR-1 files need that Seller Desk keeps nowhere else. The return is made for the
        seller&apos;s GSTIN, and a sale is inside the state (CGST and SGST) when its place of supply is the
        seller&apos;s state.
      </Typography>
      <Box
        aria-label="The seller's GSTIN and state"
        role="group"
        sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          Seller GSTIN
        </Typography>
        <Typography variant="body2">{seller.gstin || 'not entered'}</Typography>
        <Typography variant="body2" color="text.secondary">
          Seller state
        </Typography>
        <Typography variant="body2">
          {seller.stateCode ? `${seller.stateCode}-${GST_STATES[seller.stateCode] ?? ''}` : 'not entered'}
        </Typography>
        <span />
        <Link component={RouterLink} to="/settings#seller-profile" variant="body2">
          Change them in the seller profile
        </Link>
      </Box>
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Operator GSTIN (ETIN) of each marketplace, for Table 14
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The marketplace&apos;s GSTIN as a TCS collector in your state (its 14th character is C): on its TCS
          report and in GSTR-2X. A marketplace without one is left out of Table 14 and named by the checks.
        </Typography>
        {MARKETPLACES.map((c) => {
          const problem = problems.find((p) => p.field === `etins.${c}`)?.message;
          return (
            <TextField
              key={c}
              size="small"
              label={ETIN_LABEL(c)}
              value={draft.etins[c] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, etins: { ...d.etins, [c]: e.target.value } }))}
              error={problem !== undefined}
              helperText={problem}
              slotProps={{ htmlInput: { 'aria-label': ETIN_LABEL(c), spellCheck: false } }}
              sx={{ maxWidth: 360 }}
            />
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={GST_RETURN_LABELS.hsnDigits}
          value={draft.hsnDigits}
          onChange={(e) => setDraft((d) => ({ ...d, hsnDigits: Number(e.target.value) }))}
          helperText="Table 12: 4 up to ₹5 crore of turnover, 6 above"
          sx={{ width: { sm: 280 } }}
        >
          <MenuItem value={4}>4 digits</MenuItem>
          <MenuItem value={6}>6 digits</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={GST_RETURN_LABELS.jsonVersion}
          value={draft.jsonVersion}
          onChange={(e) => setDraft((d) => ({ ...d, jsonVersion: e.target.value }))}
          error={problemAt('jsonVersion')}
          helperText={
            problems.find((p) => p.field === 'jsonVersion')?.message ?? "The offline tool's current one"
          }
          sx={{ width: { sm: 280 } }}
        />
      </Stack>
      {datedList('b2clThresholds', GST_RETURN_COLUMNS.rupees)}
      {datedList('tcs', GST_RETURN_COLUMNS.percent)}
      {datedList('tds', GST_RETURN_COLUMNS.percent)}
      {problems.filter((p) => !p.field.startsWith('etins.') && p.field !== 'jsonVersion').length > 0 && (
        <Alert severity="error">
          {problems
            .filter((p) => !p.field.startsWith('etins.') && p.field !== 'jsonVersion')
            .map((p) => (
              <div key={`${p.field}-${p.row}`}>{p.message}</div>
            ))}
        </Alert>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || problems.length > 0 || save.isPending}
        >
          Save GST return settings
        </Button>
      </Box>
    </Box>
  );
}
