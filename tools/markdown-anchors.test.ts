// scripts/check-doc-references.ts refuses a link to a place in a Markdown file that is not there, so its
// anchors must be the ones GitHub makes of the same headings (the expected values below are GitHub's
// anchors of these headings, as its rendered pages link them).
import { describe, expect, it } from 'vitest';
import { markdownAnchors } from '../scripts/markdown-anchors.ts';

describe('markdownAnchors', () => {
  it('makes the anchors GitHub makes of headings', () => {
    const anchors = markdownAnchors(
      [
        '# Billing',
        '### Saved documents are never edited (decision 081)',
        "### A supplier's bill number is a GST invoice number (decision 208)",
        '### Settings › Seller profile',
        '#### The TCS/TDS ledger counts by the month of the event (decision 321)',
        '### "No attempt" is read from the courier\'s latest reason (decision 310)',
        '### The SKU tool: exact SKUs first, listed SKUs only (decisions 121, 139, 296)',
        '## Texts (`message-settings.ts`, `messages.ts`)',
        '## A [linked](https://example.com) **bold** heading',
        '## Dates in words write "Sep" — always',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'billing',
      'saved-documents-are-never-edited-decision-081',
      'a-suppliers-bill-number-is-a-gst-invoice-number-decision-208',
      'settings--seller-profile',
      'the-tcstds-ledger-counts-by-the-month-of-the-event-decision-321',
      'no-attempt-is-read-from-the-couriers-latest-reason-decision-310',
      'the-sku-tool-exact-skus-first-listed-skus-only-decisions-121-139-296',
      'texts-message-settingsts-messagests',
      'a-linked-bold-heading',
      'dates-in-words-write-sep--always',
    ]);
  });

  it('numbers a repeated heading, reads explicit ids and skips fenced code', () => {
    const anchors = markdownAnchors(
      ['## Screens', '## Screens', '<a id="decision-014"></a>', '```sh', '# not a heading', '```'].join('\n'),
    );
    expect([...anchors].sort()).toEqual(['decision-014', 'screens', 'screens-1']);
  });
});
