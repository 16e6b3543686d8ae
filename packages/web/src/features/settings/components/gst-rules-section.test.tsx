import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GstRules } from '../api/settings.ts';
import { GstRulesSection } from './gst-rules-section.tsx';
import {
  refusal,
  refuseRequests,
  renderSection,
  renderSectionAgainLater,
} from '../../../../test/section.tsx';

// The GST rules table: Save checks every rule with core's rule (validateGstRules) before anything is
// sent, so a rate typed as no number is named, not sent as null.
const table: GstRules = {
  version: 1,
  rules: [
    {
      hsnPrefix: '61',
      effectiveFrom: '2025-09-22',
      ratePercent: 5,
      band: { thresholdRupees: 2500, ratePercentAbove: 18 },
      note: 'Apparel',
    },
    { hsnPrefix: '9503', effectiveFrom: '2025-09-22', ratePercent: 12, band: null, note: '' },
  ],
};

const fetchMock = refuseRequests();
const renderIt = () => renderSection(<GstRulesSection gstRules={table} />);

const cell = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('saving the GST rules with a mistake in them', () => {
  it('names a rate typed as no number, keeps the text, and sends nothing', async () => {
    const user = renderIt();
    await user.clear(cell('Rate %, row 2'));
    await user.type(cell('Rate %, row 2'), '12 %');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe(
      'Rule 2: Rate % is not a number; write a percent from 0 to 100',
    );
    expect(cell('Rate %, row 2').value).toBe('12 %');
    expect(cell('Rate %, row 2').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a rate typed that is no rate in force, and sends nothing (decision 152)', async () => {
    const user = renderIt();
    await user.clear(cell('Rate %, row 2'));
    await user.type(cell('Rate %, row 2'), '1.8');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe(
      'Rule 2: Rate % must be a rate in force: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 % (it is 1.8)',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a table holding a rate saved before the check, when another cell is edited (decision 152)', async () => {
    const legacy: GstRules = { ...table, rules: [table.rules[0]!, { ...table.rules[1]!, ratePercent: 1.8 }] };
    const user = renderSection(<GstRulesSection gstRules={legacy} />);
    await user.type(cell('Note, row 2'), 'Toys');
    await user.click(save());
    expect(fetchMock).toHaveBeenCalled();
  });

  it('names a band threshold typed as no number and a band without its rate above, keeping the text', async () => {
    const user = renderIt();
    await user.clear(cell('Up to ₹ a piece (before GST), row 1'));
    await user.type(cell('Up to ₹ a piece (before GST), row 1'), '2,500');
    await user.type(cell('Up to ₹ a piece (before GST), row 2'), '1000');
    await user.click(save());
    const lines = within(screen.getByRole('alert'))
      .getAllByText(/^Rule \d:/)
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Rule 1: Up to ₹ a piece (before GST) is not a number; write an amount more than 0 and at most ₹1,00,00,000',
      'Rule 2: Rate above % is empty; write a percent from 0 to 100, or empty Up to ₹ a piece (before GST) as well for one rate at every price',
    ]);
    // the rate above of rule 1 is kept while its threshold is typed again
    expect(cell('Rate above %, row 1').value).toBe('18');
    expect(cell('Up to ₹ a piece (before GST), row 1').value).toBe('2,500');
    expect(cell('Rate above %, row 2').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a note pasted with a tab in it by its rule and column, and sends nothing', async () => {
    const user = renderIt();
    await user.clear(cell('Note, row 2'));
    await user.click(cell('Note, row 2'));
    await user.paste('Toys\t12 %');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe(
      'Rule 2: Note must not contain control characters (such as a line break, a tab or NUL)',
    );
    expect(cell('Note, row 2').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks only the cell of a band at fault, not its other cell', async () => {
    const user = renderIt();
    await user.clear(cell('Up to ₹ a piece (before GST), row 1'));
    await user.type(cell('Up to ₹ a piece (before GST), row 1'), 'abc');
    await user.type(cell('Rate above %, row 2'), '18');
    await user.click(save());
    const invalid = (label: string) => cell(label).getAttribute('aria-invalid');
    expect(invalid('Up to ₹ a piece (before GST), row 1')).toBe('true');
    expect(invalid('Rate above %, row 1')).toBe('false');
    // rule 2 has a rate above but no threshold: the empty threshold is at fault
    expect(invalid('Up to ₹ a piece (before GST), row 2')).toBe('true');
    expect(invalid('Rate above %, row 2')).toBe('false');
  });

  it('names a rate above typed for a rule without a band, and sends one rate once both cells are empty', async () => {
    const user = renderIt();
    await user.type(cell('Rate above %, row 2'), '18');
    await user.tab();
    expect(cell('Rate above %, row 2').value).toBe('18');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe(
      'Rule 2: Up to ₹ a piece (before GST) is empty; write an amount more than 0 and at most ₹1,00,00,000, or empty Rate above % as well for one rate at every price',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(cell('Rate above %, row 2'));
    expect(screen.queryByRole('alert')).toBeNull();
    // the table is as stored again: nothing to save until something else is changed (decision 168)
    expect(save()).toHaveProperty('disabled', true);
    await user.type(cell('Note, row 2'), 'Toys');
    await user.click(save());
    // the one request this test lets out (the stub refuses it): rule 2 has one rate, rule 1 its band
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as { variables: { rules: { band: unknown }[] } };
    expect(sent.variables.rules.map((r) => r.band)).toEqual([
      { thresholdRupees: 2500, ratePercentAbove: 18 },
      null,
    ]);
  });
});

describe('the server refusing a Save', () => {
  it('shows the refusal until the next edit, and a mistake fixed afterwards does not bring it back', async () => {
    const REFUSED = 'Rule 2: Note must be at most 1,000 characters';
    fetchMock.mockResolvedValueOnce(refusal(REFUSED));
    const user = renderIt();
    await user.clear(cell('Rate %, row 2'));
    await user.type(cell('Rate %, row 2'), '18');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);

    // a mistake of the table's own is named instead, and once fixed nothing is left to say
    await user.type(cell('Rate %, row 2'), 'x');
    expect(screen.getByRole('alert').textContent).toBe(
      'Rule 2: Rate % is not a number; write a percent from 0 to 100',
    );
    await user.type(cell('Rate %, row 2'), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the row and the cell the refusal names, until the next edit', async () => {
    fetchMock.mockResolvedValueOnce(
      refusal('Rule 2: Note must be at most 1,000 characters', {
        code: 'BAD_USER_INPUT',
        field: 'note',
        row: 1,
      }),
    );
    const user = renderIt();
    await user.type(cell('Note, row 2'), 'Toys');
    await user.click(save());
    await screen.findByRole('alert');
    expect(cell('Note, row 2').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Note, row 1').getAttribute('aria-invalid')).toBe('false');
    await user.type(cell('HSN prefix, row 1'), '0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cell('Note, row 2').getAttribute('aria-invalid')).toBe('false');
  });
});

describe('someone else saving the GST rules while they are being edited', () => {
  const inserted = { hsnPrefix: '61', effectiveFrom: '2027-04-01', ratePercent: 18, band: null, note: '' };
  // their Save: a rule put at the top, rule 1's rate and rule 2's rate (which this person types too)
  const theirs: GstRules = {
    version: 2,
    rules: [inserted, { ...table.rules[0]!, ratePercent: 6 }, { ...table.rules[1]!, ratePercent: 14 }],
  };
  const sent = (call: number) =>
    (
      JSON.parse(String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body)) as {
        variables: { rules: { hsnPrefix: string; ratePercent: number }[]; version: number };
      }
    ).variables;

  it('keeps what was typed, says the Save was refused, and lists their change row by row', async () => {
    const STALE = 'Someone else saved this setting since you opened it, so nothing was saved';
    const { user, rerender } = renderSectionAgainLater(<GstRulesSection gstRules={table} />);
    await user.clear(cell('Rate %, row 2'));
    await user.type(cell('Rate %, row 2'), '18');
    // their Save is loaded behind the table (the page reads the rules again)
    rerender(<GstRulesSection gstRules={theirs} />);
    expect(cell('Rate %, row 2').value).toBe('18');
    expect(cell('Rate %, row 1').value).toBe('5');

    fetchMock.mockResolvedValueOnce(refusal(STALE, { code: 'CONFLICT' }));
    await user.click(save());
    // what their Save changed, each rule by its HSN prefix and date (decisions 145 and 149): the rule
    // they put at the top is one line, and the rules below it are not all "changed"
    const theirChange = await screen.findByRole('list', { name: 'Their change' });
    expect(
      within(theirChange)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Added rule for HSN prefix 61 from 1 Apr 2027: — → Rate %: 18',
      'Rule for HSN prefix 61 from 22 Sep 2025: Rate %: 5 → 6',
      'Rule for HSN prefix 9503 from 22 Sep 2025: Rate %: 12 → 14; Save keeps yours: 18',
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      `${STALE}${theirChange.textContent}Their change is now in the section, except where you changed the same field.Take their version`,
    );
    expect(sent(0).version).toBe(1);
  });

  // Decision 150: Save again stores their change in the cells this person did not touch, and theirs
  // rows, instead of putting the rules back as this person first saw them.
  it('takes their change where nothing was typed, and Save again stores both from their version', async () => {
    const { user, rerender } = renderSectionAgainLater(<GstRulesSection gstRules={table} />);
    await user.clear(cell('Rate %, row 2'));
    await user.type(cell('Rate %, row 2'), '18');
    fetchMock.mockResolvedValueOnce(refusal('Someone else saved this setting', { code: 'CONFLICT' }));
    await user.click(save());
    await screen.findByRole('alert');
    rerender(<GstRulesSection gstRules={theirs} />);
    expect(cell('Rate %, row 1').value).toBe('6');
    expect(cell('Rate %, row 2').value).toBe('18');
    expect(cell('Effective from, row 3').value).toBe('01/04/2027');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { updateGstRules: { version: 3 } } }), { status: 200 }),
    );
    await user.click(save());
    expect(sent(1).version).toBe(2);
    expect(sent(1).rules.map((r) => `${r.hsnPrefix}: ${r.ratePercent}`)).toEqual([
      '61: 6',
      '9503: 18',
      '61: 18',
    ]);
  });

  it('shows their rules at once when nothing was typed', () => {
    const { rerender } = renderSectionAgainLater(<GstRulesSection gstRules={table} />);
    rerender(<GstRulesSection gstRules={theirs} />);
    expect(cell('Rate %, row 1').value).toBe('18');
  });
});
