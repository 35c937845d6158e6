/* Shared by the coverage suite's loop files (testsuite/coverage/, the .c files): the global arrays every
   loop works on, their deterministic initial values, the checksum and the driver.

   A loop file defines its loops with LOOP(name) { ... } (one function per loop, static helpers
   above it; every loop line of the kernel marked with a hot comment, a loop that only sets up
   data left unmarked), lists them in a table `loops[]` of COVER_1D/COVER_2D entries and
   ends with COVER_MAIN. Its program runs `prog [NAME|all] [REPS]`: for each selected loop,
   the arrays are initialized, the loop is called REPS times (default: about COVER_WORK inner
   iterations in all, or the environment's COVER_WORK) and "NAME CHECKSUM" is printed, a hash of the bits of every array and
   result, so that two builds agree only if every value is bit-identical.
   The run-time parameters n (LEN, or the environment's COVER_N from 1 to LEN), m (1), k (4, or
   the environment's COVER_K from 0 to LEN/2) and s (0.5) reach every loop as arguments of an indirect call: the compilers cannot see
   their values. */
#ifndef VCC_COVER_H
#define VCC_COVER_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LEN 32000
#define LEN2 256
#ifndef COVER_WORK
#define COVER_WORK 100000000L
#endif

static float a[LEN], b[LEN], c[LEN], d[LEN], e[LEN];
static float aa[LEN2][LEN2], bb[LEN2][LEN2], cc[LEN2][LEN2];
static double da[LEN], db[LEN], dc[LEN];
static int ia[LEN], ib[LEN], ic[LEN], ix[LEN];
static unsigned ua[LEN];
static short sa[LEN], sb[LEN];
static unsigned char ca[LEN], cb[LEN];
static float fres;
static double dres;
static long lres;
static int ires;

/* One loop: n (LEN), m (1), k (4), s (0.5f) are run-time parameters. */
#define LOOP(name) __attribute__((noinline)) static void name(int n, int m, int k, float s)
/* Keeps the unused parameters of a loop quiet under -Wextra. */
#define USE(x) ((void)(x))

typedef void cover_fn(int n, int m, int k, float s);
struct cover_loop {
    const char *name;
    cover_fn *fn;
    long iters; /* inner iterations per call, for the default repetition count */
};
#define COVER_1D(name) { #name, name, LEN }
#define COVER_2D(name) { #name, name, (long)LEN2 * LEN2 }
#define COVER_N(name, iters) { #name, name, iters }

static void cover_init(void)
{
    for (int i = 0; i < LEN; i++) {
        a[i] = (float)((i * 7) % 23 - 11) * 0.125f;
        b[i] = (float)((i * 13) % 17 + 1) * 0.0625f;
        c[i] = (float)((i * 5) % 19 - 9) * 0.25f;
        d[i] = (float)((i * 3) % 11 + 1) * 0.5f;
        e[i] = (float)((i * 11) % 29 - 14) * 0.03125f;
        da[i] = (double)((i * 7) % 31 - 15) * 0.125;
        db[i] = (double)((i * 3) % 13 + 1) * 0.25;
        dc[i] = (double)((i * 17) % 37 - 18) * 0.0625;
        ia[i] = (i * 7) % 101 - 50;
        ib[i] = (i * 13) % 67 + 1;
        ic[i] = (i * 5) % 43 - 21;
        ix[i] = (int)(((long)i * 7919) % LEN); /* a permutation of 0..LEN-1 */
        ua[i] = (unsigned)i * 2654435761u;
        sa[i] = (short)((i * 37) % 601 - 300);
        sb[i] = (short)((i * 11) % 257 - 128);
        ca[i] = (unsigned char)(i * 29 + 7);
        cb[i] = (unsigned char)(i * 3 + (i >> 5));
    }
    for (int i = 0; i < LEN2; i++)
        for (int j = 0; j < LEN2; j++) {
            aa[i][j] = (float)((i * 7 + j * 3) % 19 - 9) * 0.125f;
            bb[i][j] = (float)((i * 5 + j * 11) % 23 + 1) * 0.0625f;
            cc[i][j] = (float)((i + j * 13) % 17 - 8) * 0.25f;
        }
    fres = 0.0f;
    dres = 0.0;
    lres = 0;
    ires = 0;
}

static unsigned long long cover_hash(unsigned long long h, const void *data, size_t bytes)
{
    const unsigned *p = (const unsigned *)data;
    for (size_t i = 0; i < bytes / sizeof *p; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

static unsigned long long cover_checksum(void)
{
    unsigned long long h = 14695981039346656037ull;
    h = cover_hash(h, a, sizeof a);
    h = cover_hash(h, b, sizeof b);
    h = cover_hash(h, c, sizeof c);
    h = cover_hash(h, d, sizeof d);
    h = cover_hash(h, e, sizeof e);
    h = cover_hash(h, aa, sizeof aa);
    h = cover_hash(h, bb, sizeof bb);
    h = cover_hash(h, cc, sizeof cc);
    h = cover_hash(h, da, sizeof da);
    h = cover_hash(h, db, sizeof db);
    h = cover_hash(h, dc, sizeof dc);
    h = cover_hash(h, ia, sizeof ia);
    h = cover_hash(h, ib, sizeof ib);
    h = cover_hash(h, ic, sizeof ic);
    h = cover_hash(h, ix, sizeof ix);
    h = cover_hash(h, ua, sizeof ua);
    h = cover_hash(h, sa, sizeof sa);
    h = cover_hash(h, sb, sizeof sb);
    h = cover_hash(h, ca, sizeof ca);
    h = cover_hash(h, cb, sizeof cb);
    h = cover_hash(h, &fres, sizeof fres);
    h = cover_hash(h, &dres, sizeof dres);
    h = cover_hash(h, &lres, sizeof lres);
    h = cover_hash(h, &ires, sizeof ires);
    return h;
}

static int cover_main(const struct cover_loop *loops, int count, int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : "all";
    long reps = argc > 2 ? atol(argv[2]) : 0;
    const char *work_text = getenv("COVER_WORK");
    long work = work_text ? (long)atof(work_text) : COVER_WORK;
    const char *k_text = getenv("COVER_K");
    int k = k_text ? atoi(k_text) : 4;
    if (k < 0 || k > LEN / 2)
        k = 4;
    const char *n_text = getenv("COVER_N");
    int n = n_text ? atoi(n_text) : LEN;
    if (n < 1 || n > LEN)
        n = LEN;
    int found = 0;
    for (int l = 0; l < count; l++) {
        if (strcmp(only, "all") != 0 && strcmp(only, loops[l].name) != 0)
            continue;
        found = 1;
        long r_count = reps > 0 ? reps : (work + loops[l].iters - 1) / loops[l].iters;
        cover_init();
        for (long r = 0; r < r_count; r++)
            loops[l].fn(n, 1, k, 0.5f);
        printf("%s %016llx\n", loops[l].name, cover_checksum());
    }
    if (!found) {
        fprintf(stderr, "no loop %s\n", only);
        return 2;
    }
    return 0;
}

#define COVER_MAIN                                                                  \
    int main(int argc, char **argv)                                                 \
    {                                                                               \
        return cover_main(loops, (int)(sizeof loops / sizeof loops[0]), argc, argv); \
    }
#endif
