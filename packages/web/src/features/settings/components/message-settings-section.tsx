import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CourierOrderRow, MessageSettings, MessageSettingsDraft } from '@seller-desk/core';
import {
  indiaDate,
  MESSAGE_KINDS,
  MESSAGE_PLACEHOLDERS,
  callScript,
  firstOrderMessage,
  inTransitMessage,
  ndrMessage,
  rtoMessage,
  MESSAGE_KIND_LABELS,
  MESSAGE_SETTINGS_LABELS as LABELS,
  MESSAGE_SETTINGS_SETTING,
  couponRuleLabel,
  validateMessageSettings,
} from '@seller-desk/core';
import { useMemo } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { useNotify, SUCCESS_DURATION_MS } from '../../../components/snackbar.tsx';
import type { StoredMessageSettings } from '../../../lib/message-settings.ts';
import { useSaveMessageSettings } from '../api/message-settings.ts';
import { RefusalAlert } from './refusal-alert.tsx';
import { useSettingDraft } from './setting-draft.ts';
import { SettingsNumberField } from './settings-table.tsx';

const preview = {
  firstOrder: firstOrderMessage,
  inTransit: inTransitMessage,
  rto: rtoMessage,
  ndr: ndrMessage,
  callScript,
};

/** The sample order every preview is made for. */
const SAMPLE_ORDER: CourierOrderRow = {
  courier: 'shiprocket',
  orderId: 'LK-1042',
  cancelled: false,
  customerName: 'Asha Verma',
  mobile: '9876543210',
  email: null,
  awb: '14344512345678',
  courierCompany: 'Delhivery',
  status: 'IN TRANSIT',
  edd: null,
  productName: 'Fleece Blanket Double',
  sku: 'BLANKET-DBL-01',
  quantity: 1,
  orderTotal: 499,
  paymentMethod: 'COD',
  address: 'Pune',
  ndrAttempts: 1,
  ndrReasons: ['Customer not available'],
};

/** Settings › Customer messages: every template with a live preview for a sample order. */
export function MessageSettingsSection({ stored }: { stored: StoredMessageSettings }) {
  const value = useMemo(() => {
    const { version: _version, ...settings } = stored;
    return settings;
  }, [stored]);
  const settings = useSettingDraft<MessageSettingsDraft>(MESSAGE_SETTINGS_SETTING.key, value, stored.version);
  const draft = settings.draft;
  const guard = useDiscardGuard(
    null,
    'What you changed in Customer messages is not saved. Discard it, or keep editing and press Save messages.',
  );
  useReportDirty(settings.changed, guard.setDirty);
  const save = useSaveMessageSettings();
  const notify = useNotify();
  const onSave = () =>
    void settings.save(async (data, version) => {
      const saved = await save.mutateAsync({ data, version });
      notify({ message: 'Messages saved', severity: 'success', durationMs: SUCCESS_DURATION_MS });
      return saved.updateMessageSettings.version;
    });
  const saving = save.isPending;
  const problems = useMemo(() => validateMessageSettings(draft), [draft]);
  // the previews take a number that does not read (a field emptied to be typed again) as stored
  const readsOr = (n: number | null | undefined, stored: number) => (Number.isFinite(n) ? n! : stored);
  const previewed: MessageSettings = {
    ...draft,
    eddDays: readsOr(draft.eddDays, value.eddDays),
    returnDiscountRupees: readsOr(draft.returnDiscountRupees, value.returnDiscountRupees),
  };
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const today = indiaDate(new Date());
  const set = <K extends keyof MessageSettingsDraft>(key: K, v: MessageSettingsDraft[K]) =>
    settings.edit((d) => ({ ...d, [key]: v }));

  return (
    <Box
      component="form"
      aria-label="Customer messages"
      // minmax(0, 1fr): a long link in a preview wraps instead of widening the page on a phone.
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (settings.changed && problems.length === 0) onSave();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Placeholders:{' '}
        {Object.entries(MESSAGE_PLACEHOLDERS).map(([name, meaning]) => (
          <Box
            component="span"
            key={name}
            title={meaning}
            sx={{ fontFamily: 'monospace', mr: 1, display: 'inline-block' }}
          >{`{${name}}`}</Box>
        ))}
      </Typography>
      {MESSAGE_KINDS.map((kind) => (
        <Paper
          key={kind}
          variant="outlined"
          sx={{
            p: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            label={MESSAGE_KIND_LABELS[kind]}
            multiline
            minRows={4}
            value={draft.templates[kind]}
            onChange={(e) => set('templates', { ...draft.templates, [kind]: e.target.value })}
            error={problemOf(`templates.${kind}`) !== undefined}
            helperText={problemOf(`templates.${kind}`)}
          />
          <Box
            aria-label={`${MESSAGE_KIND_LABELS[kind]} preview`}
            sx={{
              bgcolor: 'action.hover',
              borderRadius: 1,
              p: 1.5,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              fontSize: 14,
            }}
          >
            {preview[kind](SAMPLE_ORDER, previewed, today)}
          </Box>
        </Paper>
      ))}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextField
          label={LABELS.deliveryPromise}
          value={draft.deliveryPromise}
          onChange={(e) => set('deliveryPromise', e.target.value)}
          error={problemOf('deliveryPromise') !== undefined}
          helperText={problemOf('deliveryPromise')}
        />
        <SettingsNumberField
          label={LABELS.eddDays}
          value={draft.eddDays}
          onValue={(n) => set('eddDays', n)}
          error={problemOf('eddDays') !== undefined}
          helperText={problemOf('eddDays')}
        />
        <TextField
          label={LABELS.unboxingVideoLink}
          value={draft.unboxingVideoLink}
          onChange={(e) => set('unboxingVideoLink', e.target.value)}
          error={problemOf('unboxingVideoLink') !== undefined}
          helperText={problemOf('unboxingVideoLink')}
        />
        <TextField
          label={LABELS.shopLinks}
          value={draft.shopLinks}
          onChange={(e) => set('shopLinks', e.target.value)}
          error={problemOf('shopLinks') !== undefined}
          helperText={problemOf('shopLinks')}
        />
        <SettingsNumberField
          label={LABELS.returnDiscountRupees}
          value={draft.returnDiscountRupees}
          onValue={(n) => set('returnDiscountRupees', n)}
          error={problemOf('returnDiscountRupees') !== undefined}
          helperText={problemOf('returnDiscountRupees')}
        />
        <TextField
          label={LABELS.ithink}
          value={draft.trackingLinks.ithink}
          onChange={(e) => set('trackingLinks', { ...draft.trackingLinks, ithink: e.target.value })}
          error={problemOf('trackingLinks.ithink') !== undefined}
          helperText={problemOf('trackingLinks.ithink')}
        />
        <TextField
          label={LABELS.shiprocket}
          value={draft.trackingLinks.shiprocket}
          onChange={(e) => set('trackingLinks', { ...draft.trackingLinks, shiprocket: e.target.value })}
          error={problemOf('trackingLinks.shiprocket') !== undefined}
          helperText={problemOf('trackingLinks.shiprocket')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2">Coupon codes by product keyword</Typography>
        {draft.couponRules.map((rule, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={couponRuleLabel(i, 'keyword')}
              value={rule.keyword}
              onChange={(e) =>
                set(
                  'couponRules',
                  draft.couponRules.map((r, j) => (j === i ? { ...r, keyword: e.target.value } : r)),
                )
              }
              error={problemOf(`couponRules.${i}.keyword`) !== undefined}
              helperText={problemOf(`couponRules.${i}.keyword`)}
            />
            <TextField
              size="small"
              label={couponRuleLabel(i, 'code')}
              value={rule.code}
              onChange={(e) =>
                set(
                  'couponRules',
                  draft.couponRules.map((r, j) => (j === i ? { ...r, code: e.target.value } : r)),
                )
              }
              error={problemOf(`couponRules.${i}.code`) !== undefined}
              helperText={problemOf(`couponRules.${i}.code`)}
            />
            <IconButton
              aria-label={`Remove coupon ${i + 1}`}
              onClick={() =>
                set(
                  'couponRules',
                  draft.couponRules.filter((_, j) => j !== i),
                )
              }
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => set('couponRules', [...draft.couponRules, { keyword: '', code: '' }])}
          >
            Add coupon
          </Button>
        </Box>
      </Box>
      {settings.refusal && (
        <RefusalAlert
          refusal={settings.refusal}
          section="Customer messages"
          onTakeStored={settings.takeStored}
        />
      )}
      {problems.length > 0 && (
        <Alert severity="error">
          {problems.length} field{problems.length === 1 ? ' needs' : 's need'} fixing before the messages can
          be saved.
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={saving || !settings.changed || problems.length > 0}
        >
          Save messages
        </Button>
      </Box>
    </Box>
  );
}
