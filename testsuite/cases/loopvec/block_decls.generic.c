/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include <stdio.h>

/* Names a function declares inside its body, whose file-scope declarations come later: a
   rewritten body declares them again at its top (`extern ...;`, a prototype), since the
   output's text of the function stands where the original's did. (The gather of `weights`
   does not pay on sse4.2 and neon.) */
int total(const int *a, int n) {
    extern int bias;
    extern _Thread_local int calls;
    extern const short weights[8];
    int scale(int);
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at block_decls.c:14 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t5 = i_v_1 & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_short weights_v = vcc_gather(vcc_v8_short, weights, t5);
            vcc_v8_int t6 = __builtin_convertvector(weights_v, vcc_v8_int);
            vcc_v8_int t7 = a_v * t6;
            vcc_v8_uint t8 = (vcc_v8_uint)t7;
            s_v = s_v + t8;
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += a[i] * (int)weights[i & 7];
    }
    calls = calls + 1;
    int t9 = scale(s);
    return t9 + bias;
}

void fill(float *out, int n) {
    extern float gain;
    float clampf(float, float);
    int t18;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)&gain;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at block_decls.c:23 vectorized: VF 8, UF 4, run-time check: `gain` and `out` do not overlap, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_float t7 = __builtin_convertvector(i_v_2, vcc_v8_float);
            vcc_v8_float gain_v = (vcc_v8_float){gain, gain, gain, gain, gain, gain, gain, gain};
            vcc_v8_float t8 = t7 * gain_v;
            vcc_store(out + i_vec, t8);
            vcc_v8_uint t9 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t9;
            vcc_v8_float t10 = __builtin_convertvector(i_v_3, vcc_v8_float);
            vcc_v8_float gain_v_1 = (vcc_v8_float){gain, gain, gain, gain, gain, gain, gain, gain};
            vcc_v8_float t11 = t10 * gain_v_1;
            vcc_store(out + (i_vec + 8L), t11);
            vcc_v8_uint t12 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t12;
            vcc_v8_float t13 = __builtin_convertvector(i_v_4, vcc_v8_float);
            vcc_v8_float gain_v_2 = (vcc_v8_float){gain, gain, gain, gain, gain, gain, gain, gain};
            vcc_v8_float t14 = t13 * gain_v_2;
            vcc_store(out + (i_vec + 16L), t14);
            vcc_v8_uint t15 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t15;
            vcc_v8_float t16 = __builtin_convertvector(i_v_5, vcc_v8_float);
            vcc_v8_float gain_v_3 = (vcc_v8_float){gain, gain, gain, gain, gain, gain, gain, gain};
            vcc_v8_float t17 = t16 * gain_v_3;
            vcc_store(out + (i_vec + 24L), t17);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)&gain;
    unsigned long t21 = (unsigned long)out;
    if ((t19 >= 8L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 0L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -8L;
        vcc_v8_int t23 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint i_v_1 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at block_decls.c:23 vector epilogue: VF 8, UF 1, run-time check: `gain` and `out` do not overlap, scalar epilogue */
        do {
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            vcc_v8_float t25 = __builtin_convertvector(i_v_6, vcc_v8_float);
            vcc_v8_float gain_v_4 = (vcc_v8_float){gain, gain, gain, gain, gain, gain, gain, gain};
            vcc_v8_float t26 = t25 * gain_v_4;
            vcc_store(out + ((long)t18 + i_vec_1), t26);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t22);
        i = (int)((long)t18 + t22);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        out[i] = (float)i * gain;
    }
    float *t27 = out + 0;
    float t28 = *t27;
    *t27 = clampf(t28, 1.0f);
}

/* Declared in an inner block only. */
long count_odd(const long *a, int n) {
    extern long odd_seen;
    long c;
    int t14;
    long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong c_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong c_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong c_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong c_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at block_decls.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long t3 = a_v & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
            c_v = c_v + t4;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + (i_vec + 4L));
            vcc_v4_long t5 = a_v_1 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t6 = (vcc_v4_ulong)t5;
            c_v_1 = c_v_1 + t6;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + (i_vec + 8L));
            vcc_v4_long t7 = a_v_2 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
            c_v_2 = c_v_2 + t8;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + (i_vec + 12L));
            vcc_v4_long t9 = a_v_3 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t10 = (vcc_v4_ulong)t9;
            c_v_3 = c_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t11 = c_v + c_v_1;
        vcc_v4_ulong t12 = t11 + c_v_2;
        vcc_v4_ulong t13 = t12 + c_v_3;
        t14 = (int)t2;
        t15 = (long)vcc_reduce(unsigned long, t13, +);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong c_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at block_decls.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + ((long)t14 + i_vec_1));
            vcc_v4_long t18 = a_v_4 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
            c_v_4 = c_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        c = (long)((unsigned long)t15 + vcc_reduce(unsigned long, c_v_4, +));
    } else {
        i = t14;
        c = t15;
    }
    for (; i < n; i++) {
        c += a[i] & 1L;
    }
    odd_seen = odd_seen + c;
    return c;
}

int bias = 11;
_Thread_local int calls;
const short weights[8] = {1, -2, 3, -4, 5, -6, 7, -8};
float gain = 0.75f;
long odd_seen;

int scale(int x) {
    return x * 3 - 1;
}

float clampf(float x, float hi) {
    return x > hi ? hi : x;
}

int main(void) {
    int a[333];
    long l[100];
    float f[77];
    int n[6];
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at block_decls.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_4 = (vcc_v8_int)i_v;
        vcc_v8_int t3 = i_v_4 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t4 = t3 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec], t4);
        vcc_v8_uint t5 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t5;
        vcc_v8_int t6 = i_v_5 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t7 = t6 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec + 8L], t7);
        vcc_v8_uint t8 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_6 = (vcc_v8_int)t8;
        vcc_v8_int t9 = i_v_6 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t10 = t9 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec + 16L], t10);
        vcc_v8_uint t11 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_7 = (vcc_v8_int)t11;
        vcc_v8_int t12 = i_v_7 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t13 = t12 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec + 24L], t13);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 320L);
    vcc_v8_int t14 = (vcc_v8_int){320, 320, 320, 320, 320, 320, 320, 320};
    vcc_v8_uint t15 = (vcc_v8_uint)t14;
    vcc_v8_uint i_v_1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at block_decls.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_8 = (vcc_v8_int)i_v_1;
        vcc_v8_int t16 = i_v_8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t17 = t16 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[320L + i_vec_1], t17);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 328; i < 333; i++) {
        a[i] = i * 7 - 1000;
    }
    vcc_v4_int t18 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t19 = (vcc_v4_uint)t18;
    vcc_v4_uint i_v_2 = t19 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    long i_vec_2 = 0L;
    /* vcc: loop at block_decls.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_9 = (vcc_v4_int)i_v_2;
        vcc_v4_int t20 = i_v_9 * (vcc_v4_int){5, 5, 5, 5};
        vcc_v4_int t21 = t20 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_long t22 = __builtin_convertvector(t21, vcc_v4_long);
        vcc_store(&l[i_vec_2], t22);
        vcc_v4_uint t23 = i_v_2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_10 = (vcc_v4_int)t23;
        vcc_v4_int t24 = i_v_10 * (vcc_v4_int){5, 5, 5, 5};
        vcc_v4_int t25 = t24 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_long t26 = __builtin_convertvector(t25, vcc_v4_long);
        vcc_store(&l[i_vec_2 + 4L], t26);
        vcc_v4_uint t27 = i_v_2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_11 = (vcc_v4_int)t27;
        vcc_v4_int t28 = i_v_11 * (vcc_v4_int){5, 5, 5, 5};
        vcc_v4_int t29 = t28 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_long t30 = __builtin_convertvector(t29, vcc_v4_long);
        vcc_store(&l[i_vec_2 + 8L], t30);
        vcc_v4_uint t31 = i_v_2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_12 = (vcc_v4_int)t31;
        vcc_v4_int t32 = i_v_12 * (vcc_v4_int){5, 5, 5, 5};
        vcc_v4_int t33 = t32 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_long t34 = __builtin_convertvector(t33, vcc_v4_long);
        vcc_store(&l[i_vec_2 + 12L], t34);
        i_vec_2 += 16L;
        i_v_2 = i_v_2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
    } while (i_vec_2 < 96L);
    vcc_v4_int t35 = (vcc_v4_int){96, 96, 96, 96};
    vcc_v4_uint t36 = (vcc_v4_uint)t35;
    vcc_v4_uint i_v_3 = t36 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    long i_vec_3 = 0L;
    /* vcc: loop at block_decls.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_int i_v_13 = (vcc_v4_int)i_v_3;
        vcc_v4_int t37 = i_v_13 * (vcc_v4_int){5, 5, 5, 5};
        vcc_v4_int t38 = t37 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_long t39 = __builtin_convertvector(t38, vcc_v4_long);
        vcc_store(&l[96L + i_vec_3], t39);
        i_vec_3 += 4L;
        i_v_3 = i_v_3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
    } while (i_vec_3 < 4L);
    n[0] = 0;
    n[1] = 1;
    n[2] = 7;
    n[3] = 8;
    n[4] = 33;
    n[5] = 333;
    for (int k = 0; k < 6; k++) {
        int t40 = n[k];
        printf("%d ", total(a, t40));
    }
    fill(f, 77);
    long c = count_odd(l, 100);
    printf("\n%g %g %ld %ld %d\n", (double)f[0], (double)f[76], c, odd_seen, calls);
    return 0;
}
