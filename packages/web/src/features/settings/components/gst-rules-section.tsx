import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GST_RULES_SETTING, GST_RULE_COLUMNS, validateGstRules } from '@seller-desk/core';
import { useNotify, SUCCESS_DURATION_MS } from '../../../components/snackbar.tsx';
import { useSaveGstRules, type GstRuleInput, type GstRules } from '../api/settings.ts';
import { useSettingDraft } from './setting-draft.ts';
import { SettingsTable, numberOf, textOf, type SettingsColumn } from './settings-table.tsx';

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * A rule has a band while either of the band's cells holds something; emptying both makes one rate at
 * every price. A band with one cell empty is named by core's check, never completed from elsewhere.
 */
const withBand = (r: GstRuleInput, threshold: number | null, above: number | null): GstRuleInput => ({
  ...r,
  band: threshold === null && above === null ? null : { thresholdRupees: threshold, ratePercentAbove: above },
});

const COLUMNS: SettingsColumn<GstRuleInput>[] = [
  {
    key: 'hsnPrefix',
    title: GST_RULE_COLUMNS.hsnPrefix,
    get: (r) => r.hsnPrefix,
    set: (r, t) => ({ ...r, hsnPrefix: t }),
  },
  {
    key: 'effectiveFrom',
    title: GST_RULE_COLUMNS.effectiveFrom,
    type: 'date',
    width: 150,
    get: (r) => r.effectiveFrom,
    set: (r, t) => ({ ...r, effectiveFrom: t }),
  },
  {
    key: 'ratePercent',
    title: GST_RULE_COLUMNS.ratePercent,
    type: 'number',
    width: 80,
    get: (r) => textOf(r.ratePercent),
    set: (r, t) => ({ ...r, ratePercent: numberOf(t) }),
  },
  {
    key: 'thresholdRupees',
    title: GST_RULE_COLUMNS.thresholdRupees,
    type: 'number',
    get: (r) => textOf(r.band?.thresholdRupees),
    set: (r, t) => withBand(r, numberOf(t), r.band?.ratePercentAbove ?? null),
  },
  {
    key: 'ratePercentAbove',
    title: GST_RULE_COLUMNS.ratePercentAbove,
    type: 'number',
    width: 80,
    get: (r) => textOf(r.band?.ratePercentAbove),
    set: (r, t) => withBand(r, r.band?.thresholdRupees ?? null, numberOf(t)),
  },
  {
    key: 'note',
    title: GST_RULE_COLUMNS.note,
    width: 320,
    wraps: true,
    get: (r) => r.note ?? '',
    set: (r, t) => ({ ...r, note: t }),
  },
];

/**
 * The GST rules by HSN code: the longest matching prefix in effect on a date gives a product's rate.
 * Save checks every rule with core's `validateGstRules` first and sends nothing while it finds a problem.
 */
export function GstRulesSection({ gstRules }: { gstRules: GstRules }) {
  const rules = useSettingDraft<GstRuleInput[]>(GST_RULES_SETTING.key, gstRules.rules, gstRules.version);
  const save = useSaveGstRules();
  const notify = useNotify();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            A product set to “by HSN code” takes the rule whose prefix is the longest match of its HSN code,
            in effect on the date priced for. With a band, a price per piece that is, before GST at the lower
            rate, at or below the amount pays the rate; above it, the rate above.
          </Typography>
          <SettingsTable
            label={GST_RULES_SETTING.label}
            loaded={rules.loaded}
            rows={rules.draft}
            columns={COLUMNS}
            onChange={rules.edit}
            onAdd={() =>
              rules.edit([
                ...rules.draft,
                { hsnPrefix: '', effectiveFrom: today(), ratePercent: 0, band: null, note: '' },
              ])
            }
            saving={save.isPending}
            refusal={rules.refusal}
            onTakeStored={rules.takeStored}
            // a rule's rate as saved is kept unchecked, as the server does (decision 152)
            check={(rows) => validateGstRules(rows, gstRules.rules)}
            onSave={() =>
              void rules.save(async (value, version) => {
                const saved = await save.mutateAsync({ rules: value, version });
                notify({
                  message: `${GST_RULES_SETTING.label} saved`,
                  severity: 'success',
                  durationMs: SUCCESS_DURATION_MS,
                });
                return saved.updateGstRules.version;
              })
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
