import { strFromU8, unzipSync } from 'fflate';

/** What an images.zip holds: how many images, and the reason for each line that gave none. */
export interface ImagesZipReport {
  saved: number;
  /** Line number → the server's reason, from errors.txt ("Line 2: …"). */
  failures: Map<number, string>;
}

/**
 * Reads the archive the server streamed (it cannot send the count ahead of the images): the images are
 * counted from its directory, and only errors.txt is unpacked.
 */
export function readImagesZip(zip: Uint8Array): ImagesZipReport {
  let saved = 0;
  const files = unzipSync(zip, {
    filter: (file) => {
      if (/^image\d+\.jpeg$/.test(file.name)) saved++;
      return file.name === 'errors.txt';
    },
  });
  const failures = new Map<number, string>();
  const errors = files['errors.txt'];
  for (const line of errors ? strFromU8(errors).split(/\r?\n/) : []) {
    const match = /^Line (\d+): (.*)$/.exec(line);
    if (match) failures.set(Number(match[1]), match[2] ?? '');
  }
  return { saved, failures };
}
