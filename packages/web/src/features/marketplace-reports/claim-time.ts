import { formatCount } from '../../lib/format.ts';

/**
 * How long is left to claim a return, as the queue shows it: "12 days", "1 day", "Today", or, once the
 * channel's window has closed, "3 days late" (the CSV keeps the signed number of days).
 */
export function claimTimeLeft(daysLeft: number): { text: string; late: boolean } {
  const days = (n: number) => formatCount(n, 'day');
  if (daysLeft > 0) return { text: days(daysLeft), late: false };
  if (daysLeft === 0) return { text: 'Today', late: false };
  return { text: `${days(-daysLeft)} late`, late: true };
}
