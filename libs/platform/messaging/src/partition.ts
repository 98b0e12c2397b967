/**
 * Stable partition of a key: FNV-1a (32-bit) over the UTF-8 bytes, mod `partitions`. Stable across
 * processes and releases, which is what keeps a key on one stream and so in order.
 */
export function partitionOf(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(key, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
