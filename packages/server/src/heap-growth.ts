import v8 from 'node:v8';

/**
 * How much V8 lets a long-running process's heap grow past what its last full collection kept:
 * 1.5×, set before the process's work starts. V8's own factor on a machine with memory to spare
 * is up to 4×, so under load a server keeping ~120 MB alive held 300+ MB of heap between
 * collections (bench/README.md, "Server memory"). With 1.5× its resident memory under the
 * request bench's load stays within ~40 MB of idle at the same throughput; unlike a heap size
 * limit (`--max-old-space-size`), nothing large (an export, a first sync) can run out of heap.
 * A flag V8 reads at each collection, so setting it at run time takes effect.
 */
export function keepHeapGrowthModest(): void {
  v8.setFlagsFromString('--heap-growing-percent=50');
}
