import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CHANNELS,
  CHANNEL_INFO,
  RECONCILIATION_FIELDS,
  RECONCILIATION_SETTING,
  validateReconciliationSettings,
  type Channel,
  type ReconciliationSettingsDraft,
} from '@seller-desk/core';
import { useMemo } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { SUCCESS_DURATION_MS, useNotify } from '../../../components/snackbar.tsx';
import {
  useSaveReconciliationSettings,
  type StoredReconciliationSettings,
} from '../api/reconciliation-settings.ts';
import { RefusalAlert } from './refusal-alert.tsx';
import { useSettingDraft } from './setting-draft.ts';
import { SettingsNumberField } from './settings-table.tsx';

/** The stored value without GraphQL's type names, as the mutation's input takes it. */
function valueOf(stored: StoredReconciliationSettings): ReconciliationSettingsDraft {
  const days = (d: Record<Channel, number>) =>
    Object.fromEntries(CHANNELS.map((c) => [c, d[c]])) as Record<Channel, number>;
  return {
    toleranceRupees: stored.toleranceRupees,
    claimAfterDays: stored.claimAfterDays,
    paymentCycleDays: days(stored.paymentCycleDays),
    claimWindowDays: days(stored.claimWindowDays),
  };
}

type DaysList = 'paymentCycleDays' | 'claimWindowDays';

/**
 * Settings › Reconciliation: the tolerance of a payment against the expected payout, each channel's
 * payment cycle and claim window, and when a missing return is listed for a claim (docs/ledger.md).
 * Its numbers are read as the settings tables read theirs (`SettingsNumberField`): a field left empty or
 * holding no number is named by core's check, in the field's own words, and kept as typed.
 */
export function ReconciliationSettingsSection({ stored }: { stored: StoredReconciliationSettings }) {
  const value = useMemo(() => valueOf(stored), [stored]);
  const settings = useSettingDraft<ReconciliationSettingsDraft>(
    RECONCILIATION_SETTING.key,
    value,
    stored.version,
  );
  const { draft } = settings;
  const guard = useDiscardGuard(
    null,
    'What you changed in the reconciliation settings is not saved. Discard it, or keep editing and press Save reconciliation settings.',
  );
  useReportDirty(settings.changed, guard.setDirty);
  const save = useSaveReconciliationSettings();
  const notify = useNotify();
  const problems = useMemo(() => validateReconciliationSettings(draft), [draft]);
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const tableProblems = problems.filter((p) => p.field.includes('.'));
  const setDays = (list: DaysList, channel: Channel, n: number | null) =>
    settings.edit((d) => ({ ...d, [list]: { ...d[list], [channel]: n } }));

  return (
    <Box
      component="form"
      aria-label="Reconciliation settings"
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!settings.changed || problems.length > 0) return;
        void settings.save(async (data, version) => {
          const saved = await save.mutateAsync({ data, version });
          notify({
            message: 'Reconciliation settings saved',
            severity: 'success',
            durationMs: SUCCESS_DURATION_MS,
          });
          return saved.updateReconciliationSettings.version;
        });
      }}
    >
      <Typography variant="body2" color="text.secondary">
        A payment is listed when it is off the expected payout by more than the tolerance; an unpaid line is
        overdue after its channel&apos;s payment cycle; a return not received is listed for a claim, with the
        deadline of the channel&apos;s claim window counted from the return&apos;s date.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}>
        <SettingsNumberField
          label={RECONCILIATION_FIELDS.toleranceRupees}
          value={draft.toleranceRupees}
          onValue={(n) => settings.edit((d) => ({ ...d, toleranceRupees: n }))}
          error={problemOf('toleranceRupees') !== undefined}
          helperText={problemOf('toleranceRupees')}
        />
        <SettingsNumberField
          label={RECONCILIATION_FIELDS.claimAfterDays}
          value={draft.claimAfterDays}
          onValue={(n) => settings.edit((d) => ({ ...d, claimAfterDays: n }))}
          error={problemOf('claimAfterDays') !== undefined}
          helperText={problemOf('claimAfterDays')}
        />
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Reconciliation by channel" sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Channel</TableCell>
              <TableCell>{RECONCILIATION_FIELDS.paymentCycleDays}</TableCell>
              <TableCell>{RECONCILIATION_FIELDS.claimWindowDays}</TableCell>
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
                      <SettingsNumberField
                        size="small"
                        ariaLabel={`${label}: ${RECONCILIATION_FIELDS[list]}`}
                        value={draft[list]?.[c]}
                        onValue={(n) => setDays(list, c, n)}
                        error={problemOf(`${list}.${c}`) !== undefined}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {tableProblems.length > 0 && (
        // the table's cells are marked; what is wrong is said under it, by channel and column, as the
        // settings tables say theirs, rather than in a narrow cell
        <Alert severity="error" sx={{ maxWidth: 640 }}>
          {tableProblems.map((p) => (
            <div key={p.field}>{p.message}</div>
          ))}
        </Alert>
      )}
      {settings.refusal && (
        <RefusalAlert
          refusal={settings.refusal}
          section="the reconciliation settings"
          onTakeStored={settings.takeStored}
        />
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || !settings.changed || problems.length > 0}
        >
          Save reconciliation settings
        </Button>
      </Box>
    </Box>
  );
}
