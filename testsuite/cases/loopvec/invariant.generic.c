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
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    long t12;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    t4 = (unsigned long)a;
    t5 = (unsigned long)scale;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_int, b + t8);
            t10 = vcc_splat(vcc_v8_int, *scale);
            t11 = t9 * t10;
            vcc_store(a + t8, t11);
            t12 = t7 + 8L;
            if (t12 >= t6) {
                break;
            }
            t7 = t12;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * *scale;
    }
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    long t13;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)&factor;
    t3 = (unsigned long)a;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_int, b + t8);
            t10 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            t11 = t9 * t10;
            t12 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t8, t12);
            t13 = t7 + 8L;
            if (t13 >= t6) {
                break;
            }
            t7 = t13;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * factor + 1;
    }
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    long t14;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    t4 = (unsigned long)a;
    t5 = (unsigned long)k;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(8L + (t1 - 1L) * 0L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_float, b + t8);
            t10 = vcc_splat(vcc_v8_float, k[0]);
            t11 = t9 * t10;
            t12 = vcc_splat(vcc_v8_float, k[1]);
            t13 = t11 + t12;
            vcc_store(a + t8, t13);
            t14 = t7 + 8L;
            if (t14 >= t6) {
                break;
            }
            t7 = t14;
        }
        i = (int)((long)0 + t6);
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
