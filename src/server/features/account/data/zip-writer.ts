import { strToU8, Zip, ZipDeflate } from 'fflate';

export type ZipEntry = { write(data: string | Uint8Array): void; end(): void };

/**
 * A zip archive written file by file as its content is read. Files may be open together (a table's JSON and CSV are
 * written from the same pages); fflate keeps a later file's compressed bytes until the earlier ones end.
 */
export function zipWriter(mtime: Date) {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((err, data, final) => {
    if (err) failure = err;
    else chunks.push(data);
    if (final) finished = true;
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    open(filename: string): ZipEntry {
      const file = new ZipDeflate(filename, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      check();
      return {
        write: (data) => {
          file.push(typeof data === 'string' ? strToU8(data) : data);
          check();
        },
        end: () => {
          file.push(new Uint8Array(0), true);
          check();
        },
      };
    },
    /** Ends the archive and answers its bytes. */
    finish(): Uint8Array {
      zip.end();
      check();
      if (!finished) throw new Error('The zip archive did not finish');
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        out.set(chunk, at);
        at += chunk.length;
      }
      return out;
    },
  };
}
