/* BitonicSort: sorts 65536 unsigned keys with a bitonic network, as the GPU sample does: one
   pass of one stage compares and swaps N/2 pairs, one pair per call. The pair's positions
   follow from the call's index by shifts and masks of uniform amounts; the loads and stores at
   them are varying (gathers and per-lane stores), and the sort direction is a varying branch.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 50
#endif
#define LOG_N 16
#define N (1 << LOG_N)

static unsigned keys[N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(a, stage, pass), linear(id), nomask)
#else
#pragma omp declare simd uniform(a, stage, pass) linear(id) notinbranch
#endif
void compare_swap(unsigned *a, int stage, int pass, int id)
{
    int distance = 1 << (stage - pass);
    int left = (id & (distance - 1)) + ((id >> (stage - pass)) << (stage - pass + 1));
    int right = left + distance;
    unsigned l = a[left], r = a[right];
    int increasing = ((id >> stage) & 1) == 0;
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    if (increasing) {
        a[left] = lesser;
        a[right] = greater;
    } else {
        a[left] = greater;
        a[right] = lesser;
    }
}

__attribute__((noinline)) void kernel(unsigned *a)
{
    for (int stage = 0; stage < LOG_N; stage++)
        for (int pass = 0; pass <= stage; pass++) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
            for (int id = 0; id < N / 2; id++) /* hot */
                compare_swap(a, stage, pass, id);
        }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        unsigned seed = 99u + (unsigned)r;
        for (int i = 0; i < N; i++) {
            seed = seed * 1664525u + 1013904223u;
            keys[i] = seed >> 4;
        }
        kernel(keys);
        h = bench_hash(h, keys, sizeof keys);
    }
    for (int i = 1; i < N; i++)
        if (keys[i - 1] > keys[i]) {
            printf("bitonicsort: not sorted at %d\n", i);
            return 1;
        }
    bench_print("bitonicsort", h);
    return 0;
}
