/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    int t22;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = b + 2 * (int)i_vec;
            vcc_v8_int t4 = vcc_load(vcc_v8_int, t3);
            vcc_v8_int t5 = vcc_load(vcc_v8_int, t3 + 8);
            vcc_v8_int b_v = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t6 = b_v - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 8L;
            const int *t8 = b + 2 * (int)t7;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, t8);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, t8 + 8);
            vcc_v8_int b_v_1 = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t11 = b_v_1 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t7, t11);
            long t12 = i_vec + 16L;
            const int *t13 = b + 2 * (int)t12;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, t13);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, t13 + 8);
            vcc_v8_int b_v_2 = __builtin_shufflevector(t14, t15, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t16 = b_v_2 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t12, t16);
            long t17 = i_vec + 24L;
            const int *t18 = b + 2 * (int)t17;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, t18 + 8);
            vcc_v8_int b_v_3 = __builtin_shufflevector(t19, t20, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t21 = b_v_3 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L - 1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            const int *t26 = b + 2 * (int)t25;
            vcc_v8_int t27 = vcc_load(vcc_v8_int, t26);
            vcc_v8_int t28 = vcc_load(vcc_v8_int, t26 + 8);
            vcc_v8_int b_v_4 = __builtin_shufflevector(t27, t28, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t29 = b_v_4 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t25, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
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
    int t42;
    long t43;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at strided.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = a + 4 * (int)i_vec;
            vcc_v4_int t4 = vcc_load(vcc_v4_int, t3);
            vcc_v4_int t5 = vcc_load(vcc_v4_int, t3 + 4);
            vcc_v4_int t6 = vcc_load(vcc_v4_int, t3 + 8);
            vcc_v4_int t7 = vcc_load(vcc_v4_int, t3 + 12);
            vcc_v4_int t8 = __builtin_shufflevector(t4, t5, 0, 4, 0, 0);
            vcc_v4_int t9 = __builtin_shufflevector(t8, t6, 0, 1, 4, 3);
            vcc_v4_int a_v = __builtin_shufflevector(t9, t7, 0, 1, 2, 4);
            vcc_v4_long t10 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_ulong t11 = (vcc_v4_ulong)t10;
            s_v = s_v + t11;
            const int *t12 = a + 4 * (int)(i_vec + 4L);
            vcc_v4_int t13 = vcc_load(vcc_v4_int, t12);
            vcc_v4_int t14 = vcc_load(vcc_v4_int, t12 + 4);
            vcc_v4_int t15 = vcc_load(vcc_v4_int, t12 + 8);
            vcc_v4_int t16 = vcc_load(vcc_v4_int, t12 + 12);
            vcc_v4_int t17 = __builtin_shufflevector(t13, t14, 0, 4, 0, 0);
            vcc_v4_int t18 = __builtin_shufflevector(t17, t15, 0, 1, 4, 3);
            vcc_v4_int a_v_1 = __builtin_shufflevector(t18, t16, 0, 1, 2, 4);
            vcc_v4_long t19 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_ulong t20 = (vcc_v4_ulong)t19;
            s_v_1 = s_v_1 + t20;
            const int *t21 = a + 4 * (int)(i_vec + 8L);
            vcc_v4_int t22 = vcc_load(vcc_v4_int, t21);
            vcc_v4_int t23 = vcc_load(vcc_v4_int, t21 + 4);
            vcc_v4_int t24 = vcc_load(vcc_v4_int, t21 + 8);
            vcc_v4_int t25 = vcc_load(vcc_v4_int, t21 + 12);
            vcc_v4_int t26 = __builtin_shufflevector(t22, t23, 0, 4, 0, 0);
            vcc_v4_int t27 = __builtin_shufflevector(t26, t24, 0, 1, 4, 3);
            vcc_v4_int a_v_2 = __builtin_shufflevector(t27, t25, 0, 1, 2, 4);
            vcc_v4_long t28 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            s_v_2 = s_v_2 + t29;
            const int *t30 = a + 4 * (int)(i_vec + 12L);
            vcc_v4_int t31 = vcc_load(vcc_v4_int, t30);
            vcc_v4_int t32 = vcc_load(vcc_v4_int, t30 + 4);
            vcc_v4_int t33 = vcc_load(vcc_v4_int, t30 + 8);
            vcc_v4_int t34 = vcc_load(vcc_v4_int, t30 + 12);
            vcc_v4_int t35 = __builtin_shufflevector(t31, t32, 0, 4, 0, 0);
            vcc_v4_int t36 = __builtin_shufflevector(t35, t33, 0, 1, 4, 3);
            vcc_v4_int a_v_3 = __builtin_shufflevector(t36, t34, 0, 1, 2, 4);
            vcc_v4_long t37 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_ulong t38 = (vcc_v4_ulong)t37;
            s_v_3 = s_v_3 + t38;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t39 = s_v + s_v_1;
        vcc_v4_ulong t40 = t39 + s_v_2;
        vcc_v4_ulong t41 = t40 + s_v_3;
        t42 = (int)t2;
        t43 = (long)vcc_reduce(unsigned long, t41, +);
    } else {
        t42 = 0;
        t43 = 0L;
    }
    long t44 = (long)n + (long)t42 * -1L - 1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at strided.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const int *t46 = a + 4 * (int)((long)t42 + i_vec_1);
            vcc_v4_int t47 = vcc_load(vcc_v4_int, t46);
            vcc_v4_int t48 = vcc_load(vcc_v4_int, t46 + 4);
            vcc_v4_int t49 = vcc_load(vcc_v4_int, t46 + 8);
            vcc_v4_int t50 = vcc_load(vcc_v4_int, t46 + 12);
            vcc_v4_int t51 = __builtin_shufflevector(t47, t48, 0, 4, 0, 0);
            vcc_v4_int t52 = __builtin_shufflevector(t51, t49, 0, 1, 4, 3);
            vcc_v4_int a_v_4 = __builtin_shufflevector(t52, t50, 0, 1, 2, 4);
            vcc_v4_long t53 = __builtin_convertvector(a_v_4, vcc_v4_long);
            vcc_v4_ulong t54 = (vcc_v4_ulong)t53;
            s_v_4 = s_v_4 + t54;
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        i = (int)((long)t42 + t45);
        s = (long)((unsigned long)t43 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t42;
        s = t43;
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
