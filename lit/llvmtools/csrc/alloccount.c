// Counting allocation functions for programs lowered with
// finalize-memref-to-llvm{use-generic-functions=true}: memref.alloc calls
// _mlir_memref_to_llvm_alloc (or _aligned_alloc with use-aligned-alloc),
// memref.dealloc calls _mlir_memref_to_llvm_free. Loaded by mlir-runner
// with -shared-libs; built by lit/llvmtools (RunCounted).
//
// Every live block is kept in a hash table with its size, so that a free
// of a pointer that is not live (never allocated here, or already freed)
// is counted as a bad free and not passed to free(3). At exit one line
//   memopt-alloc-counts allocs=A frees=F bad-frees=B peak-bytes=P leaked-bytes=L leaked-blocks=N
// goes to the file named by MEMOPT_ALLOC_COUNTS (stderr when unset).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct block {
  void *p;
  uint64_t size;
  struct block *next;
};

static struct block **table;
static uint64_t buckets;
static uint64_t allocs, frees, badFrees, liveBytes, liveBlocks, peakBytes;

static uint64_t slot(void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return x & (buckets - 1);
}

static void grow(void) {
  uint64_t old = buckets;
  struct block **oldTable = table;
  buckets = old ? old * 2 : 4096;
  table = calloc(buckets, sizeof *table);
  if (!table) abort();
  for (uint64_t i = 0; i < old; i++) {
    struct block *b = oldTable[i];
    while (b) {
      struct block *next = b->next;
      uint64_t s = slot(b->p);
      b->next = table[s];
      table[s] = b;
      b = next;
    }
  }
  free(oldTable);
}

static void *record(void *p, uint64_t size) {
  allocs++;
  if (!p) return p;
  if (liveBlocks + 1 > buckets) grow();
  struct block *b = malloc(sizeof *b);
  if (!b) abort();
  b->p = p;
  b->size = size;
  uint64_t s = slot(p);
  b->next = table[s];
  table[s] = b;
  liveBlocks++;
  liveBytes += size;
  if (liveBytes > peakBytes) peakBytes = liveBytes;
  return p;
}

void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  return record(malloc(size ? size : 1), size);
}

void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment, uint64_t size) {
  void *p = NULL;
  if (alignment < sizeof(void *)) alignment = sizeof(void *);
  if (posix_memalign(&p, alignment, size ? size : 1) != 0) p = NULL;
  return record(p, size);
}

void _mlir_memref_to_llvm_free(void *p) {
  if (buckets) {
    struct block **link = &table[slot(p)];
    for (struct block *b = *link; b; link = &b->next, b = b->next) {
      if (b->p != p) continue;
      *link = b->next;
      liveBlocks--;
      liveBytes -= b->size;
      frees++;
      free(b);
      free(p);
      return;
    }
  }
  badFrees++;
}

__attribute__((destructor)) static void report(void) {
  const char *path = getenv("MEMOPT_ALLOC_COUNTS");
  FILE *f = path && *path ? fopen(path, "w") : stderr;
  if (!f) f = stderr;
  fprintf(f,
          "memopt-alloc-counts allocs=%llu frees=%llu bad-frees=%llu "
          "peak-bytes=%llu leaked-bytes=%llu leaked-blocks=%llu\n",
          (unsigned long long)allocs, (unsigned long long)frees,
          (unsigned long long)badFrees, (unsigned long long)peakBytes,
          (unsigned long long)liveBytes, (unsigned long long)liveBlocks);
  if (f != stderr) fclose(f);
  else fflush(f);
}
