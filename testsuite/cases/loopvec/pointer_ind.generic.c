/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
void triple_in_place(int n, int *a) {
    int *t17;
    int *p;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int *t5 = a + t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, t5);
            vcc_v8_int t7 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t5, t7);
            int *t8 = a + (t1 + 8L);
            vcc_v8_int t9 = vcc_load(vcc_v8_int, t8);
            vcc_v8_int t10 = t9 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t8, t10);
            int *t11 = a + (t1 + 16L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, t11);
            vcc_v8_int t13 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t11, t13);
            int *t14 = a + (t1 + 24L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, t14);
            vcc_v8_int t16 = t15 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = a + t4;
    } else {
        t17 = a;
    }
    long t18 = ((long)n * 4L + (long)a + (long)t17 * -1L + 3L) / 4L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            int *t20 = t17 + t2;
            vcc_v8_int t21 = vcc_load(vcc_v8_int, t20);
            vcc_v8_int t22 = t21 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        p = t17 + t19;
    } else {
        p = t17;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    int t14;
    short *t15;
    const short *t16;
    int n_1;
    short *dst_1;
    const short *src_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = t1 + 16L;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, src + t1);
            vcc_v16_ushort t7 = (vcc_v16_ushort)t6;
            vcc_v16_ushort t8 = t7 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t9 = (vcc_v16_short)t8;
            vcc_store(dst + t1, t9);
            vcc_v16_short t10 = vcc_load(vcc_v16_short, src + t5);
            vcc_v16_ushort t11 = (vcc_v16_ushort)t10;
            vcc_v16_ushort t12 = t11 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t13 = (vcc_v16_short)t12;
            vcc_store(dst + t5, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = (int)((long)n + t4 * -1L);
        t15 = dst + t4;
        t16 = src + t4;
    } else {
        t14 = n;
        t15 = dst;
        t16 = src;
    }
    long t17 = (long)t14;
    unsigned long t18 = (unsigned long)t15;
    unsigned long t19 = (unsigned long)t16;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(2L + (t17 - 1L) * 2L)) <= t19) | ((t19 + (unsigned long)(2L + (t17 - 1L) * 2L)) <= t18))) {
        long t20 = t17 & -16L;
        long t2 = 0L;
        do {
            vcc_v16_short t21 = vcc_load(vcc_v16_short, t16 + t2);
            vcc_v16_ushort t22 = (vcc_v16_ushort)t21;
            vcc_v16_ushort t23 = t22 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t24 = (vcc_v16_short)t23;
            vcc_store(t15 + t2, t24);
            t2 += 16L;
        } while (t2 < t20);
        n_1 = (int)((long)t14 + t20 * -1L);
        dst_1 = t15 + t20;
        src_1 = t16 + t20;
    } else {
        n_1 = t14;
        dst_1 = t15;
        src_1 = t16;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        *dst_1 = (short)((int)*src_1 + 1);
        n_1 = n_2;
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
}

void scale_range(float *begin, float *end, float k) {
    float *t18;
    float *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t5 = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long t1 = 0L;
        do {
            float *t6 = begin + t1;
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t8 = t7 * t5;
            vcc_store(t6, t8);
            float *t9 = begin + (t1 + 8L);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t11 = t10 * t5;
            vcc_store(t9, t11);
            float *t12 = begin + (t1 + 16L);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = t13 * t5;
            vcc_store(t12, t14);
            float *t15 = begin + (t1 + 24L);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t17 = t16 * t5;
            vcc_store(t15, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = begin + t4;
    } else {
        t18 = begin;
    }
    long t19 = ((long)end + (long)t18 * -1L) / 4L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_float t21 = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long t2 = 0L;
        do {
            float *t22 = t18 + t2;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = t23 * t21;
            vcc_store(t22, t24);
            t2 += 8L;
        } while (t2 < t20);
        p = t18 + t20;
    } else {
        p = t18;
    }
    for (; p != end; p = p + 1) {
        *p = *p * k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
