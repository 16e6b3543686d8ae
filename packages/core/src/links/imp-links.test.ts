import { describe, expect, it } from 'vitest';
import { groupImpLinks, impLinkProblems, impLinkUrlProblem } from './imp-links.ts';

describe('important links', () => {
  it('takes absolute http and https addresses only', () => {
    expect(impLinkUrlProblem('https://seller.flipkart.com/')).toBeNull();
    expect(impLinkUrlProblem('  http://10.0.0.5:8080/panel ')).toBeNull();
    expect(impLinkUrlProblem('javascript:alert(1)')).toBe(
      'Only http and https addresses can be links, not javascript',
    );
    expect(impLinkUrlProblem('ftp://files.example.com/')).toContain('not ftp');
    expect(impLinkUrlProblem('seller.flipkart.com')).toContain('is not a web address');
    expect(impLinkUrlProblem('')).toBe('Give the link’s address');
    expect(impLinkUrlProblem('https://me:secret@panel.example.com/')).toContain(
      'Leave the user name and password out',
    );
    expect(impLinkUrlProblem(`https://example.com/${'a'.repeat(1000)}`)).toContain('longer than 1000');
  });

  it('names each field that is wrong', () => {
    expect(impLinkProblems({ title: ' ', url: 'mailto:a@b.in', group: '' }).map((p) => p.field)).toEqual([
      'title',
      'url',
      'group',
    ]);
    expect(
      impLinkProblems({ title: 'Flipkart', url: 'https://seller.flipkart.com', group: 'Seller panels' }),
    ).toEqual([]);
  });

  it('groups links in the order of their first link, each group in position order', () => {
    const links = [
      { id: 'c', group: 'Courier panels', position: 3 },
      { id: 'a', group: 'Seller panels', position: 1 },
      { id: 'b', group: 'Courier panels', position: 2 },
      { id: 'd', group: 'Seller panels', position: 4 },
    ];
    expect(groupImpLinks(links).map((g) => [g.group, g.links.map((l) => l.id)])).toEqual([
      ['Seller panels', ['a', 'd']],
      ['Courier panels', ['b', 'c']],
    ]);
  });
});
