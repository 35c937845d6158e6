/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, b + t4);
            t6 = vcc_splat(vcc_v8_int, *scale);
            t7 = t5 * t6;
            vcc_store(a + t4, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * *scale;
    }
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, b + t4);
            t6 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            t7 = t5 * t6;
            t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t4, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * factor + 1;
    }
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, b + t4);
            t6 = vcc_splat(vcc_v8_float, k[0]);
            t7 = t5 * t6;
            t8 = vcc_splat(vcc_v8_float, k[1]);
            t9 = t7 + t8;
            vcc_store(a + t4, t9);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (it can be sunk after the
   loop), and an accumulation through a pointer (a reduction in memory). */
void store_last(int n, int *restrict out, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *out = a[i] + i;
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
