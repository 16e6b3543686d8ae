import fs from 'node:fs';
import { indiaToday, inWords } from '../fixtures/dates.ts';
import { docsScreenshot } from '../fixtures/screenshots.ts';
import { test, expect } from '../fixtures/test.ts';
import { csv, gql, seedKidsSetListing, uploadReport } from '../pages/marketplace.ts';

// The GST return screen (docs/gst.md): November 2026's Flipkart sales uploaded on a listing whose product
// has no HSN code; the period opened from the drawer shows the check naming each line, a figure's lines
// listed, Table 13's series listing their documents (ours, a cancelled one marked; Flipkart's sales by
// invoice number), the product fixed on the products screen and the check gone, both files exported (the JSON
// read back), and the TCS/TDS ledger with a credited figure entered.

test('GST return: a check fires on a missing HSN, the product is fixed, both files exported', async ({
  signedIn: page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedKidsSetListing(page, 'GS');
  await uploadReport(
    page,
    'sale',
    csv('gs-orders.csv', [
      'Ordered On,Order Id,SKU,Invoice Amount,Quantity,Ship to name,City,State,PIN Code,Tracking ID,Invoice No.',
      ...[3, 9, 17].map(
        (day, i) =>
          `"Nov ${day}, 2026",GS${i + 1},GS-KIDS-SET,499,1,Buyer ${i},Bengaluru,Karnataka,560001,FMGS${i},FAGS262700000${i + 1}`,
      ),
    ]),
    '3 lines stored',
  );

  // the drawer's GST return opens the period picked (November 2026)
  await page.goto('/');
  await page
    .getByRole('link', { name: /^GST return/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/gst$/);
  await page.goto('/gst?period=2026-11');
  await expect(page.getByRole('heading', { name: 'GST return (GSTR-1): Nov 2026' })).toBeVisible();
  const hsnChecks = page.locator('[data-code="HSN_MISSING"]');
  await expect(hsnChecks).toHaveCount(3);
  await expect(hsnChecks.first()).toContainText('Flipkart order GS1 (SKU GS-KIDS-SET): has no HSN code');
  await expect(hsnChecks.first().getByRole('link', { name: 'Open order GS1' })).toHaveAttribute(
    'href',
    /\/dashboard\?from=2026-11-03&to=2026-11-03&q=GS1/,
  );
  // an HSN check also opens the product it is fixed on
  await expect(hsnChecks.first().getByRole('link', { name: 'Open the product' })).toHaveAttribute(
    'href',
    /^\/products\?product=/,
  );

  // the sales figure lists its lines, from the server
  await page.getByRole('button', { name: 'Flipkart sale lines' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Marketplace lines 1–3 of 3')).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(4);
  await docsScreenshot(page, 'gst-lines-light-1440');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Table 13: a series' row lists the documents it counts. Ours: a tax invoice of 20 Nov, cancelled (a
  // seller in Maharashtra: the sales to Karnataka stay inter-state)
  await gql(page, `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { gstin } }`, {
    data: {
      businessName: 'GS Kids Retail',
      address: '12 Market Road\nPune 411001',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      phone: '9876543210',
      email: 'accounts@gskids.example',
      bankName: 'State Bank of India',
      bankAccountName: 'GS Kids Retail',
      bankAccountNumber: '12345678901',
      bankIfsc: 'SBIN0001234',
    },
  });
  const { saveInvoice: invoice } = (await gql(
    page,
    `mutation ($data: InvoiceDocumentInput!) { saveInvoice(kind: GST_INVOICE, data: $data) { id invoiceNumber } }`,
    {
      data: {
        clientName: 'Walk-in',
        clientAddress: 'MG Road, Bengaluru 560001',
        placeOfSupply: '29',
        invoiceDate: '2026-11-20',
        productLines: [
          { description: 'Kids set', quantity: 1, unit: 'PCS', rate: 475.24, gst: 5, hsnCode: '6301' },
        ],
      },
    },
  )) as { saveInvoice: { id: string; invoiceNumber: string } };
  await gql(
    page,
    `mutation ($id: ID!) { cancelInvoice(where: { id: $id }, reason: "entered twice") { id } }`,
    {
      id: invoice.id,
    },
  );
  await page.reload();
  const issued = page.getByRole('table', { name: 'Documents issued' });
  await expect(issued.getByRole('row').filter({ hasText: /^AE / })).toContainText(
    `${invoice.invoiceNumber}${invoice.invoiceNumber}110`,
  );
  await issued.getByRole('button', { name: 'Documents of series AE (Invoices for outward supply)' }).click();
  await expect(dialog.getByText('Our documents 1–1 of 1')).toBeVisible();
  const ours = dialog.getByRole('table', { name: 'Our documents in the series' });
  await expect(ours.getByRole('row', { name: new RegExp(invoice.invoiceNumber) })).toContainText('Cancelled');
  await expect(ours.getByRole('link', { name: invoice.invoiceNumber })).toHaveAttribute(
    'href',
    `/billing/check-invoice?q=${invoice.invoiceNumber}&from=2026-11-20&to=2026-11-20`,
  );
  await expect(dialog.getByText('No marketplace lines: the series is our own documents')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Flipkart's series: the sales carrying its invoice numbers, each opening its Check Bills row
  await expect(issued.getByRole('row').filter({ hasText: /^FAGS / })).toContainText(
    'FAGS2627000001FAGS2627000003303',
  );
  await issued
    .getByRole('button', { name: 'Documents of series FAGS (Invoices for outward supply)' })
    .click();
  await expect(dialog.getByText('Marketplace lines 1–3 of 3')).toBeVisible();
  const sales = dialog.getByRole('table', { name: 'Lines of the figure' });
  await expect(sales.getByRole('row', { name: /FAGS2627000002/ })).toContainText('GS2');
  await expect(sales.getByRole('link', { name: 'GS2' })).toHaveAttribute(
    'href',
    /\/dashboard\?from=2026-11-09&to=2026-11-09&q=GS2/,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await docsScreenshot(page, 'gst-return-light-1440', { fullPage: true });

  // fix the product: its HSN code on the products screen
  await page.goto('/products');
  const row = page.getByRole('row', { name: /GS Kids Set/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.locator('[data-field="hsnCode"] input').fill('6301');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('6301');

  await page.goto('/gst?period=2026-11');
  await expect(page.getByText('not exported yet')).toBeVisible();
  await expect(hsnChecks).toHaveCount(0);

  // export both files; the JSON read back
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const jsonFile = await json;
  const body = JSON.parse(fs.readFileSync((await jsonFile.path())!, 'utf8')) as {
    fp: string;
    b2cs: { pos: string; rt: number; txval: number }[];
    hsn: { hsn_b2c: { hsn_sc: string; qty: number; txval: number }[] };
  };
  expect(body.fp).toBe('112026');
  expect(body.b2cs).toEqual([expect.objectContaining({ pos: '29', rt: 5, txval: 1425.72 })]);
  expect(body.hsn.hsn_b2c).toEqual([expect.objectContaining({ hsn_sc: '6301', qty: 3, txval: 1425.72 })]);
  const workbook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export workbook' }).click();
  const xlsx = fs.readFileSync((await (await workbook).path())!);
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText(/last exported .* as workbook/)).toBeVisible();
  await expect(page.getByText('Nothing: the figures are those of the last export.')).toBeVisible();

  // the TCS/TDS ledger: a credited figure entered and kept with who entered it
  await page.getByRole('link', { name: 'TCS/TDS ledger' }).click();
  await page.goto('/gst/tcs-tds?period=2026-11');
  await page.getByLabel('Flipkart 2026-11 TCS credited').fill('7.13');
  const saveRow = page.getByRole('row').filter({ has: page.getByLabel('Flipkart 2026-11 TCS credited') });
  await saveRow.getByRole('button', { name: 'Save' }).click();
  await expect(saveRow).toContainText('Credited − withheld: ₹7.13');
  // stamped with India's date, the day after the machine's from 18:30 UTC
  await expect(saveRow).toContainText(`asha, ${inWords(indiaToday())}`);

  // Screenshots: the period and the ledger, light and dark, at 1440 and 390 px
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await page.getByRole('button', { name: /dark theme/i }).click();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/gst?period=2026-11');
      await expect(page.getByText('Pre-filing checks')).toBeVisible();
      if (!(mode === 'light' && width === 1440))
        await docsScreenshot(page, `gst-return-${mode}-${width}`, { fullPage: true });
      // a series' documents: ours, and a marketplace's sales
      for (const [series, name, shown] of [
        ['AE', 'ours', 'Our documents 1–1 of 1'],
        ['FAGS', 'marketplace', 'Marketplace lines 1–3 of 3'],
      ] as const) {
        await page
          .getByRole('button', { name: `Documents of series ${series} (Invoices for outward supply)` })
          .click();
        await expect(page.getByRole('dialog').getByText(shown)).toBeVisible();
        await docsScreenshot(page, `gst-series-${name}-${mode}-${width}`);
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      }
      await page.goto('/gst/tcs-tds?period=2026-11');
      await expect(page.getByLabel('Flipkart 2026-11 TCS credited')).toBeVisible();
      await docsScreenshot(page, `gst-tcs-tds-${mode}-${width}`, { fullPage: true });
    }
  }
});

test('Settings › GST return: a wrong operator GSTIN is named, a right one saved and kept', async ({
  session: page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings#gst-return');
  const section = page.getByRole('region', { name: 'GST return', exact: true });
  const etin = section.getByRole('textbox', { name: 'Amazon operator GSTIN (ETIN)' });
  await expect(etin).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText('Seller GSTIN')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Change them in the seller profile' })).toBeVisible();
  // the 14th character of a TCS collector's GSTIN is C: a Z is named before the Save
  await etin.fill('29AAICA3918J1ZE');
  await expect(
    section.getByText(
      "Amazon operator GSTIN (ETIN) must be a TCS collector's GSTIN, with C as its 14th character",
    ),
  ).toBeVisible();
  const save = section.getByRole('button', { name: 'Save GST return settings' });
  await expect(save).toBeDisabled();
  await etin.fill('29aaica3918j1cp');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('GST return settings saved')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Amazon operator GSTIN (ETIN)' })).toHaveValue(
    '29AAICA3918J1CP',
    { timeout: 60_000 },
  );

  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await page.getByRole('button', { name: /dark theme/i }).click();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(section.getByRole('textbox', { name: 'Amazon operator GSTIN (ETIN)' })).toBeVisible();
      await docsScreenshot(section, `settings-gst-return-${mode}-${width}`);
    }
  }
});
