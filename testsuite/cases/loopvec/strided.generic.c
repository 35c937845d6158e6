/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    const int *t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = b + 2 * t4;
            t6 = vcc_load(vcc_v8_int, t5);
            t7 = vcc_load(vcc_v8_int, t5 + 8);
            t8 = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            t9 = t8 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
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
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i] = b[i] + 0.5f;
}

long sum_stride4(int n, const int *a) {
    long s;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    const int *t6;
    const int *t7;
    vcc_v4_int t8;
    vcc_v4_int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    vcc_v4_int t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
    vcc_v4_int t15;
    vcc_v4_int t16;
    vcc_v4_int t17;
    vcc_v4_int t18;
    vcc_v4_int t19;
    vcc_v4_int t20;
    vcc_v4_int t21;
    vcc_v4_long t22;
    vcc_v4_long t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    long t28;
    vcc_v4_ulong t29;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t6 = a + 4 * (int)((long)0 + t3);
            t7 = a + 4 * (int)((long)0 + (t3 + 4L));
            t8 = vcc_load(vcc_v4_int, t6);
            t9 = vcc_load(vcc_v4_int, t6 + 4);
            t10 = vcc_load(vcc_v4_int, t6 + 8);
            t11 = vcc_load(vcc_v4_int, t6 + 12);
            t12 = __builtin_shufflevector(t8, t9, 0, 4, 0, 0);
            t13 = __builtin_shufflevector(t12, t10, 0, 1, 4, 3);
            t14 = __builtin_shufflevector(t13, t11, 0, 1, 2, 4);
            t15 = vcc_load(vcc_v4_int, t7);
            t16 = vcc_load(vcc_v4_int, t7 + 4);
            t17 = vcc_load(vcc_v4_int, t7 + 8);
            t18 = vcc_load(vcc_v4_int, t7 + 12);
            t19 = __builtin_shufflevector(t15, t16, 0, 4, 0, 0);
            t20 = __builtin_shufflevector(t19, t17, 0, 1, 4, 3);
            t21 = __builtin_shufflevector(t20, t18, 0, 1, 2, 4);
            t22 = __builtin_convertvector(t14, vcc_v4_long);
            t23 = __builtin_convertvector(t21, vcc_v4_long);
            t24 = (vcc_v4_ulong)t22;
            t25 = t4 + t24;
            t26 = (vcc_v4_ulong)t23;
            t27 = t5 + t26;
            t28 = t3 + 8L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t25;
            t5 = t27;
        }
        t29 = t25 + t27;
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, t29, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += (long)a[4 * i];
    }
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
