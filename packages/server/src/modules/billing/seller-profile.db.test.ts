import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import * as m011 from '../../db/migrations/011-seller-profile-setting.ts';
import { fixedClock } from '../../shared/clock.ts';
import { multipartFile } from '../../../test/multipart.ts';

// The seller profile is a setting of the one settings mechanism (decision 052): read by every signed-in
// user, changed by an ADMIN with the optimistic lock, its default logo uploaded like product images.

const PROFILE_FIELDS = 'businessName stateCode gstin logo logoWidth version';
type Profile = {
  businessName: string;
  stateCode: string;
  gstin: string;
  logo: string;
  logoWidth: number;
  version: number;
};
const UPDATE = `mutation ($data: SellerProfileInput!, $version: Int) {
  updateSellerProfile(data: $data, version: $version) { ${PROFILE_FIELDS} }
}`;

describe('the seller profile setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-23T09:00:00Z') });
  });
  afterAll(() => t.close());

  /** How many images a saved document's PDF holds (poppler's pdfimages lists them after two header lines). */
  const imagesInPdf = async (pdfUrl: string): Promise<number> => {
    const pdf = await t.user.request('GET', pdfUrl);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logo-'));
    fs.writeFileSync(path.join(dir, 'document.pdf'), pdf.rawPayload);
    const list = execFileSync('pdfimages', ['-list', path.join(dir, 'document.pdf')], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    return list.trim().split('\n').length - 2;
  };

  it('reads as the defaults at version 0; an ADMIN saves it with the lock; a stale lock saves nothing', async () => {
    const first = await t.user.gql<{ sellerProfile: Profile }>(`{ sellerProfile { ${PROFILE_FIELDS} } }`);
    expect(first.data!.sellerProfile).toMatchObject({ businessName: '', version: 0, logoWidth: 150 });

    const denied = await t.user.gql(UPDATE, { data: { businessName: 'X' }, version: 0 });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const saved = await t.admin.gql<{ updateSellerProfile: Profile }>(UPDATE, {
      data: { businessName: ' Little Kid Retail ', stateCode: '27', gstin: '27aapfu0939f1zv' },
      version: 0,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSellerProfile).toMatchObject({
      businessName: 'Little Kid Retail',
      gstin: '27AAPFU0939F1ZV',
      version: 1,
    });

    const stale = await t.admin.gql(UPDATE, { data: { phone: '9876543210' }, version: 0 });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const badGstin = await t.admin.gql(UPDATE, { data: { gstin: '27AAECS1234M1Z5' }, version: 1 });
    expect(badGstin.errors?.[0]).toMatchObject({ extensions: { field: 'gstin' } });
    const badState = await t.admin.gql(UPDATE, { data: { gstin: '07ABGCS4796R1Z8' }, version: 1 });
    expect(badState.errors?.[0]?.message).toMatch(/GSTIN starts with 07, but the state is 27/);

    // without a lock (an API client changing one field) the current version is taken
    const noLock = await t.admin.gql<{ updateSellerProfile: Profile }>(UPDATE, { data: { logoWidth: 180 } });
    expect(noLock.data!.updateSellerProfile).toMatchObject({ logoWidth: 180, version: 2 });

    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('entity_id', '=', 'sellerProfile')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('the default logo: a PNG or JPEG uploaded by an ADMIN, checked by content, kept like product images and printed', async () => {
    // a PNG with transparency: kept as a JPEG flattened onto white
    const png = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const denied = await t.user.request('POST', '/files/logos', multipartFile('logo.png', png, 'image/png'));
    expect(denied.statusCode).toBe(403);

    const notImage = await t.admin.request(
      'POST',
      '/files/logos',
      multipartFile('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'),
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toMatch(/logo\.png is neither/);

    const up = await t.admin.request('POST', '/files/logos', multipartFile('logo.png', png, 'image/png'));
    expect(up.statusCode).toBe(200);
    const { url } = up.json<{ url: string }>();
    expect(url).toMatch(/^\/files\/images\/[0-9a-f]{64}\.jpg$/);
    const served = await t.user.request('GET', url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(false);

    const current = await t.user.gql<{ sellerProfile: Profile }>(`{ sellerProfile { version } }`);
    const unknown = await t.admin.gql(UPDATE, {
      data: { logo: `/files/images/${'0'.repeat(64)}.jpg` },
      version: current.data!.sellerProfile.version,
    });
    expect(unknown.errors?.[0]?.extensions?.field).toBe('logo');
    const withLogo = await t.admin.gql<{ updateSellerProfile: Profile }>(UPDATE, {
      data: { logo: url },
      version: current.data!.sellerProfile.version,
    });
    expect(withLogo.data!.updateSellerProfile.logo).toBe(url);

    // a document issued now prints that logo (the PDF holds one image)
    const saved = await t.user.gql<{ saveInvoice: { pdfUrl: string } }>(
      `mutation ($data: InvoiceDocumentInput!) { saveInvoice(kind: CASH_MEMO, data: $data) { pdfUrl } }`,
      {
        data: {
          clientName: 'Walk-in',
          invoiceDate: '2026-11-23',
          logo: url,
          productLines: [{ description: 'Soft toy', quantity: 1, rate: 250 }],
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(await imagesInPdf(saved.data!.saveInvoice.pdfUrl)).toBe(1);
  }, 30_000);

  // decision 170: the logo removed on the screen is sent as "" and the document is printed without one;
  // a document that says nothing of its logo (a credit note, an API caller) prints the seller profile's
  it('a document whose logo was removed prints none, though the seller profile has one', async () => {
    const imagesOf = async (logo: string | undefined) => {
      const saved = await t.user.gql<{ saveInvoice: { pdfUrl: string; document: { logo: string | null } } }>(
        `mutation ($data: InvoiceDocumentInput!) {
          saveInvoice(kind: CASH_MEMO, data: $data) { pdfUrl document { logo } }
        }`,
        {
          data: {
            clientName: 'Walk-in',
            invoiceDate: '2026-11-23',
            ...(logo === undefined ? {} : { logo }),
            productLines: [{ description: 'Soft toy', quantity: 1, rate: 250 }],
          },
        },
      );
      expect(saved.errors).toBeUndefined();
      return {
        logo: saved.data!.saveInvoice.document.logo,
        images: await imagesInPdf(saved.data!.saveInvoice.pdfUrl),
      };
    };
    const profile = await t.user.gql<{ sellerProfile: Profile }>(`{ sellerProfile { logo } }`);
    expect(profile.data!.sellerProfile.logo).toMatch(/^\/files\/images\//);
    expect(await imagesOf('')).toEqual({ logo: '', images: 0 });
    expect(await imagesOf(undefined)).toEqual({ logo: null, images: 1 });
  }, 30_000);

  // decision 170: a credit note has no logo to choose; it prints its invoice's, none where that was removed
  it("a credit note prints its invoice's logo: none where the invoice's was removed", async () => {
    const imagesOfNoteAgainst = async (invoiceLogo: string | undefined) => {
      const line = { description: 'Soft toy', quantity: 1, rate: 250, gst: 12, hsnCode: '9503', unit: 'PCS' };
      const save = (kind: string, data: Record<string, unknown>) =>
        t.user.gql<{ saveInvoice: { id: string; pdfUrl: string; document: { logo: string | null } } }>(
          `mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
            saveInvoice(kind: $kind, data: $data) { id pdfUrl document { logo } }
          }`,
          { kind, data },
        );
      const invoice = await save('GST_INVOICE', {
        clientName: 'Asha Traders',
        placeOfSupply: '27',
        invoiceDate: '2026-11-22',
        ...(invoiceLogo === undefined ? {} : { logo: invoiceLogo }),
        productLines: [line],
      });
      expect(invoice.errors).toBeUndefined();
      const note = await save('CREDIT_NOTE', {
        clientName: 'Asha Traders',
        invoiceDate: '2026-11-23',
        againstInvoice: invoice.data!.saveInvoice.id,
        creditReason: 'RETURN',
        productLines: [{ ...line, invoiceLine: 1 }],
      });
      expect(note.errors).toBeUndefined();
      return {
        logo: note.data!.saveInvoice.document.logo,
        images: await imagesInPdf(note.data!.saveInvoice.pdfUrl),
      };
    };
    expect(await imagesOfNoteAgainst('')).toEqual({ logo: '', images: 0 });
    expect(await imagesOfNoteAgainst(undefined)).toEqual({ logo: null, images: 1 });
  }, 30_000);

  it('migration 011 moves a profile kept in app_state into the settings table unchanged', async () => {
    const db = t.app.database.db;
    const before = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'sellerProfile')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('settings').where('key', '=', 'sellerProfile').execute();
    await db.insertInto('app_state').values({ key: 'setting:seller_profile', value: before.value }).execute();
    await m011.up(db as never);
    const moved = await db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'sellerProfile')
      .executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ value: before.value, version: 1 });
    const left = await db
      .selectFrom('app_state')
      .select('key')
      .where('key', '=', 'setting:seller_profile')
      .execute();
    expect(left).toEqual([]);
    const read = await t.user.gql<{ sellerProfile: Profile }>(`{ sellerProfile { businessName version } }`);
    expect(read.data!.sellerProfile).toMatchObject({ businessName: 'Little Kid Retail', version: 1 });
  });
});
