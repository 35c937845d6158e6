/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
void reverse_copy(int n, int *restrict a, const int *restrict b) {
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
            t5 = vcc_load(vcc_v8_int, b + (n - 1 - t4) + -7);
            t6 = __builtin_shufflevector(t5, t5, 7, 6, 5, 4, 3, 2, 1, 0);
            t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
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
        a[i] = b[n - 1 - i] + 1;
    }
}

long weighted_down(int n, const short *a) {
    long s;
    int i;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    int t6;
    vcc_v4_int t7;
    vcc_v4_int t8;
    int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    vcc_v4_short t12;
    vcc_v4_short t13;
    vcc_v4_short t14;
    vcc_v4_short t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
    vcc_v4_long t19;
    vcc_v4_long t20;
    vcc_v4_long t21;
    vcc_v4_ulong t22;
    vcc_v4_ulong t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    long t26;
    vcc_v4_ulong t27;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t6 = (int)((long)i + t3 * -1L);
            t7 = (vcc_v4_int){t6, t6, t6, t6};
            t8 = t7 + (vcc_v4_int){0, -1, -2, -3};
            t9 = (int)((long)i + (t3 + 4L) * -1L);
            t10 = (vcc_v4_int){t9, t9, t9, t9};
            t11 = t10 + (vcc_v4_int){0, -1, -2, -3};
            t12 = vcc_load(vcc_v4_short, a + t6 + -3);
            t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v4_short, a + t9 + -3);
            t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            t16 = __builtin_convertvector(t8, vcc_v4_long);
            t17 = __builtin_convertvector(t11, vcc_v4_long);
            t18 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v4_int), vcc_v4_long);
            t19 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v4_int), vcc_v4_long);
            t20 = t18 * t16;
            t21 = t19 * t17;
            t22 = (vcc_v4_ulong)t20;
            t23 = t4 + t22;
            t24 = (vcc_v4_ulong)t21;
            t25 = t5 + t24;
            t26 = t3 + 8L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
            t4 = t23;
            t5 = t25;
        }
        t27 = t23 + t25;
        i_1 = (int)((long)i + t2 * -1L);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, t27, +));
    } else {
        i_1 = i;
        s = 0L;
    }
    for (; i_1 >= 0; i_1--) {
        s += (long)a[i_1] * (long)i_1;
    }
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, b + t4);
            t6 = t5 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t7 = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t4) + -7, t7);
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
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
