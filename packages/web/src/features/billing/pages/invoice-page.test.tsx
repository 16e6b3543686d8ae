import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SELLER_PROFILE } from '@seller-desk/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { INVOICE_SCREENS } from '../invoice-screens.ts';
import { InvoicePage } from './invoice-page.tsx';

// Decision 147: a product picked from the catalogue onto a line brings its own unit of quantity (cloth
// by the metre, rice by the kilogram); a product without one counts in pieces.
const CATALOGUE = [
  { id: 'p-cloth', productName: 'Cotton fabric', gst: 5, hsnCode: '5208', purchaseCost: 60, unit: 'MTR' },
  { id: 'p-rice', productName: 'Basmati rice', gst: 5, hsnCode: '1006', purchaseCost: 90, unit: 'KGS' },
  { id: 'p-frock', productName: 'Cotton frock', gst: 5, hsnCode: '6209', purchaseCost: 200, unit: 'PCS' },
];

/** The server's answers to what an invoice screen asks: the profile, the GST rules, the catalogue. */
function catalogueServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).endsWith('/graphql')) return new Response('', { status: 404 });
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      const { documentDefaults: _defaults, ...profile } = DEFAULT_SELLER_PROFILE;
      const data = query.includes('sellerProfile')
        ? { sellerProfile: { ...profile, stateCode: '27', documentDefaults: [], version: 1 } }
        : query.includes('gstRules')
          ? { gstRules: { rules: [] } }
          : query.includes('products(')
            ? // only the fields asked for: a unit the screen does not ask for never reaches the line
              {
                products: CATALOGUE.map(({ unit, ...p }) => (query.includes('unit') ? { ...p, unit } : p)),
              }
            : null;
      return new Response(JSON.stringify(data ? { data } : { errors: [{ message: 'not answered' }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

beforeEach(catalogueServer);
afterEach(() => vi.unstubAllGlobals());

function renderScreen(kind: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <MemoryRouter>
          <InvoicePage screen={INVOICE_SCREENS.find((s) => s.kind === kind)!} />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Picks `name` from the catalogue in the line's Description, as a person does. */
async function pick(user: ReturnType<typeof userEvent.setup>, line: HTMLElement, name: string) {
  await user.click(within(line).getByLabelText('Description'));
  await user.click(await screen.findByRole('option', { name }));
}

const unitOf = (line: HTMLElement) => within(line).getByRole('combobox', { name: 'Unit' }).textContent;

describe('a product picked onto a line brings its unit (decision 147)', () => {
  it.each(['GST_INVOICE', 'CASH_MEMO', 'PURCHASE'])(
    '%s: metres for cloth, kilograms for rice',
    async (kind) => {
      const user = renderScreen(kind);
      const line = await screen.findByRole('group', { name: 'Line 1' });
      expect(unitOf(line)).toBe('PCS');
      await pick(user, line, 'Cotton fabric');
      expect(unitOf(line)).toBe('MTR');
      await pick(user, line, 'Basmati rice');
      expect(unitOf(line)).toBe('KGS');
      await pick(user, line, 'Cotton frock');
      expect(unitOf(line)).toBe('PCS');
    },
  );
});

// Decision 295: a supplier's bill typed without GST % was taxed at 'Sale Tax (10%)' unsaid (₹2,800 saved
// as ₹3,080). The label starts empty; the old one is offered to pick, and says what it does.
describe("a purchase bill's tax label", () => {
  it.each(['PURCHASE', 'EXPENSE'])(
    '%s: starts empty, the total is the lines’; picking the old label adds its tax',
    async (kind) => {
      const user = renderScreen(kind);
      const line = await screen.findByRole('group', { name: 'Line 1' });
      const label = screen.getByRole<HTMLInputElement>('combobox', { name: 'Tax label' });
      expect(label.value).toBe('');
      await user.clear(within(line).getByLabelText('Rate'));
      await user.type(within(line).getByLabelText('Rate'), '2800');
      expect(screen.getByTestId('invoice-total').textContent).toBe('₹2,800.00');
      await user.click(label);
      await user.click(await screen.findByRole('option', { name: 'Sale Tax (10%)' }));
      expect(label.value).toBe('Sale Tax (10%)');
      screen.getByText(/Taxes the bill at 10 % of its subtotal/);
      expect(screen.getByTestId('invoice-total').textContent).toBe('₹3,080.00');
    },
  );
});

// Issue 40 #9: the preview was an empty dark box for seconds. From the start it says what it prepares,
// in a page-shaped box, while the form is filled in.
describe('the PDF preview before its first PDF', () => {
  it('says what is being prepared, and the form is usable meanwhile', async () => {
    const user = renderScreen('PURCHASE');
    const preparing = await screen.findByTestId('pdf-preview-preparing');
    expect(preparing.getAttribute('role')).toBe('status');
    expect(preparing.textContent).toContain(
      'Preparing the PDF preview: loading the PDF maker and its fonts, the first time in this tab.',
    );
    expect(preparing.textContent).toContain('The form can be filled in meanwhile');
    expect(screen.queryByTestId('pdf-preview')).toBeNull();
    const supplier = screen.getByRole('textbox', { name: /Supplier name/ });
    await user.type(supplier, 'Ravi');
    expect((supplier as HTMLInputElement).value).toBe('Ravi');
  });
});

// What the server would refuse is named under its field as it is typed, and Upload waits for it. These
// checks are the screen's state alone, so they are made here rather than in the browser tier (issue 38
// item 5; they were e2e/tests/billing.spec.ts walks, whose saving is the first billing walk's).

type User = ReturnType<typeof userEvent.setup>;

/** Replaces what a field holds by `text` at once, as Playwright's fill does (one input event). */
async function fill(user: User, field: HTMLInputElement, text: string) {
  if (!text) return user.clear(field);
  await user.click(field);
  field.select();
  await user.paste(text);
}

/**
 * Types into a number field key by key over what it holds, as a person does, and checks after every key
 * that the field shows exactly what was typed so far.
 */
async function typeKeyByKey(user: User, field: HTMLInputElement, text: string) {
  await user.click(field);
  field.select();
  for (let i = 1; i <= text.length; i++) {
    await user.keyboard(text[i - 1]!);
    expect(field.value).toBe(text.slice(0, i));
  }
}

const upload = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Upload' });
const field = (within_: HTMLElement, label: string) =>
  within(within_).getByLabelText<HTMLInputElement>(label);
/** The element that shows `text` (a part of its text, in any case, as Playwright's getByText reads). */
const says = (container: HTMLElement, text: string) => within(container).getByText(text, { exact: false });
const total = () => screen.getByTestId('invoice-total').textContent;

// A line's GST % and the buyer's GSTIN are both `gst` to the server: the line's problem is never shown
// under the GSTIN field.
describe('GST invoice: a wrong GST % or HSN code is named under its line before Upload', () => {
  it('names each problem under the line, keeps what was typed, and enables Upload once it is put right', async () => {
    const user = renderScreen('GST_INVOICE');
    const line = await screen.findByRole('group', { name: 'Line 1' });
    await fill(user, screen.getByLabelText(/Client name/), 'Ravi');
    await fill(user, screen.getByLabelText(/Client GSTIN/), '07ABGCS4796R1Z8');
    await fill(user, screen.getByLabelText(/Client address/), '4 Chandni Chowk, Delhi 110006');
    await fill(user, field(line, 'Description'), 'Gel pen');
    await fill(user, field(line, 'Quantity'), '10');
    await fill(user, field(line, 'Rate'), '12');
    await fill(user, field(line, 'GST %'), '150');
    says(line, 'Line 1: GST rate must be from 0 to 100 %');
    expect(field(line, 'GST %').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Client GSTIN/).getAttribute('aria-invalid')).toBe('false');
    expect(upload().disabled).toBe(true);
    await fill(user, field(line, 'GST %'), '18');
    await fill(user, field(line, 'HSN'), '96');
    says(line, 'Line 1: HSN code must be 4, 6 or 8 digits');
    expect(upload().disabled).toBe(true);
    await fill(user, field(line, 'HSN'), '9608');
    expect(within(line).queryByText(/^Line 1:/)).toBeNull();
    expect(upload().disabled).toBe(false);
    // what is printed is what is computed with: a rate is rupees and paise, a quantity to the thousandth
    // (decision 136)
    await fill(user, field(line, 'Rate'), '12.345');
    says(line, 'Line 1: rate is rupees and paise, at most 2 decimals (12.345)');
    await fill(user, field(line, 'Quantity'), '1.2345');
    says(line, 'Line 1: quantity has at most 3 decimals (1.2345)');
    expect(upload().disabled).toBe(true);
    await fill(user, field(line, 'Rate'), '12.35');
    await fill(user, field(line, 'Quantity'), '1.125');
    expect(within(line).queryByText(/^Line 1:/)).toBeNull();
    expect(upload().disabled).toBe(false);
    // a quantity typed as a word is kept and named, never read as 0: no total, no preview, no Upload
    // (decision 148)
    await fill(user, field(line, 'Quantity'), 'ten');
    expect(field(line, 'Quantity').value).toBe('ten');
    says(line, 'Line 1: Quantity “ten” is not a number');
    expect(field(line, 'Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(total()).toBe('—');
    expect(screen.getByTestId('pdf-preview-waiting').textContent).toContain('Quantity “ten” is not a number');
    expect(upload().disabled).toBe(true);
    // a grouped number is typed key by key and no character is rewritten or lost (decision 164)
    await typeKeyByKey(user, field(line, 'Quantity'), '1,000');
    expect(total()).toBe('₹14,573.00');
    expect(upload().disabled).toBe(false);
    // a comma that groups no digits is named with both readings and never read as 499 (decision 164)
    await typeKeyByKey(user, field(line, 'Rate'), '4,99');
    const readings = 'a comma groups digits (1,000 or 1,00,000) and is no decimal point; write 4.99 or 499';
    says(line, `Line 1: Rate “4,99” is not a number: ${readings}`);
    expect(field(line, 'Rate').getAttribute('aria-invalid')).toBe('true');
    expect(within(line).getByLabelText('Line 1 amount').textContent).toBe('—');
    expect(total()).toBe('—');
    expect(screen.getByTestId('pdf-preview-waiting').textContent).toContain('Rate “4,99” is not a number');
    expect(upload().disabled).toBe(true);
    await typeKeyByKey(user, field(line, 'Rate'), '1,234.50');
    expect(within(line).queryByText(/^Line 1:/)).toBeNull();
    expect(within(line).getByLabelText('Line 1 amount').textContent).toBe('12,34,500.00');
    expect(total()).toBe('₹14,56,710.00');
    expect(upload().disabled).toBe(false);
  });
});

// What Rule 46 asks of a tax invoice is named on the screen before Upload (decision 135): a line added
// and left empty under that line, a registered buyer's address under the address, a GSTIN with a wrong
// check character under the GSTIN; Upload waits until each is put right.
describe('GST invoice: an empty line, a missing address or a wrong GSTIN is named and Upload waits', () => {
  it('names each under its field and enables Upload once all are put right', async () => {
    const user = renderScreen('GST_INVOICE');
    const line1 = await screen.findByRole('group', { name: 'Line 1' });
    await fill(user, screen.getByLabelText(/Client name/), 'Meera Stores');
    await fill(user, field(line1, 'Description'), 'Gel pen');
    await fill(user, field(line1, 'HSN'), '9608');
    await fill(user, field(line1, 'Quantity'), '10');
    await fill(user, field(line1, 'Rate'), '12');
    // no GST rule covers pens: the rate is asked for, not printed as 0 % (Rule 46(l))
    says(line1, 'Line 1: no GST rate is known for HSN code 9608: type it (0 for nil-rated goods)');
    expect(upload().disabled).toBe(true);
    await fill(user, field(line1, 'GST %'), '18');
    expect(upload().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const line2 = screen.getByRole('group', { name: 'Line 2' });
    says(line2, 'Line 2: describe the product (more than 1 character) or remove the line');
    expect(field(line2, 'Description').getAttribute('aria-invalid')).toBe('true');
    expect(upload().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(upload().disabled).toBe(false);

    const gstin = screen.getByLabelText<HTMLInputElement>(/Client GSTIN/);
    await fill(user, gstin, '27AAECS1234M1Z5');
    says(document.body, 'Client GSTIN has a wrong check character');
    expect(upload().disabled).toBe(true);
    await fill(user, gstin, '27ABGCS4796R1Z6');
    says(
      document.body,
      'Client address is required on a tax invoice to a registered buyer (one with a GSTIN)',
    );
    expect(screen.getByLabelText(/Client address/).getAttribute('aria-invalid')).toBe('true');
    expect(upload().disabled).toBe(true);
    await fill(user, screen.getByLabelText(/Client address/), '9 Linking Road, Mumbai 400050');
    await fill(user, field(line1, 'HSN'), '');
    says(line1, 'Line 1: HSN code is required on a tax invoice to a registered buyer');
    expect(upload().disabled).toBe(true);
    await fill(user, field(line1, 'HSN'), '9608');
    expect(upload().disabled).toBe(false);
    // a due date before the invoice's own date is named as it is picked, not after Upload
    const dueDate = screen.getByLabelText<HTMLInputElement>(/Due date/);
    await fill(user, dueDate, '01/01/2020');
    expect(dueDate.getAttribute('aria-invalid')).toBe('true');
    const describedBy = dueDate.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Due date must not be before the invoice date',
    );
    expect(upload().disabled).toBe(true);
    await fill(user, dueDate, '');
    expect(upload().disabled).toBe(false);
  });
});

// Decision 169: once a line of a supplier's bill has its GST %, the bill is taxed line by line and its
// tax label taxes nothing; a line left without one was recorded at 0 % without a word.
describe('purchase bill: a line without its GST % beside one with it', () => {
  it('is named under it and Upload waits', async () => {
    const user = renderScreen('PURCHASE');
    const line1 = await screen.findByRole('group', { name: 'Line 1' });
    await fill(user, screen.getByLabelText(/Supplier name/), 'Stationery Mart');
    await fill(user, field(line1, 'Description'), 'Gel pens');
    await fill(user, field(line1, 'Quantity'), '10');
    await fill(user, field(line1, 'Rate'), '12');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const line2 = screen.getByRole('group', { name: 'Line 2' });
    await fill(user, field(line2, 'Description'), 'Notebooks');
    await fill(user, field(line2, 'Quantity'), '5');
    await fill(user, field(line2, 'Rate'), '40');
    // a bill starts with no tax label, so nothing taxes it (decision 295)
    expect(total()).toBe('₹320.00');
    // no GST % on any line: the label picked, its 10 % taxes the bill
    await fill(user, screen.getByRole('combobox', { name: 'Tax label' }), 'Sale Tax (10%)');
    expect(total()).toBe('₹352.00');
    expect(upload().disabled).toBe(false);
    await fill(user, field(line1, 'GST %'), '18');
    says(
      line2,
      "Line 2: GST % is empty while other lines have theirs: type it as the supplier's bill has it (0 for nil-rated), or empty every line's GST % to tax the bill by its tax label",
    );
    expect(field(line2, 'GST %').getAttribute('aria-invalid')).toBe('true');
    expect(upload().disabled).toBe(true);
    await fill(user, field(line2, 'GST %'), '12');
    expect(within(line2).queryByText(/^Line 2:/)).toBeNull();
    // ₹120 at 18 % and ₹200 at 12 %, CGST + SGST (no place of supply known)
    expect(total()).toBe('₹365.60');
    expect(upload().disabled).toBe(false);
  });
});
