// The Text To Speech tab's Download: a WAV made in the browser by eSpeak NG compiled to WebAssembly (the
// npm package `espeak-ng`, GPL-3.0-or-later; decision 104). Nothing leaves the browser. The engine (18 MB
// of WebAssembly with every eSpeak language, Hindi among them) is fetched the first time a WAV is made.
import wasmUrl from 'espeak-ng/dist/espeak-ng.wasm?url';

/** The languages of the tab: eSpeak's voice for the WAV, the BCP 47 tag the browser's voices carry. */
export const SPEECH_LANGUAGES = [
  { id: 'en', label: 'English', espeakVoice: 'en-us', lang: 'en' },
  { id: 'hi', label: 'Hindi (हिन्दी)', espeakVoice: 'hi', lang: 'hi' },
] as const;
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number];

/** The most characters one WAV takes (about five minutes of speech). */
export const MAX_SPEECH_CHARS = 5000;

/** eSpeak's speed at rate 1 (words a minute); the tab's speed multiplies it. */
const WORDS_PER_MINUTE = 175;

/** `text` spoken in `language` at `rate` (0.5–2) as a 16-bit mono WAV. */
export async function offlineWav(text: string, language: SpeechLanguage, rate: number): Promise<Blob> {
  const { default: ESpeakNg } = await import('espeak-ng');
  const errors: string[] = [];
  const module: Parameters<typeof ESpeakNg>[0] & { FS?: { writeFile(p: string, d: string): void } } = {
    // `espeak-ng -b 1 -v <voice> -s <words a minute> -f <text file> -w <wav>`: UTF-8 input; the text goes
    // in a file, not on the command line, so a line starting with "-" is not taken for an option
    arguments: [
      '-b',
      '1',
      '-v',
      language.espeakVoice,
      '-s',
      String(Math.round(WORDS_PER_MINUTE * rate)),
    ].concat(['-f', '/input.txt', '-w', '/speech.wav']),
    locateFile: () => wasmUrl,
    print: () => {},
    printErr: (line) => errors.push(line),
    preRun: [() => module.FS!.writeFile('/input.txt', text)],
  };
  const engine = await ESpeakNg(module);
  let wav: Uint8Array;
  try {
    wav = engine.FS.readFile('/speech.wav');
  } catch {
    throw new Error(`The speech engine made no sound${errors.length > 0 ? `: ${errors.join(' ')}` : ''}`);
  }
  return new Blob([wav.slice()], { type: 'audio/wav' });
}
