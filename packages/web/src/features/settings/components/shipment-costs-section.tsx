import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { rupeesToPaise, validateShipmentCostSettings } from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/http.ts';
import { useSaveShipmentCosts } from '../api/shipment-costs.ts';

interface Rule {
  keyword: string;
  /** As typed, in rupees. */
  cost: string;
}

/**
 * Settings › Order sync (docs/orders.md, decision 278): the cost of one unit by a keyword of the product's
 * name, which an order sync puts on each courier order; the first rule that matches wins, others cost 0.
 * Core's check names a bad rule before the save; the server checks again and refuses a stale version.
 */
export function ShipmentCostsSection({
  stored,
}: {
  stored: { productCosts: readonly { keyword: string; unitCost: number }[]; version: number };
}) {
  const initial = useMemo(
    () => stored.productCosts.map((r) => ({ keyword: r.keyword, cost: String(r.unitCost) })),
    [stored],
  );
  const [rules, setRules] = useState<Rule[]>(initial);
  // a new stored version (this Save's, or someone else's) is shown as saved; the Save's message stays
  const [shownVersion, setShownVersion] = useState(stored.version);
  if (shownVersion !== stored.version) {
    setShownVersion(stored.version);
    setRules(initial);
  }
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveShipmentCosts();
  const parsed = rules.map((r) => {
    const n = r.cost.trim() === '' ? NaN : Number(r.cost);
    return { keyword: r.keyword, unitCostPaise: Number.isFinite(n) ? rupeesToPaise(n) : -1 };
  });
  const problems = validateShipmentCostSettings({ productCosts: parsed });
  const changed = JSON.stringify(rules) !== JSON.stringify(initial);
  const edit = (i: number, patch: Partial<Rule>) =>
    setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Box
      component="form"
      aria-label="Order sync product costs"
      sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed || problems.length > 0) return;
        setMessage(null);
        save.mutate(
          {
            productCosts: parsed.map((r) => ({ keyword: r.keyword, unitCost: r.unitCostPaise / 100 })),
            version: stored.version,
          },
          {
            onSuccess: () => setMessage({ ok: true, text: 'Order sync product costs saved.' }),
            onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
          },
        );
      }}
    >
      <Typography variant="body2" color="text.secondary">
        The cost of one unit an order sync puts on a courier order, by a word of the product&apos;s name (any
        case). The first rule that matches wins; a product no rule matches costs ₹0.
      </Typography>
      {rules.map((rule, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'start' }}>
          <TextField
            size="small"
            label={`Rule ${i + 1}: Keyword`}
            value={rule.keyword}
            onChange={(e) => edit(i, { keyword: e.target.value })}
            error={problems.some((p) => p.row === i && p.field === 'keyword')}
            sx={{ flex: 2 }}
          />
          <TextField
            size="small"
            label={`Rule ${i + 1}: Cost per unit (₹)`}
            value={rule.cost}
            inputMode="decimal"
            onChange={(e) => edit(i, { cost: e.target.value })}
            error={problems.some((p) => p.row === i && p.field === 'unitCostPaise')}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remove rule ${i + 1}`}
            onClick={() => setRules((rs) => rs.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {problems.length > 0 && (
        <Alert severity="error">
          {problems.map((p) => (
            <div key={`${p.row}-${p.field}`}>{p.message}</div>
          ))}
        </Alert>
      )}
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setRules((rs) => [...rs, { keyword: '', cost: '0' }])}>Add rule</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || problems.length > 0 || save.isPending}
        >
          Save order sync costs
        </Button>
      </Stack>
    </Box>
  );
}
