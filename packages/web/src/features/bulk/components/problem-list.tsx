import Alert from '@mui/material/Alert';
import type { ReportProblem } from '@seller-desk/core';

/** The problems found before sending: each names its row (or line) and column. */
export function ProblemList({
  problems,
  unit,
}: {
  problems: readonly ReportProblem[];
  unit: 'Line' | 'Row';
}) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }} aria-label="Problems">
      {problems.length === 1
        ? 'One row was not taken:'
        : `${problems.length} problems; these rows were not taken:`}
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {problems.map((p, i) => (
          <li key={i}>
            {unit} {p.line}
            {p.column ? `, ${p.column}` : ''}: {p.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
