/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last = -1;
    for (int i = 0; i < n; i++) {
        last = a[i] * 2 + 1;
        b[i] = last;
    }
    return last;
}

int final_index(int n, short *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_short t12;
    vcc_v8_short t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t7 = (int)((long)0 + (t3 + 8L));
            t8 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t10 = t6 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t11 = t9 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t12 = __builtin_convertvector(t10, vcc_v8_short);
            t13 = __builtin_convertvector(t11, vcc_v8_short);
            vcc_store(a + t4, t12);
            vcc_store(a + t7, t13);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

long second_induction(int n, long *a) {
    long j;
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    vcc_v4_long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = t3 + 4L;
            t5 = t3 + 8L;
            t6 = t3 + 12L;
            t7 = vcc_splat(vcc_v4_long, 10L + t3 * 3L);
            t8 = t7 + (vcc_v4_long){0L, 3L, 6L, 9L};
            t9 = vcc_splat(vcc_v4_long, 10L + t4 * 3L);
            t10 = t9 + (vcc_v4_long){0L, 3L, 6L, 9L};
            t11 = vcc_splat(vcc_v4_long, 10L + t5 * 3L);
            t12 = t11 + (vcc_v4_long){0L, 3L, 6L, 9L};
            t13 = vcc_splat(vcc_v4_long, 10L + t6 * 3L);
            t14 = t13 + (vcc_v4_long){0L, 3L, 6L, 9L};
            vcc_store(a + (int)((long)0 + t3), t8);
            vcc_store(a + (int)((long)0 + t4), t10);
            vcc_store(a + (int)((long)0 + t5), t12);
            vcc_store(a + (int)((long)0 + t6), t14);
            t15 = t3 + 16L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
        j = 10L + t2 * 3L;
    } else {
        i = 0;
        j = 10L;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        int last = last_value(n, b, a);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx\n", n, last, HASH(b, n), idx, HASH(s, n), j, HASH(l, n));
        free(a), free(b), free(s), free(l);
    }
    return 0;
}
