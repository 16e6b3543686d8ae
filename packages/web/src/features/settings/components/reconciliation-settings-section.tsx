import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHANNELS,
  CHANNEL_INFO,
  validateReconciliationSettings,
  type Channel,
  type ReconciliationSettings,
} from '@seller-desk/core';
import { useMemo } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { SUCCESS_DURATION_MS, useNotify } from '../../../components/snackbar.tsx';
import {
  useSaveReconciliationSettings,
  type StoredReconciliationSettings,
} from '../api/reconciliation-settings.ts';
import { useSettingDraft } from './setting-draft.ts';

/** The stored value without GraphQL's type names, as the mutation's input takes it. */
function valueOf(stored: StoredReconciliationSettings): ReconciliationSettings {
  const days = (d: Record<Channel, number>) =>
    Object.fromEntries(CHANNELS.map((c) => [c, d[c]])) as Record<Channel, number>;
  return {
    toleranceRupees: stored.toleranceRupees,
    claimAfterDays: stored.claimAfterDays,
    paymentCycleDays: days(stored.paymentCycleDays),
    claimWindowDays: days(stored.claimWindowDays),
  };
}

/** A number field's text as a number; empty text is NaN, which core's check names. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Settings › Reconciliation: the tolerance of a payment against the expected payout, each channel's
 * payment cycle and claim window, and when a missing return is listed for a claim (docs/order-lines.md).
 */
export function ReconciliationSettingsSection({ stored }: { stored: StoredReconciliationSettings }) {
  const value = useMemo(() => valueOf(stored), [stored]);
  const settings = useSettingDraft<ReconciliationSettings>(value, stored.version);
  const { draft } = settings;
  const setDraft = settings.edit;
  const guard = useDiscardGuard(
    null,
    'What you changed in the reconciliation settings is not saved. Discard it, or keep editing and press Save reconciliation settings.',
  );
  useReportDirty(JSON.stringify(draft) !== JSON.stringify(settings.loaded), guard.setDirty);
  const save = useSaveReconciliationSettings();
  const notify = useNotify();
  const problems = useMemo(() => validateReconciliationSettings(draft), [draft]);
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const setDays = (list: 'paymentCycleDays' | 'claimWindowDays', channel: Channel, text: string) =>
    setDraft((d) => ({ ...d, [list]: { ...d[list], [channel]: numberOf(text) } }));
  const text = (n: number) => (Number.isNaN(n) ? '' : String(n));

  return (
    <Box
      component="form"
      aria-label="Reconciliation settings"
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length > 0) return;
        void settings.save(async (data, version) => {
          await save.mutateAsync({ data, version });
          notify({
            message: 'Reconciliation settings saved',
            severity: 'success',
            durationMs: SUCCESS_DURATION_MS,
          });
        });
      }}
    >
      <Typography variant="body2" color="text.secondary">
        A payment is listed when it is off the expected payout by more than the tolerance; an unpaid line is
        overdue after its channel&apos;s payment cycle; a return not received is listed for a claim, with the
        deadline of the channel&apos;s claim window counted from the return&apos;s date.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}>
        <TextField
          label="Tolerance (₹)"
          type="number"
          value={text(draft.toleranceRupees)}
          onChange={(e) => setDraft((d) => ({ ...d, toleranceRupees: numberOf(e.target.value) }))}
          error={problemOf('toleranceRupees') !== undefined}
          helperText={problemOf('toleranceRupees')}
        />
        <TextField
          label="Claim a return after (days)"
          type="number"
          value={text(draft.claimAfterDays)}
          onChange={(e) => setDraft((d) => ({ ...d, claimAfterDays: numberOf(e.target.value) }))}
          error={problemOf('claimAfterDays') !== undefined}
          helperText={problemOf('claimAfterDays')}
        />
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Reconciliation by channel" sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Channel</TableCell>
              <TableCell>Payment cycle (days)</TableCell>
              <TableCell>Claim window (days)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {CHANNELS.map((c) => {
              const label = CHANNEL_INFO[c].label;
              return (
                <TableRow key={c}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {(['paymentCycleDays', 'claimWindowDays'] as const).map((list) => (
                    <TableCell key={list}>
                      <TextField
                        size="small"
                        type="number"
                        slotProps={{
                          htmlInput: {
                            'aria-label': `${label} ${list === 'paymentCycleDays' ? 'payment cycle' : 'claim window'} (days)`,
                          },
                        }}
                        value={text(draft[list][c])}
                        onChange={(e) => setDays(list, c, e.target.value)}
                        error={problemOf(`${list}.${c}`) !== undefined}
                        helperText={problemOf(`${list}.${c}`)}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {settings.refusal && (
        <Alert severity="error" role="alert">
          {settings.refusal.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending || problems.length > 0}>
          Save reconciliation settings
        </Button>
      </Box>
    </Box>
  );
}
