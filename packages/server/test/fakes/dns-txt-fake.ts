import dgram from 'node:dgram';

/**
 * A DNS server on loopback (UDP, RFC 1035 message format) that answers TXT questions from a table
 * the test fills in; every other name answers NXDOMAIN. The server's own resolver (node:dns with
 * SUBSITE_DNS_SERVERS) asks it as it would ask a real one.
 */
export interface DnsTxtFake {
  /** `127.0.0.1:port`, the value for SUBSITE_DNS_SERVERS. */
  server: string;
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
}

const TYPE_TXT = 16;

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! > 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function txtRdata(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(chunks);
}

export async function startDnsTxtFake(): Promise<DnsTxtFake> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    if (query.length < 12) return;
    const { name, end } = readName(query, 12);
    const type = query.readUInt16BE(end);
    const question = query.subarray(12, end + 4);
    const values = type === TYPE_TXT ? (records.get(name) ?? []) : [];
    const exists = records.has(name);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // QR, the query's RD, RA; rcode 3 (NXDOMAIN) for a name the table does not hold.
    header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (exists ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values.length, 6);
    const answers = values.map((value) => {
      const rdata = txtRdata(value);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(TYPE_TXT, 2);
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([fixed, rdata]);
    });
    socket.send(Buffer.concat([header, question, ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    setTxt(name, values) {
      records.set(name.toLowerCase(), values);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
