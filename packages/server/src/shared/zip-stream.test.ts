import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

describe('streamed ZIP archives', () => {
  it('writes every entry, in order, readable by an unzip tool', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    async function* entries() {
      yield { name: 'image1.jpeg', data: jpeg };
      yield { name: 'image2.jpeg', data: jpeg };
      yield {
        name: 'register.csv',
        data: new TextEncoder().encode('a,b\n1,2\n'.repeat(100)),
        compress: true,
      };
    }
    const archive = await buffer(zipStream(entries()));
    const files = unzipSync(new Uint8Array(archive));
    expect(Object.keys(files)).toEqual(['image1.jpeg', 'image2.jpeg', 'register.csv']);
    expect([...files['image1.jpeg']!]).toEqual([...jpeg]);
    expect(new TextDecoder().decode(files['register.csv']!)).toBe('a,b\n1,2\n'.repeat(100));
    // And by Info-ZIP's unzip, a reader that shares no code with the writer.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-')), 'a.zip');
    fs.writeFileSync(file, archive);
    expect(execFileSync('unzip', ['-tq', file]).toString()).toContain('No errors detected');
    expect(execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n')).toEqual([
      'image1.jpeg',
      'image2.jpeg',
      'register.csv',
    ]);
  });

  it('makes a valid empty archive', async () => {
    const archive = await buffer(zipStream([]));
    expect(Object.keys(unzipSync(new Uint8Array(archive)))).toEqual([]);
  });

  it('fails the stream when the source of entries fails', async () => {
    async function* broken() {
      yield { name: 'a.txt', data: new Uint8Array([1]) };
      throw new Error('image store is gone');
    }
    await expect(buffer(zipStream(broken()))).rejects.toThrow('image store is gone');
  });
});
