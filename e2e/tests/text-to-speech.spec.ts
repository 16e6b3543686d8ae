import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { test, expect } from '../fixtures/test.ts';

// The Text To Speech tab: English and Hindi text saved as a WAV made in the browser by the WebAssembly
// speech engine, which loads only on this tab. Speak needs the browser's own voices; headless Chromium
// usually has none, and the tab says so.

/** The RIFF/WAVE header's format and the loudest 16-bit sample of the data chunk. */
function readWav(bytes: Buffer) {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WAVE');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  let peak = 0;
  let samples = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ')
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    if (id === 'data') {
      // eSpeak may leave the streamed size unset: the data runs to the end of the file then
      const end = Math.min(bytes.length, size === 0 || size > bytes.length ? bytes.length : body + size);
      for (let i = body; i + 1 < end; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)));
      samples = Math.floor((end - body) / 2);
      break;
    }
    offset = body + size + (size % 2);
  }
  return { format, peak, samples };
}

test('Text To Speech: an English and a Hindi WAV made offline in the browser; the engine loads only on this tab', async ({
  session: page,
}) => {
  const engineRequests: string[] = [];
  page.on('request', (r) => {
    if (/espeak-ng/.test(r.url())) engineRequests.push(r.url());
  });
  await page.goto('/bulk');
  await page.getByRole('tab', { name: 'Get All Profit' }).click();
  await expect(page).toHaveURL(/\/bulk\/profit$/);
  await page.getByRole('tab', { name: 'Text To Speech' }).click();
  await expect(page).toHaveURL(/\/bulk\/texttospeech$/);
  await expect(page.getByRole('tab', { name: 'Text To Speech' })).toHaveAttribute('aria-selected', 'true');
  expect(engineRequests).toEqual([]);

  await expect(page.getByRole('button', { name: 'Download WAV' })).toBeDisabled();
  await page.getByLabel('Text').fill('Your order 1042 has shipped. Thank you for shopping with us.');
  // Speak uses the browser's voices: either there is one, or the tab says there is none.
  const speak = page.getByRole('button', { name: 'Speak' });
  if (await speak.isDisabled())
    await expect(page.getByText('This browser has no English voice, so Speak is off.')).toBeVisible();

  const english = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download WAV' }).click();
  const englishFile = await english;
  expect(englishFile.suggestedFilename()).toBe('speech-en.wav');
  const en = readWav(readFileSync(await englishFile.path()));
  expect(en.format).toEqual({ channels: 1, sampleRate: 22050, bits: 16 });
  expect(en.samples).toBeGreaterThan(22050); // more than a second of speech
  expect(en.peak).toBeGreaterThan(1000); // not silence
  expect(engineRequests.some((u) => u.endsWith('.wasm'))).toBe(true);

  await page.getByLabel('Text').fill('नमस्ते, आपका ऑर्डर भेज दिया गया है।');
  await expect(page.getByText('The text has Hindi letters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Hindi (हिन्दी)' }).click();
  await expect(page.getByText('The text has Hindi letters')).toBeHidden();
  const hindi = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download WAV' }).click();
  const hindiFile = await hindi;
  expect(hindiFile.suggestedFilename()).toBe('speech-hi.wav');
  const hi = readWav(readFileSync(await hindiFile.path()));
  expect(hi.samples).toBeGreaterThan(22050);
  expect(hi.peak).toBeGreaterThan(1000);
  await expect(page.getByText('speech-hi.wav is saved')).toBeVisible();
});

test('the Bulk tab bar scrolls sideways at phone width: every tab can be reached whole', async ({
  session: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bulk');
  const strip = page.getByRole('tablist', { name: 'Bulk screens' });
  const scroller = strip.locator('xpath=..');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth); // six tabs do not fit in 390 px: the strip scrolls
  for (const name of ['Text To Speech', 'Listing (2)', 'Download Image from URLs']) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // the selected tab is scrolled whole into the strip's view, not cut at an edge
    const box = (await tab.boundingBox())!;
    const view = (await scroller.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(view.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width + 1);
  }
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);

  if (process.env.E2E_SCREENSHOTS) {
    const dir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
    await page.getByRole('tab', { name: 'Text To Speech' }).click();
    await page.getByLabel('Text').fill('नमस्ते, आपका ऑर्डर भेज दिया गया है। Your order has shipped.');
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.mouse.move(0, height - 1);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await page.screenshot({ path: join(dir, `bulk-text-to-speech-light-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: /dark theme/i }).click();
      await page.mouse.move(0, height - 1);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await page.screenshot({ path: join(dir, `bulk-text-to-speech-dark-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: /light theme/i }).click();
    }
  }
});
