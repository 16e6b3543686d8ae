import type { Role } from '../../lib/session.ts';
import { MESSAGE_SCREEN_PATHS } from '../../features/messaging/index.ts';
import { GST_PATH } from '../../features/gst/index.ts';
import { ORDER_DATABASE_PATH } from '../../features/order-database/index.ts';

export interface MenuEntry {
  label: string;
  path: string;
  /** Only these roles see the entry; everyone when absent. */
  roles?: readonly Role[];
  /** Screens of the entry whose addresses do not start with its path (the old system's own addresses). */
  alsoAt?: readonly string[];
  description: string;
}

/** Only screens that exist appear (docs/screens.md, Shell; the other entries come with their issues). */
export const menuEntries = [
  { label: 'Home', path: '/', description: 'Start here' },
  {
    label: 'Product',
    path: '/products',
    description: 'The product inventory: costs, stock, GST, images and keywords',
  },
  {
    label: 'Listing',
    path: '/listing',
    description: 'Listings per marketplace with fees, profit and price should be; fee categories',
  },
  {
    label: 'Billing',
    path: '/billing',
    description: 'GST invoices, cash memos, purchase and expense bills; Check Invoice for the accountant',
  },
  {
    label: 'Call WP save',
    path: '/callwp',
    alsoAt: MESSAGE_SCREEN_PATHS,
    description:
      'WhatsApp, call or SMS a customer, save their contact; bulk order messages from courier exports',
  },
  {
    label: 'Order Msg',
    path: ORDER_DATABASE_PATH,
    description: 'Every courier order in one database: tabs by status, messages sent once, order sync',
  },
  {
    label: 'Bulk',
    path: '/bulk',
    description: 'Create or update products and listings in bulk from pasted text or a CSV',
  },
  {
    label: 'Marketplace',
    path: '/billing/marketplace',
    description: 'Upload sale, return and payment reports of the five channels; reconciliation queues',
  },
  {
    label: 'Dashboard',
    path: '/dashboard',
    description:
      'Sales, returns, payments and profit by channel and across channels, with the stored order lines',
  },
  {
    label: 'GST return',
    path: GST_PATH,
    description:
      'GSTR-1 of a month or quarter from the raw files: sources, sections, pre-filing checks, exports; TCS/TDS',
  },
  {
    label: 'Retail Price',
    path: '/retail',
    description: 'Retail price list: twice the purchase cost; add a product for sale',
  },
  {
    label: 'Wholesale',
    path: '/wholesale',
    description: 'Wholesale price list by order size: 10, 100 and 200 pieces',
  },
  {
    label: 'Label',
    path: '/label',
    description: 'SKU tool, rack sheet (PNG and A4 print) and Code 128 SKU labels',
  },
  {
    label: 'Important links',
    path: '/imp-links',
    description: 'Seller panels, courier panels and other sites the staff open every day',
  },
  {
    label: 'Users',
    path: '/users',
    roles: ['ADMIN'],
    description: 'Accounts of the staff: roles, passwords, access',
  },
  {
    label: 'Settings',
    path: '/settings',
    roles: ['ADMIN'],
    description:
      'Seller profile, customer message texts, reconciliation, fee schedules and GST rules by HSN code',
  },
  {
    label: 'History',
    path: '/history',
    roles: ['ADMIN'],
    description: 'Who changed a price, an invoice or a bill line, when, and from what to what',
  },
] as const satisfies readonly MenuEntry[];

/** The route of a menu entry: the drawer's icon table is keyed by it, so a new entry needs an icon. */
export type MenuPath = (typeof menuEntries)[number]['path'];

export function entriesFor(role: Role): MenuEntry[] {
  return (menuEntries as readonly MenuEntry[]).filter((entry) => !entry.roles || entry.roles.includes(role));
}

/**
 * The entry a screen belongs to: the one whose path is the longest leading part of the location, so that
 * /billing/marketplace/reconciliation is Marketplace's, not Billing's too ('/' is Home's only), or the one
 * that names the location among its other addresses (/bulkcallwp is Call WP save's).
 */
export function activeMenuPath(pathname: string, entries: readonly MenuEntry[]): string | null {
  const within = (path: string) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
  const owner = entries.find((e) => e.alsoAt?.some(within));
  if (owner) return owner.path;
  return entries.reduce<string | null>(
    (best, e) => (within(e.path) && (best === null || e.path.length > best.length) ? e.path : best),
    null,
  );
}

/** The header title: "Admin Dashboard" for ADMIN, otherwise the role name (docs/screens.md, Shell). */
export function titleFor(role: Role): string {
  return role === 'ADMIN' ? 'Admin Dashboard' : role;
}
