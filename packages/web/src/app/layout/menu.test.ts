import { describe, expect, it } from 'vitest';
import { activeMenuPath, entriesFor, titleFor } from './menu.ts';

describe('shell menu', () => {
  it('shows Users, Settings and History to an ADMIN only', () => {
    expect(entriesFor('ADMIN').map((e) => e.label)).toEqual([
      'Home',
      'Product',
      'Listing',
      'Billing',
      'Call WP save',
      'Order Msg',
      'Bulk',
      'Marketplace',
      'Dashboard',
      'GST return',
      'Retail Price',
      'Wholesale',
      'Label',
      'Important links',
      'Users',
      'Settings',
      'History',
    ]);
    expect(entriesFor('USER').map((e) => e.label)).toEqual([
      'Home',
      'Product',
      'Listing',
      'Billing',
      'Call WP save',
      'Order Msg',
      'Bulk',
      'Marketplace',
      'Dashboard',
      'GST return',
      'Retail Price',
      'Wholesale',
      'Label',
      'Important links',
    ]);
  });
  it('titles the header "Admin Dashboard" for ADMIN and with the role name otherwise', () => {
    expect(titleFor('ADMIN')).toBe('Admin Dashboard');
    expect(titleFor('USER')).toBe('USER');
  });
  it('marks one entry for a screen: the one whose path leads the location furthest', () => {
    const entries = entriesFor('ADMIN');
    expect(activeMenuPath('/billing/marketplace/reconciliation', entries)).toBe('/billing/marketplace');
    expect(activeMenuPath('/billing/gst-invoice', entries)).toBe('/billing');
    expect(activeMenuPath('/billing', entries)).toBe('/billing');
    expect(activeMenuPath('/', entries)).toBe('/');
    expect(activeMenuPath('/gst/tcs-tds', entries)).toBe('/gst');
    expect(activeMenuPath('/dashboard/little-kid/return', entries)).toBe('/dashboard');
    expect(activeMenuPath('/listing/flipkart', entries)).toBe('/listing');
    // the bulk message screens keep the old system's addresses, beside /callwp rather than under it
    expect(activeMenuPath('/bulkcallwp', entries)).toBe('/callwp');
    expect(activeMenuPath('/ndrbulkcallwp', entries)).toBe('/callwp');
    expect(activeMenuPath('/customMsgWP', entries)).toBe('/callwp');
    // a path that only starts with the same letters is another screen
    expect(activeMenuPath('/billingx', entries)).toBeNull();
    expect(activeMenuPath('/users', entriesFor('USER'))).toBeNull();
  });
});
