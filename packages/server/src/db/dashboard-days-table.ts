import type { ChannelValue } from './types.ts';

/**
 * The dashboards' summary (migration 043, decision 341): the sums of core's SalesSums of a channel's
 * order lines of one bill date, a column per field (dashboard-days.ts's sumColumn). Kept by triggers.
 */
export interface DashboardDaysTable {
  channel: ChannelValue;
  bill_date: string;
  [sum: string]: number | string;
}

export interface DashboardTables {
  dashboard_days: DashboardDaysTable;
}
