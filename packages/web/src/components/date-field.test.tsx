import Button from '@mui/material/Button';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field.tsx';

// A form holding one date as ISO text, as the screens do, with a button that sets it from outside.
function Form({ initial = '' }: { initial?: string }) {
  const [date, setDate] = useState(initial);
  return (
    <>
      <DateField label="Invoice date" value={date} onChange={setDate} max="2026-11-24" />
      <output aria-label="stored">{date}</output>
      <Button onClick={() => setDate('2026-11-24')}>Today</Button>
    </>
  );
}

const NO_SUCH_DATE = '31/09/2026 is not a date on the calendar: check the day and the month';
const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Invoice date' });
const stored = () => screen.getByRole('status', { name: 'stored' }).textContent;

describe('DateField (decision 132)', () => {
  it('shows a date day first whatever the browser language', () => {
    render(<Form initial="2026-09-05" />);
    expect(field().value).toBe('05/09/2026');
    expect(field().getAttribute('placeholder')).toBe('dd/mm/yyyy');
  });

  it('gives the form the date once what is typed is a whole date, and writes it day first on leaving', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '2509');
    expect(stored()).toBe('');
    await user.type(field(), '2026');
    expect(stored()).toBe('2026-09-25');
    expect(field().value).toBe('25092026');
    await user.tab();
    expect(field().value).toBe('25/09/2026');
  });

  it('says what is wrong with the text once the field is left, and gives the form no date', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-09-05" />);
    await user.clear(field());
    await user.type(field(), '31/09/2026');
    expect(stored()).toBe('');
    expect(screen.queryByText(NO_SUCH_DATE)).toBeNull();
    await user.tab();
    expect(screen.getByText(NO_SUCH_DATE)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.clear(field());
    await user.type(field(), '30/09/2026');
    expect(screen.queryByText(NO_SUCH_DATE)).toBeNull();
    expect(stored()).toBe('2026-09-30');
    await user.clear(field());
    await user.type(field(), 'Sept 30');
    await user.tab();
    expect(screen.getByText('Type the date as dd/mm/yyyy')).toBeTruthy();
  });

  it('shows a date set from outside over what was being typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '25/1');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(field().value).toBe('24/11/2026');
  });

  it("takes the date picked on the browser's calendar", () => {
    const { container } = render(<Form />);
    const calendar = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(calendar.getAttribute('max')).toBe('2026-11-24');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose date' }).disabled).toBe(false);
    fireEvent.change(calendar, { target: { value: '2026-08-15' } });
    expect(stored()).toBe('2026-08-15');
    expect(field().value).toBe('15/08/2026');
    expect(screen.getByRole('button', { name: 'Choose date, selected date is 15 Aug 2026' })).toBeTruthy();
  });
});
