import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { Link as RouterLink, useLocation } from 'react-router';
import { KIND_TITLES, REPORT_SCREENS, type ReportKind } from '../report-screens.ts';

/** The five channel tabs of one kind of upload; each tab is a link to its own route. */
export function ReportTabStrip({ kind }: { kind: ReportKind }) {
  const { pathname } = useLocation();
  const scrollButtons = useTabScrollButtons();
  const screens = REPORT_SCREENS.filter((s) => s.kind === kind);
  const current = screens.find((s) => s.path === pathname.replace(/\/$/, ''))?.path ?? false;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons={scrollButtons}
      allowScrollButtonsMobile
      aria-label={`${KIND_TITLES[kind]} upload screens`}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {screens.map((s) => (
        <Tab key={s.path} value={s.path} label={s.label} component={RouterLink} to={s.path} />
      ))}
    </Tabs>
  );
}
