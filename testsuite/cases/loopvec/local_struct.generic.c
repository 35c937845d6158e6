/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 2 */
/* Structs local to a function, their members scalars before the loop vectorizer
 * (`transform/split_records.rs`): a point built in each iteration, and a span holding the
 * loop's pointers and bound. A struct whose address is passed on stays in memory. */
#include "harness.h"

struct vcc_point_38 {
    float x;
    float y;
};
void norms(float *restrict a, const float *restrict b, const float *restrict c, int n) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float p_x_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float p_y_v = vcc_load(vcc_v8_float, c + i_vec);
            vcc_v8_float t3 = p_x_v * p_x_v;
            vcc_v8_float t4 = p_y_v * p_y_v;
            vcc_v8_float t5 = t3 + t4;
            vcc_store(a + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_float p_x_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float p_y_v_1 = vcc_load(vcc_v8_float, c + t6);
            vcc_v8_float t7 = p_x_v_1 * p_x_v_1;
            vcc_v8_float t8 = p_y_v_1 * p_y_v_1;
            vcc_v8_float t9 = t7 + t8;
            vcc_store(a + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_float p_x_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float p_y_v_2 = vcc_load(vcc_v8_float, c + t10);
            vcc_v8_float t11 = p_x_v_2 * p_x_v_2;
            vcc_v8_float t12 = p_y_v_2 * p_y_v_2;
            vcc_v8_float t13 = t11 + t12;
            vcc_store(a + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_float p_x_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float p_y_v_3 = vcc_load(vcc_v8_float, c + t14);
            vcc_v8_float t15 = p_x_v_3 * p_x_v_3;
            vcc_v8_float t16 = p_y_v_3 * p_y_v_3;
            vcc_v8_float t17 = t15 + t16;
            vcc_store(a + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_float p_x_v_4 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float p_y_v_4 = vcc_load(vcc_v8_float, c + t21);
            vcc_v8_float t22 = p_x_v_4 * p_x_v_4;
            vcc_v8_float t23 = p_y_v_4 * p_y_v_4;
            vcc_v8_float t24 = t22 + t23;
            vcc_store(a + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float p_x = b[t25];
        float p_y = c[t25];
        a[t25] = p_x * p_x + p_y * p_y;
    }
}

struct vcc_span_39 {
    float *dst;
    const float *src;
    int len;
};
void axpy_span(float *dst, const float *src, float s, int n) {
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:23 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            float *t6 = dst + i_vec;
            vcc_v8_float src_v = vcc_load(vcc_v8_float, src + i_vec);
            vcc_v8_float t7 = src_v * s_v;
            vcc_v8_float dst_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t8 = t7 + dst_v;
            vcc_store(t6, t8);
            long t9 = i_vec + 8L;
            float *t10 = dst + t9;
            vcc_v8_float src_v_1 = vcc_load(vcc_v8_float, src + t9);
            vcc_v8_float t11 = src_v_1 * s_v;
            vcc_v8_float dst_v_1 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t12 = t11 + dst_v_1;
            vcc_store(t10, t12);
            long t13 = i_vec + 16L;
            float *t14 = dst + t13;
            vcc_v8_float src_v_2 = vcc_load(vcc_v8_float, src + t13);
            vcc_v8_float t15 = src_v_2 * s_v;
            vcc_v8_float dst_v_2 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t16 = t15 + dst_v_2;
            vcc_store(t14, t16);
            long t17 = i_vec + 24L;
            float *t18 = dst + t17;
            vcc_v8_float src_v_3 = vcc_load(vcc_v8_float, src + t17);
            vcc_v8_float t19 = src_v_3 * s_v;
            vcc_v8_float dst_v_3 = vcc_load(vcc_v8_float, t18);
            vcc_v8_float t20 = t19 + dst_v_3;
            vcc_store(t18, t20);
            i_vec += 32L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)dst;
    unsigned long t24 = (unsigned long)src;
    long t25 = (long)((unsigned long)dst + (unsigned long)((long)t21 * 4L) - ((unsigned long)src + (unsigned long)((long)t21 * 4L)));
    if ((t22 >= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L)))) {
        long t26 = t22 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:23 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t27 = (long)t21 + i_vec_1;
            float *t28 = dst + t27;
            vcc_v8_float src_v_4 = vcc_load(vcc_v8_float, src + t27);
            vcc_v8_float t29 = src_v_4 * s_v_1;
            vcc_v8_float dst_v_4 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t30 = t29 + dst_v_4;
            vcc_store(t28, t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        i = (int)((long)t21 + t26);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float *t32 = dst + t31;
        *t32 = src[t31] * s + *t32;
    }
}

struct acc {
    int lo, hi;
};
static void __attribute__((noinline)) widen(struct acc *a, int v) {
    if (v < a->lo)
        a->lo = v;
    if (v > a->hi)
        a->hi = v;
}

/* Its address goes to a call: kept in memory, the loop stays scalar. */
int range(const int *x, int n) {
    struct acc a = { 1 << 30, -(1 << 30) };
    for (int i = 0; i < n; i++)
        widen(&a, x[i]);
    return a.hi - a.lo;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float)), *c = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int));
        FILL(b, n, -50, 100);
        FILL(c, n, -50, 100);
        FILL(x, n, -1000, 2000);
        norms(a, b, c, n);
        unsigned long long h1 = HASH(a, n);
        axpy_span(a, b, 0.5f, n);
        printf("n=%d %llx %llx %d\n", n, h1, HASH(a, n), range(x, n));
        free(a);
        free(b);
        free(c);
        free(x);
    }
    return 0;
}
