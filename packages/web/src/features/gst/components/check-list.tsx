import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { GstCheckView } from '../api/gst.ts';
import { subjectLinks } from '../subject-links.ts';
import { formatCount } from '../../../lib/format.ts';

const SEVERITY = { ERROR: 'error', WARNING: 'warning', INFO: 'info' } as const;

/** A check's links (subject-links.ts says where each leads). */
function CheckLinks({
  check,
  onDrill,
}: {
  check: GstCheckView;
  onDrill: (drill: string, title: string) => void;
}) {
  const links = subjectLinks(check.ref, check.code);
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map((l) =>
        'to' in l ? (
          <Link key={l.text} component={RouterLink} to={l.to}>
            {l.text}
          </Link>
        ) : (
          <Link key={l.text} component="button" type="button" onClick={() => onDrill(l.drill, l.title)}>
            {l.text}
          </Link>
        ),
      )}
    </Stack>
  );
}

/** The pre-filing checks, errors first, each naming the document or line and linking to it. */
export function CheckList({
  checks,
  onDrill,
}: {
  checks: readonly GstCheckView[];
  onDrill: (drill: string, title: string) => void;
}) {
  const order = { ERROR: 0, WARNING: 1, INFO: 2 } as const;
  const sorted = [...checks].sort((a, b) => order[a.severity] - order[b.severity]);
  const count = (s: keyof typeof order) => checks.filter((c) => c.severity === s).length;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {checks.length === 0
          ? 'No check fires for this period.'
          : `${formatCount(count('ERROR'), 'error')}, ${formatCount(count('WARNING'), 'warning')}, ${formatCount(count('INFO'), 'note')}`}
      </Typography>
      {sorted.map((c, i) => (
        <Alert key={`${c.code}-${c.ref?.id ?? ''}-${i}`} severity={SEVERITY[c.severity]} data-code={c.code}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {c.message}
          </Typography>
          <CheckLinks check={c} onDrill={onDrill} />
        </Alert>
      ))}
    </Stack>
  );
}
