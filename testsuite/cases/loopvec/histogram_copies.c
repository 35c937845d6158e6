/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Histograms (`h[idx[i]]++`) stay scalar; those into an integer array of known length that
   nothing else in the loop touches are privatized: the iterations go in turn to two copies of
   the array (four when a constant count is long enough), the others on the stack, added into it
   after the loop
   (transform/privatize.rs). The driver runs every kernel over trip counts 0, 1, odd ones, ones
   around the guard's threshold and large ones, with all indices equal, with runs of equal
   neighbours and with random indices; the 8-bit counters wrap. Refused, with the reason: a
   loop that also reads the counts, counts through a pointer (unknown extent, may alias the
   indices), indices that may point into the counts, arrays too large for the stack budget, a
   loop too short for the copies to pay, float counters. */
#define BIG 40000
static unsigned hist_u[64];
static unsigned char hist_u8[256];
static int hist_i[64];
static long hist_l[32];
static unsigned short hist_us[100];
static unsigned hist_2[512];
static unsigned hist_big[2048];
static float hist_f[64];
static int src_const[5001];
static unsigned hist_const[64];
static unsigned hist_const4[64];
static unsigned hist_short[64];

void count_u(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_u[idx[i]]++;
}

/* 8-bit counters wrap: exact modulo 256 in any order. */
void count_u8(int n, const unsigned char *restrict p) {
    for (int i = 0; i < n; i++)
        hist_u8[p[i]]++;
}

/* Signed weights, added and subtracted. */
void weigh_i(int n, const int *restrict idx, const int *restrict w) {
    for (int i = 0; i < n; i++)
        hist_i[idx[i]] += w[i];
}

void uncount_l(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_l[idx[i] & 31] -= 3;
}

/* From `lo` to `hi`, unsigned short counters indexed by a long. */
void count_us(long lo, long hi, const unsigned *restrict idx) {
    for (long i = lo; i < hi; i++)
        hist_us[idx[i] % 100u] += 1;
}

/* Two copies: three 2 KiB copies would pass the stack budget. */
void count_2(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_2[idx[i] & 511]++;
}

/* A local array, set by a loop vectorized before this one (its vector stores do not let it
   escape: privatized). */
unsigned long long count_local(int n, const int *restrict idx) {
    unsigned h[64];
    for (int b = 0; b < 64; b++)
        h[b] = (unsigned)b;
    for (int i = 0; i < n; i++)
        h[idx[i]]++;
    unsigned long long s = 0;
    for (int b = 0; b < 64; b++)
        s = s * 31 + h[b];
    return s;
}

/* A constant count, large enough: no guard. */
void count_const(void) {
    for (int i = 0; i < 3000; i++)
        hist_const[src_const[i]]++;
}

/* A constant count long enough for four copies, odd: the ring leaves from its second copy. */
void count_const4(void) {
    for (int i = 0; i < 5001; i++)
        hist_const4[src_const[i]]++;
}

/* A constant count too small for the copies to pay: left as it is. */
void count_short(void) {
    for (int i = 0; i < 100; i++)
        hist_short[src_const[i]]++;
}

/* The loop also reads the counts: left as it is. */
unsigned count_and_read(int n, const int *restrict idx) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        hist_u[idx[i]]++;
        s += hist_u[0];
    }
    return s;
}

/* Counts through a pointer (unknown extent; it may alias the indices): left as it is. */
void count_ptr(int n, int *h, const int *idx) {
    for (int i = 0; i < n; i++)
        h[idx[i]]++;
}

/* The indices may point into the counts (the driver makes them, and runs enough iterations
   for the copies): left as it is. */
void count_alias(int n, const int *idx) {
    for (int i = 0; i < n; i++)
        hist_i[idx[i & 63] & 63]++;
}

/* 8 KiB: too large for private copies. */
void count_big(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_big[idx[i] & 2047]++;
}

/* Float counters: their sums depend on the order, left as they are. */
void count_f(int n, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        hist_f[idx[i]] += 0.1f;
}

static const int counts[] = {0, 1, 2, 3, 7, 1023, 1024, 1025, 2047, 4095, 4096, 4097, 5001, 8191, 8192, BIG};

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 5 % m; break;                               /* all equal */
        case 1: idx[k] = (k / 3) % m; break;                         /* runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break;   /* random */
        }
    }
}

int main(void) {
    int *idx = new_array(BIG, 4), *w = new_array(BIG, 4);
    unsigned *uidx = new_array(BIG, 4);
    unsigned char *p8 = new_array(BIG, 1);
    int *h = new_array(64, 4);
    for (int k = 0; k < 5001; k++)
        src_const[k] = (int)(next_rand() % 64u);
    for (int rep = 0; rep < 2; rep++) {
        count_const();
        count_const4();
        count_short();
        printf("const %llx %llx %llx\n", HASH(hist_const, 64), HASH(hist_const4, 64), HASH(hist_short, 64));
    }
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int pattern = 0; pattern < 3; pattern++) {
            make_indices(idx, n, 64, pattern);
            for (int k = 0; k < n; k++) {
                w[k] = (int)(next_rand() % 2001u) - 1000;
                uidx[k] = (unsigned)idx[k] * 7u + (unsigned)k % 3u * 1000u;
                p8[k] = (unsigned char)(pattern == 0 ? 200 : idx[k] * 4 + k % 4);
            }
            count_u(n, idx);
            count_u8(n, p8);
            weigh_i(n, idx, w);
            uncount_l(n, idx);
            count_us(n / 3, n, uidx);
            count_2(n, w);
            unsigned long long local = count_local(n, idx);
            printf("n=%d p=%d u %llx u8 %llx i %llx l %llx us %llx 2 %llx local %llx", n, pattern, HASH(hist_u, 64), HASH(hist_u8, 256),
                   HASH(hist_i, 64), HASH(hist_l, 32), HASH(hist_us, 100), HASH(hist_2, 512), local);
            unsigned s = count_and_read(n, idx);
            for (int b = 0; b < 64; b++)
                h[b] = b;
            count_ptr(n < 64 ? n : 64, h, h);
            count_ptr(n, h, idx);
            for (int b = 0; b < 64; b++)
                hist_i[b] = (b * 7) & 63;
            count_alias(n, hist_i);
            count_big(n, w);
            count_f(n, idx);
            printf(" read %u %llx ptr %llx alias %llx big %llx f %llx\n", s, HASH(hist_u, 64), HASH(h, 64), HASH(hist_i, 64), HASH(hist_big, 2048),
                   HASH(hist_f, 64));
        }
    }
    free(idx), free(w), free(uidx), free(p8), free(h);
    return 0;
}
