import { strToU8, Zip, ZipDeflate } from 'fflate';

export type ZipEntry = { write(data: string | Uint8Array): void; end(): void };

/** A zip being written: its files, and `flush` between them to hand what is compressed so far to the store. */
export type ZipSink = { open(filename: string): ZipEntry; flush(): Promise<void> };

/** The archive is stored in parts of at least this many bytes (the last one excepted). */
export const ZIP_PART_BYTES = 1024 * 1024;

function joined(chunks: Uint8Array[], size: number) {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A zip archive written file by file as its content is read, and handed to `store` a part at a time: no more than a
 * part and a file's compressed bytes are held at once. Files may be open together (a table's JSON and CSV are
 * written from the same pages); fflate keeps a later file's compressed bytes until the earlier ones end.
 */
export function zipWriter(mtime: Date, store: (part: Uint8Array) => Promise<void>, partBytes = ZIP_PART_BYTES) {
  let chunks: Uint8Array[] = [];
  let held = 0;
  let size = 0;
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((err, data, final) => {
    if (err) failure = err;
    else {
      chunks.push(data);
      held += data.length;
    }
    if (final) finished = true;
  });
  const check = () => {
    if (failure) throw failure;
  };
  const send = async () => {
    const part = joined(chunks, held);
    chunks = [];
    held = 0;
    size += part.length;
    await store(part);
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
    /** Stores what is compressed so far once it makes a part. */
    async flush() {
      check();
      if (held >= partBytes) await send();
    },
    /** Ends the archive, stores its last part and answers its size in bytes. */
    async finish(): Promise<number> {
      zip.end();
      check();
      if (!finished) throw new Error('The zip archive did not finish');
      if (held > 0) await send();
      return size;
    },
  };
}
