import { createSocket, type RemoteInfo } from 'node:dgram';

const TYPE_TXT = 16;
const CLASS_IN = 1;

/** The question of a query: its name (lower-cased, no final dot), type and class, and where the question ends. */
function readQuestion(message: Buffer) {
  const labels: string[] = [];
  let at = 12;
  while (at < message.length && message[at] !== 0) {
    const length = message[at];
    // A query's question never uses compression pointers (RFC 1035 4.1.4): refuse one.
    if (length > 63 || at + 1 + length > message.length) return undefined;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  if (at + 5 > message.length) return undefined;
  const end = at + 5;
  return {
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(at + 1),
    klass: message.readUInt16BE(at + 3),
    end,
  };
}

/** A TXT record's data: each string at most 255 bytes, as character-strings one after another. */
function txtData(value: string) {
  const bytes = Buffer.from(value, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length || parts.length === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

/**
 * The answer to one query: its id and question echoed, and a TXT record for each value the name has (answer
 * compressed to point at the question's name), NXDOMAIN for an unknown name, no answers for another type.
 */
function answer(query: Buffer, records: ReadonlyMap<string, string[]>): Buffer | undefined {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return undefined;
  const question = readQuestion(query);
  if (!question) return undefined;
  const values = records.get(question.name);
  const txt = question.type === TYPE_TXT && question.klass === CLASS_IN ? (values ?? []) : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, the query's opcode and RD echoed, AA; RCODE 3 (NXDOMAIN) for a name we do not hold.
  const flags = 0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | (values ? 0 : 3);
  header.writeUInt16BE(flags, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(txt.length, 6);
  const answers = txt.map((value) => {
    const data = txtData(value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's, at offset 12
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
}

export type DnsServer = {
  /** `127.0.0.1:port`, for DNS_SERVERS. */
  address: string;
  /** TXT values by name (lower-case, no final dot); a name not in it answers NXDOMAIN. */
  records: Map<string, string[]>;
  /** Queries received, by name. */
  queries: string[];
  close(): Promise<void>;
};

/** A loopback DNS server over UDP answering TXT queries from `records`, which the test changes at will. */
export async function startDnsServer(): Promise<DnsServer> {
  const socket = createSocket('udp4');
  const records = new Map<string, string[]>();
  const queries: string[] = [];
  socket.on('message', (message: Buffer, peer: RemoteInfo) => {
    const name = readQuestion(message)?.name;
    if (name !== undefined) queries.push(name);
    const reply = answer(message, records);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    records,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
