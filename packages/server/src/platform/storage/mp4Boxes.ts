/** Writing MP4 boxes (ISO BMFF): a box is its size, its type and its payload; numbers big-endian. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

export const u8 = (...values: number[]): Buffer => Buffer.from(values);

export const u16 = (n: number): Buffer => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** One or more 32-bit values. */
export const u32 = (...values: number[]): Buffer => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((n, i) => b.writeUInt32BE(n >>> 0, i * 4));
  return b;
};

export const u64 = (n: number): Buffer => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
