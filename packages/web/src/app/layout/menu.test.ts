import { describe, expect, it } from 'vitest';
import { entriesFor, titleFor } from './menu.ts';

describe('shell menu', () => {
  it('shows Users and Settings to an ADMIN only', () => {
    expect(entriesFor('ADMIN').map((e) => e.label)).toEqual([
      'Home',
      'Product',
      'Listing',
      'Billing',
      'Call WP save',
      'Bulk',
      'Marketplace',
      'Retail Price',
      'Wholesale',
      'Label',
      'Important links',
      'Users',
      'Settings',
    ]);
    expect(entriesFor('USER').map((e) => e.label)).toEqual([
      'Home',
      'Product',
      'Listing',
      'Billing',
      'Call WP save',
      'Bulk',
      'Marketplace',
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
});
