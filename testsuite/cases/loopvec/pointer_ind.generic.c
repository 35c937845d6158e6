/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
void triple_in_place(int n, int *a) {
    int *t13;
    int *p;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t5 = a + t1;
            vcc_v8_int p_v = vcc_load(vcc_v8_int, t5);
            vcc_v8_int t6 = p_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t5, t6);
            int *t7 = a + (t1 + 8L);
            vcc_v8_int p_v_1 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t8 = p_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t7, t8);
            int *t9 = a + (t1 + 16L);
            vcc_v8_int p_v_2 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t10 = p_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t9, t10);
            int *t11 = a + (t1 + 24L);
            vcc_v8_int p_v_3 = vcc_load(vcc_v8_int, t11);
            vcc_v8_int t12 = p_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = a + t4;
    } else {
        t13 = a;
    }
    long t14 = ((long)n * 4L + (long)a + (long)t13 * -1L + 3L) / 4L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t16 = t13 + t2;
            vcc_v8_int p_v_4 = vcc_load(vcc_v8_int, t16);
            vcc_v8_int t17 = p_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        p = t13 + t15;
    } else {
        p = t13;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    int t10;
    short *t11;
    const short *t12;
    int n_1;
    short *dst_1;
    const short *src_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at pointer_ind.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short src_v = vcc_load(vcc_v16_short, src + n_vec);
            vcc_v16_ushort t3 = (vcc_v16_ushort)src_v;
            vcc_v16_ushort t4 = t3 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t5 = (vcc_v16_short)t4;
            vcc_store(dst + n_vec, t5);
            long t6 = n_vec + 16L;
            vcc_v16_short src_v_1 = vcc_load(vcc_v16_short, src + t6);
            vcc_v16_ushort t7 = (vcc_v16_ushort)src_v_1;
            vcc_v16_ushort t8 = t7 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t9 = (vcc_v16_short)t8;
            vcc_store(dst + t6, t9);
            n_vec += 32L;
        } while (n_vec < t2);
        t10 = (int)((long)n + t2 * -1L);
        t11 = dst + t2;
        t12 = src + t2;
    } else {
        t10 = n;
        t11 = dst;
        t12 = src;
    }
    long t13 = (long)t10;
    unsigned long t14 = (unsigned long)t11;
    unsigned long t15 = (unsigned long)t12;
    long t16 = (long)((unsigned long)t11 - (unsigned long)t12);
    if ((t13 >= 16L) & (((t14 + (unsigned long)(2L + (t13 - 1L) * 2L)) <= t15) | ((t15 + (unsigned long)(2L + (t13 - 1L) * 2L)) <= t14) | ((t16 <= 0L) | (t16 >= 32L)))) {
        long t17 = t13 & -16L;
        long n_vec_1 = 0L;
        /* vcc: loop at pointer_ind.c:12 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 12:12 and a value merged from several paths at 12:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            vcc_v16_short src_v_2 = vcc_load(vcc_v16_short, t12 + n_vec_1);
            vcc_v16_ushort t18 = (vcc_v16_ushort)src_v_2;
            vcc_v16_ushort t19 = t18 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t20 = (vcc_v16_short)t19;
            vcc_store(t11 + n_vec_1, t20);
            n_vec_1 += 16L;
        } while (n_vec_1 < t17);
        n_1 = (int)((long)t10 + t17 * -1L);
        dst_1 = t11 + t17;
        src_1 = t12 + t17;
    } else {
        n_1 = t10;
        dst_1 = t11;
        src_1 = t12;
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
    float *t13;
    float *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float k_v = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t5 = begin + t1;
            vcc_v8_float p_v = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t6 = p_v * k_v;
            vcc_store(t5, t6);
            float *t7 = begin + (t1 + 8L);
            vcc_v8_float p_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = p_v_1 * k_v;
            vcc_store(t7, t8);
            float *t9 = begin + (t1 + 16L);
            vcc_v8_float p_v_2 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t10 = p_v_2 * k_v;
            vcc_store(t9, t10);
            float *t11 = begin + (t1 + 24L);
            vcc_v8_float p_v_3 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t12 = p_v_3 * k_v;
            vcc_store(t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = begin + t4;
    } else {
        t13 = begin;
    }
    long t14 = ((long)end + (long)t13 * -1L) / 4L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        vcc_v8_float k_v_1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t16 = t13 + t2;
            vcc_v8_float p_v_4 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t17 = p_v_4 * k_v_1;
            vcc_store(t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        p = t13 + t15;
    } else {
        p = t13;
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
