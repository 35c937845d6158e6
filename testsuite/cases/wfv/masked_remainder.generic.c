/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_scale(vcc_v8_int x, int k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_scale(vcc_v8_int x, int k, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

/* vcc: function at masked_remainder.c:16 vector variant _ZGVdN8uuul_shift of `shift`: VL 8, unmasked, out uniform, in uniform, bias uniform, i linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i) {
    long t1 = (long)i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, in + t1);
    vcc_v8_float t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t4 = t2 * t3;
    vcc_v8_float t5 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
    vcc_v8_float t6 = t4 + t5;
    vcc_store(out + t1, t6);
    vcc_v8_float t7 = t6 * t6;
    return t7;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVdN8vu_scale of `scale`: VL 8, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_scale(vcc_v8_int x, int k) {
    vcc_v8_int t1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_int t2 = x * t1;
    vcc_v8_int t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t4 = x >> t3;
    vcc_v8_int t5 = t2 + t4;
    return t5;
}
#pragma GCC diagnostic pop

/* vcc: function at masked_remainder.c:23 vector variant _ZGVdM8vu_scale of `scale`: VL 8, masked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_scale(vcc_v8_int x, int k, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_uint t3 = (vcc_v8_uint)x;
    vcc_v8_uint t4 = (vcc_v8_uint)t2;
    vcc_v8_uint t5 = t3 * t4;
    vcc_v8_int t6 = (vcc_v8_int)t5;
    vcc_v8_int t7 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t8 = x >> t7;
    vcc_v8_uint t9 = (vcc_v8_uint)t6;
    vcc_v8_uint t10 = (vcc_v8_uint)t8;
    vcc_v8_uint t11 = t9 + t10;
    vcc_v8_int t12 = (vcc_v8_int)t11;
    vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t12, (vcc_v8_int){0});
    return t13;
}
#pragma GCC diagnostic pop

void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = sq + i_vec_1;
            long t14 = (long)t3;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, in + t14);
            vcc_v8_float t16 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t17 = t15 * t16;
            vcc_v8_float t18 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            vcc_v8_float t19 = t17 + t18;
            vcc_store(out + t14, t19);
            vcc_v8_float t20 = t19 * t19;
            vcc_store(t4, t20);
            long t11 = i_vec_1 + 8L;
            int t12 = (int)t11;
            float *t13 = sq + t11;
            long t28 = (long)t12;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, in + t28);
            vcc_v8_float t30 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t31 = t29 * t30;
            vcc_v8_float t32 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            vcc_v8_float t33 = t31 + t32;
            vcc_store(out + t28, t33);
            vcc_v8_float t34 = t33 * t33;
            vcc_store(t13, t34);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = sq + t8;
            long t21 = (long)t9;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, in + t21);
            vcc_v8_float t23 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t24 = t22 * t23;
            vcc_v8_float t25 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            vcc_v8_float t26 = t24 + t25;
            vcc_store(out + t21, t26);
            vcc_v8_float t27 = t26 * t26;
            vcc_store(t10, t27);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        sq[i] = shift(out, in, bias, i);
    }
}

void scale_all(int *y, const int *x, int n, int k) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint i_v = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            int *t8 = y + i_vec_1;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec_1);
            vcc_v8_int t25 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            vcc_v8_int t26 = x_v * t25;
            vcc_v8_int t27 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t28 = x_v >> t27;
            vcc_v8_int t29 = t26 + t28;
            vcc_v8_int t21 = t29 - i_v_2;
            vcc_store(t8, t21);
            long t22 = i_vec_1 + 8L;
            vcc_v8_uint t23 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t23;
            int *t24 = y + t22;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t22);
            vcc_v8_int t37 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            vcc_v8_int t38 = x_v_2 * t37;
            vcc_v8_int t39 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t40 = x_v_2 >> t39;
            vcc_v8_int t41 = t38 + t40;
            vcc_v8_int t36 = t41 - i_v_4;
            vcc_store(t24, t36);
            i_vec_1 += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_1 >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)y + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -8L;
        vcc_v8_int t15 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        vcc_v8_uint t16 = (vcc_v8_uint)t15;
        vcc_v8_uint i_v_1 = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t17 = (long)t9 + i_vec;
            vcc_v8_int i_v_3 = (vcc_v8_int)i_v_1;
            int *t18 = y + t17;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t17);
            vcc_v8_int t31 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            vcc_v8_int t32 = x_v_1 * t31;
            vcc_v8_int t33 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t34 = x_v_1 >> t33;
            vcc_v8_int t35 = t32 + t34;
            vcc_v8_int t30 = t35 - i_v_3;
            vcc_store(t18, t30);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t14) {
                i = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = x[t19];
        y[t19] = scale(t20, k) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

static void run(int n) {
    int t56;
    int i;
    int t93;
    int i_1;
    int t97;
    float t98;
    unsigned long t5 = (unsigned long)(n + 1) * 4UL;
    void *t6 = malloc(t5);
    float *in = (float *)t6;
    float *sq = (float *)malloc(t5);
    int t7 = n + 32;
    unsigned long t8 = (unsigned long)t7 * 4UL;
    float *out = (float *)malloc(t8);
    void *t9 = malloc(t5);
    int *x = (int *)t9;
    int *y = (int *)malloc(t5);
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)t6;
    unsigned long t12 = (unsigned long)t9;
    long t13 = (long)((unsigned long)t9 - (unsigned long)t6);
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
        long t14 = t10 & -16L;
        vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t16 = t15 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t19 = (vcc_v8_uint)t16;
        vcc_v8_uint t20 = t19 - t18;
        vcc_v8_int t1 = (vcc_v8_int)t20;
        vcc_v8_int t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t22 = t21 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
        vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t25 = (vcc_v8_uint)t22;
        vcc_v8_uint t26 = t25 - t24;
        vcc_v8_int t2 = (vcc_v8_int)t26;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float t27 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t28 = t27 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + i_vec, t28);
            vcc_v8_int t29 = t2 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + i_vec, t29);
            long t30 = i_vec + 8L;
            vcc_v8_int t31 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t34 = (vcc_v8_uint)t31;
            vcc_v8_uint t35 = t34 - t33;
            vcc_v8_int t36 = (vcc_v8_int)t35;
            vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
            vcc_v8_float t38 = t37 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t30, t38);
            vcc_v8_int t39 = t2 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            vcc_m8 t40 = (vcc_m8)(t39 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t42 = (vcc_v8_uint)t39;
            vcc_v8_uint t43 = t42 - t41;
            vcc_v8_int t44 = (vcc_v8_int)t43;
            vcc_v8_int t45 = t44 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t30, t45);
            i_vec += 16L;
            vcc_v8_int t46 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_m8 t47 = (vcc_m8)(t46 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t49 = (vcc_v8_uint)t46;
            vcc_v8_uint t50 = t49 - t48;
            t1 = (vcc_v8_int)t50;
            vcc_v8_int t51 = t2 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
            vcc_m8 t52 = (vcc_m8)(t51 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t54 = (vcc_v8_uint)t51;
            vcc_v8_uint t55 = t54 - t53;
            t2 = (vcc_v8_int)t55;
        } while (i_vec < t14);
        t56 = (int)t14;
    } else {
        t56 = 0;
    }
    long t57 = (long)n + (long)t56 * -1L;
    unsigned long t58 = (unsigned long)t6;
    unsigned long t59 = (unsigned long)t9;
    long t60 = (long)((unsigned long)t9 + (unsigned long)((long)t56 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t56 * 4L)));
    int t61 = (int)((unsigned int)t56 * 7U);
    int t62 = (int)((unsigned int)t56 * 37U);
    if ((t57 >= 8L) & (((t58 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t56 * 4L))) | ((t59 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t56 * 4L))) | ((t60 <= 0L) | (t60 >= 32L))) & (t61 >= 0) & (t62 >= 0)) {
        long t63 = t57 & -8L;
        vcc_v8_int t64 = vcc_splat(vcc_v8_int, t61 % 13);
        vcc_v8_int t65 = t64 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        vcc_m8 t66 = (vcc_m8)(t65 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t67 = vcc_select(vcc_v8_int, (vcc_v8_int)t66, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t68 = (vcc_v8_uint)t65;
        vcc_v8_uint t69 = t68 - t67;
        vcc_v8_int t3 = (vcc_v8_int)t69;
        vcc_v8_int t70 = vcc_splat(vcc_v8_int, t62 % 101);
        vcc_v8_int t71 = t70 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        vcc_m8 t72 = (vcc_m8)(t71 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
        vcc_v8_uint t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t74 = (vcc_v8_uint)t71;
        vcc_v8_uint t75 = t74 - t73;
        vcc_v8_int t4 = (vcc_v8_int)t75;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:52 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t76 = (long)t56 + i_vec_1;
            vcc_v8_float t77 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_v8_float t78 = t77 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t76, t78);
            vcc_v8_int t79 = t4 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t76, t79);
            i_vec_1 += 8L;
            vcc_v8_int t80 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t81 = (vcc_m8)(t80 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t81, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t83 = (vcc_v8_uint)t80;
            vcc_v8_uint t84 = t83 - t82;
            t3 = (vcc_v8_int)t84;
            vcc_v8_int t85 = t4 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            vcc_m8 t86 = (vcc_m8)(t85 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t86, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t88 = (vcc_v8_uint)t85;
            vcc_v8_uint t89 = t88 - t87;
            t4 = (vcc_v8_int)t89;
        } while (i_vec_1 < t63);
        i = (int)((long)t56 + t63);
    } else {
        i = t56;
    }
    for (; i < n; i++) {
        long t90 = (long)i;
        in[t90] = (float)(i * 7 % 13) - 4.5f;
        x[t90] = i * 37 % 101 - 50;
    }
    long t91 = (long)n + 32L;
    if (t91 >= 32L) {
        long t92 = t91 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(out + i_vec_2, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (i_vec_2 + 8L), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (i_vec_2 + 16L), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (i_vec_2 + 24L), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            i_vec_2 += 32L;
        } while (i_vec_2 < t92);
        t93 = (int)t92;
    } else {
        t93 = 0;
    }
    long t94 = (long)n + (long)t93 * -1L + 32L;
    if (t94 >= 8L) {
        long t95 = t94 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at masked_remainder.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(out + ((long)t93 + i_vec_3), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            i_vec_3 += 8L;
        } while (i_vec_3 < t95);
        i_1 = (int)((long)t93 + t95);
    } else {
        i_1 = t93;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = hash(14695981039346656037ULL, (const void *)out, t8);
    unsigned long t96 = (unsigned long)n * 4UL;
    unsigned long long h_1 = hash(hash(h, (const void *)sq, t96), (const void *)y, t96);
    if (n) {
        t97 = y[n - 1];
    } else {
        t97 = 0;
    }
    if (n) {
        t98 = sq[n - 1];
    } else {
        t98 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t98, t97);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
