// The body a browser sends for an upload form: one file in the multipart field `file`.
import { Buffer } from 'node:buffer';

/** `content` as the file `filename` of type `contentType`, with the headers to send it with. */
export function multipartFile(filename: string, content: string | Buffer, contentType: string) {
  const boundary = '----sd' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
