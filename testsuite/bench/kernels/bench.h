/* Shared by the benchmark kernels (testsuite/bench/kernels/): the repetition count and checksums.
   A kernel's main runs its kernel `bench_reps(argc, argv)` times: REPS (a macro with a default in
   each kernel, so -DREPS=1 overrides it), or the number given as the first argument.
   Checksums hash the bits of the results (FNV-1a), so they are exact for integers and, for
   floats, identical between builds unless an operation is reassociated. */
#ifndef VCC_BENCH_H
#define VCC_BENCH_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long bench_reps(int argc, char **argv, long reps)
{
    return argc > 1 ? atol(argv[1]) : reps;
}

static unsigned long long bench_hash(unsigned long long h, const void *data, size_t bytes)
{
    const unsigned char *p = (const unsigned char *)data;
    for (size_t i = 0; i < bytes; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

#define BENCH_HASH_INIT 14695981039346656037ull

static void bench_print(const char *name, unsigned long long h)
{
    printf("%s %016llx\n", name, h);
}
#endif
