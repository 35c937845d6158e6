/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=3 neon=5 */
#include "harness.h"

/* Stores through an index, `a[idx[i]] = x`: scatters whose lanes store in lane order, so that
   with repeated indices the last iteration's value is left, as in the scalar loop. The driver
   runs every kernel with all indices equal, with pairs of equal neighbours, with a descending
   run and with random indices; a scatter that stored its lanes in another order would leave an
   earlier iteration's value. Bodies with divisions pay for the scatter; the plain one and the
   ones whose object other accesses may touch stay scalar, with the reason. */
static float table[64];

void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = (b[i] + 1.0f) / (c[i] + 2.0f) / (b[i] * c[i] + 3.0f);
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i++)
        if (b[i] > 0.0f)
            a[idx[i]] = (b[i] + 1.0f) / (c[i] + 2.0f) / (b[i] * c[i] + 3.0f);
}

void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] / 7 + b[i] % 5 + i;
}

/* Into a global array, through an unsigned char index. */
void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++)
        table[idx[i] & 63] = b[i] / (b[i] + 0.5f) / (b[i] - 3.0f);
}

/* Too little work for the scatter to pay: stays scalar (not profitable). */
void scatter_plain(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] * 2.0f;
}

/* `a` may alias `b`: stays scalar. */
void scatter_alias(int n, float *a, const int *restrict idx, const float *b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] / (b[i] + 0.5f) / (b[i] - 3.0f);
}

/* Two stores through indices into one array: stays scalar. */
void scatter_two(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        a[idx[i]] = b[i] / (b[i] + 0.5f);
        a[idx[i] / 2] = b[i] / (b[i] - 3.0f);
    }
}

/* A histogram (a load and a store of one element through an index): stays scalar. */
void histogram(int n, int *restrict h, const unsigned char *restrict p) {
    for (int i = 0; i < n; i++)
        h[p[i]]++;
}

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 0; break;                              /* all equal */
        case 1: idx[k] = (k / 2) % m; break;                    /* pairs */
        case 2: idx[k] = (n - 1 - k) / 3 % m; break;            /* descending runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break; /* random */
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = n > 0 ? n : 1;
        for (int pattern = 0; pattern < 4; pattern++) {
            int *idx = new_array(n, 4), *ia = new_array(m, 4), *ib = new_array(n, 4);
            float *a = new_array(m, 4), *b = new_array(n, 4), *c = new_array(n, 4), *ab = new_array(2 * m, 4);
            unsigned char *uidx = new_array(n, 1);
            int *h = new_array(256, 4);
            make_indices(idx, n, m, pattern);
            for (int k = 0; k < n; k++)
                uidx[k] = (unsigned char)(pattern == 0 ? 5 : idx[k] * 37);
            FILL(b, n, -20, 40);
            FILL(c, n, -10, 20);
            FILL(ib, n, -1000, 2000);
            for (int k = 0; k < n; k++)
                b[k] += (float)k * 0.125f;
            for (int k = 0; k < m; k++)
                a[k] = -1.0f, ia[k] = -1;
            for (int k = 0; k < 64; k++)
                table[k] = 0.0f;
            for (int k = 0; k < 256; k++)
                h[k] = 0;
            scatter_div(n, a, idx, b, c);
            printf("n=%d p=%d %llx", n, pattern, HASH(a, m));
            scatter_cond(n, a, idx, c, b);
            scatter_int(n, ia, idx, ib);
            scatter_global(n, uidx, b);
            printf(" %llx %llx %llx", HASH(a, m), HASH(ia, m), HASH(table, 64));
            scatter_plain(n, a, idx, c);
            for (int k = 0; k < 2 * m; k++)
                ab[k] = (float)k;
            scatter_alias(n, ab + 1, idx, ab);
            scatter_two(n, a, idx, b);
            histogram(n, h, uidx);
            printf(" %llx %llx %llx %llx\n", HASH(a, m), HASH(ab, 2 * m), HASH(a, m), HASH(h, 256));
            free(idx), free(ia), free(ib), free(a), free(b), free(c), free(ab), free(uidx), free(h);
        }
    }
    return 0;
}
