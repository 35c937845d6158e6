/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int t3 = vcc_load(vcc_v8_int, b + (n - 1 - (int)i_vec) + -7);
            vcc_v8_int b_v = __builtin_shufflevector(t3, t3, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t4 = b_v + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + (n - 1 - (int)t5) + -7);
            vcc_v8_int b_v_1 = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t7 = b_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, b + (n - 1 - (int)t8) + -7);
            vcc_v8_int b_v_2 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t10 = b_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, b + (n - 1 - (int)t11) + -7);
            vcc_v8_int b_v_3 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t13 = b_v_3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reversed.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + (n - 1 - (int)t17) + -7);
            vcc_v8_int b_v_4 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t19 = b_v_4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

long weighted_down(int n, const short *a) {
    long s;
    long t32;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v4_int t4 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reversed.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_long t6 = __builtin_convertvector(i_v_2, vcc_v4_long);
            vcc_v4_short t7 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec * -1L) + -3);
            vcc_v4_short a_v = __builtin_shufflevector(t7, t7, 3, 2, 1, 0);
            vcc_v4_long t8 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t9 = t8 * t6;
            vcc_v4_ulong t10 = (vcc_v4_ulong)t9;
            s_v = s_v + t10;
            vcc_v4_uint t11 = i_v + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t11;
            vcc_v4_long t12 = __builtin_convertvector(i_v_3, vcc_v4_long);
            vcc_v4_short t13 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 4L) * -1L) + -3);
            vcc_v4_short a_v_1 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            vcc_v4_long t14 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t15 = t14 * t12;
            vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
            s_v_1 = s_v_1 + t16;
            vcc_v4_uint t17 = i_v + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t17;
            vcc_v4_long t18 = __builtin_convertvector(i_v_4, vcc_v4_long);
            vcc_v4_short t19 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 8L) * -1L) + -3);
            vcc_v4_short a_v_2 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            vcc_v4_long t20 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t21 = t20 * t18;
            vcc_v4_ulong t22 = (vcc_v4_ulong)t21;
            s_v_2 = s_v_2 + t22;
            vcc_v4_uint t23 = i_v + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t23;
            vcc_v4_long t24 = __builtin_convertvector(i_v_5, vcc_v4_long);
            vcc_v4_short t25 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 12L) * -1L) + -3);
            vcc_v4_short a_v_3 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            vcc_v4_long t26 = __builtin_convertvector(__builtin_convertvector(a_v_3, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t27 = t26 * t24;
            vcc_v4_ulong t28 = (vcc_v4_ulong)t27;
            s_v_3 = s_v_3 + t28;
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (i_vec < t3);
        vcc_v4_ulong t29 = s_v + s_v_1;
        vcc_v4_ulong t30 = t29 + s_v_2;
        vcc_v4_ulong t31 = t30 + s_v_3;
        t1 = (int)((long)t1 + t3 * -1L);
        t32 = (long)vcc_reduce(unsigned long, t31, +);
    } else {
        t32 = 0L;
    }
    long t33 = (long)t1 + 1L;
    if (t33 >= 4L) {
        long t34 = t33 & -4L;
        vcc_v4_int t35 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t36 = (vcc_v4_uint)t35;
        vcc_v4_uint i_v_1 = t36 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reversed.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_long t37 = __builtin_convertvector(i_v_6, vcc_v4_long);
            vcc_v4_short t38 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec_1 * -1L) + -3);
            vcc_v4_short a_v_4 = __builtin_shufflevector(t38, t38, 3, 2, 1, 0);
            vcc_v4_long t39 = __builtin_convertvector(__builtin_convertvector(a_v_4, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t40 = t39 * t37;
            vcc_v4_ulong t41 = (vcc_v4_ulong)t40;
            s_v_4 = s_v_4 + t41;
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (i_vec_1 < t34);
        i = (int)((long)t1 + t34 * -1L);
        s = (long)((unsigned long)t32 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t1;
        s = t32;
    }
    for (; i >= 0; i--) {
        long t42 = (long)i;
        s += (long)a[t42] * t42;
    }
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = b_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t4 = __builtin_shufflevector(t3, t3, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)i_vec) + -7, t4);
            long t5 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t6 = b_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t7 = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)t5) + -7, t7);
            long t8 = i_vec + 16L;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t8);
            vcc_v8_float t9 = b_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t10 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)t8) + -7, t10);
            long t11 = i_vec + 24L;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t12 = b_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)t11) + -7, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reversed.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t18 = b_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t19 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)t17) + -7, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
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
