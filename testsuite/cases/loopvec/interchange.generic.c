/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=10 avx2=12 sse4.2=10 neon=12 */
#include "harness.h"

/* Loop interchange (midend/src/transform/interchange.rs): two-deep nests whose inner loop
   walks a column run with the loops swapped, so that the inner loop walks a row and the loop
   vectorizer reads and writes consecutive elements. Legal only where no dependence runs
   between iterations whose order the swap reverses (distances of opposite signs in the two
   loops); `anti_diag` has one and must stay as written: forcing it gives another result. */
#define R 37
#define C 45
static float fa[R][C], fb[R][C];
static double da[R][C];
static int ia[R][C];
static short sa[R][C];
static float colsum[C];

/* The plain column walk: every access consecutive after the swap. */
static __typeof__(fa) fa __attribute__((aligned(32)));
static __typeof__(fb) fb __attribute__((aligned(32)));
void cols(float s) {
    float (*t2)[45];
    float (*t4)[45];
    int i = 0;
    while (i < 37) {
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t1 = (long)i;
            t2 = &fa[t1];
            float *t3 = &(*t2)[j_vec];
            t4 = &fb[t1];
            vcc_v8_float fb_v = vcc_load(vcc_v8_float, &(*t4)[j_vec]);
            vcc_v8_float t5 = fb_v * s_v;
            vcc_v8_float fa_v = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t6 = t5 + fa_v;
            vcc_store(t3, t6);
            long t7 = j_vec + 8L;
            float *t8 = &(*t2)[t7];
            vcc_v8_float fb_v_1 = vcc_load(vcc_v8_float, &(*t4)[t7]);
            vcc_v8_float t9 = fb_v_1 * s_v;
            vcc_v8_float fa_v_1 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = t9 + fa_v_1;
            vcc_store(t8, t10);
            long t11 = j_vec + 16L;
            float *t12 = &(*t2)[t11];
            vcc_v8_float fb_v_2 = vcc_load(vcc_v8_float, &(*t4)[t11]);
            vcc_v8_float t13 = fb_v_2 * s_v;
            vcc_v8_float fa_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = t13 + fa_v_2;
            vcc_store(t12, t14);
            long t15 = j_vec + 24L;
            float *t16 = &(*t2)[t15];
            vcc_v8_float fb_v_3 = vcc_load(vcc_v8_float, &(*t4)[t15]);
            vcc_v8_float t17 = fb_v_3 * s_v;
            vcc_v8_float fa_v_3 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = t17 + fa_v_3;
            vcc_store(t16, t18);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = 32L + j_vec_1;
            float *t20 = &(*t2)[t19];
            vcc_v8_float fb_v_4 = vcc_load(vcc_v8_float, &(*t4)[t19]);
            vcc_v8_float t21 = fb_v_4 * s_v;
            vcc_v8_float fa_v_4 = vcc_load(vcc_v8_float, t20);
            vcc_v8_float t22 = t21 + fa_v_4;
            vcc_store(t20, t22);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        float *t23 = &(*t2)[40];
        *t23 = (*t4)[40] * s + *t23;
        float *t24 = &(*t2)[41];
        *t24 = (*t4)[41] * s + *t24;
        float *t25 = &(*t2)[42];
        *t25 = (*t4)[42] * s + *t25;
        float *t26 = &(*t2)[43];
        *t26 = (*t4)[43] * s + *t26;
        float *t27 = &(*t2)[44];
        *t27 = (*t4)[44] * s + *t27;
        i++;
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
void dep_down(void) {
    float (*t2)[45];
    float (*t3)[45];
    float (*t4)[45];
    int i = 1;
    while (i < 37) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t1 = (long)i;
            t2 = &fa[t1];
            t3 = &fa[i - 1];
            vcc_v8_float fa_v = vcc_load(vcc_v8_float, &(*t3)[j_vec]);
            t4 = &fb[t1];
            vcc_v8_float fb_v = vcc_load(vcc_v8_float, &(*t4)[j_vec]);
            vcc_v8_float t5 = fa_v + fb_v;
            vcc_store(&(*t2)[j_vec], t5);
            long t6 = j_vec + 8L;
            vcc_v8_float fa_v_1 = vcc_load(vcc_v8_float, &(*t3)[t6]);
            vcc_v8_float fb_v_1 = vcc_load(vcc_v8_float, &(*t4)[t6]);
            vcc_v8_float t7 = fa_v_1 + fb_v_1;
            vcc_store(&(*t2)[t6], t7);
            long t8 = j_vec + 16L;
            vcc_v8_float fa_v_2 = vcc_load(vcc_v8_float, &(*t3)[t8]);
            vcc_v8_float fb_v_2 = vcc_load(vcc_v8_float, &(*t4)[t8]);
            vcc_v8_float t9 = fa_v_2 + fb_v_2;
            vcc_store(&(*t2)[t8], t9);
            long t10 = j_vec + 24L;
            vcc_v8_float fa_v_3 = vcc_load(vcc_v8_float, &(*t3)[t10]);
            vcc_v8_float fb_v_3 = vcc_load(vcc_v8_float, &(*t4)[t10]);
            vcc_v8_float t11 = fa_v_3 + fb_v_3;
            vcc_store(&(*t2)[t10], t11);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = 32L + j_vec_1;
            vcc_v8_float fa_v_4 = vcc_load(vcc_v8_float, &(*t3)[t12]);
            vcc_v8_float fb_v_4 = vcc_load(vcc_v8_float, &(*t4)[t12]);
            vcc_v8_float t13 = fa_v_4 + fb_v_4;
            vcc_store(&(*t2)[t12], t13);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t2)[40] = (*t3)[40] + (*t4)[40];
        (*t2)[41] = (*t3)[41] + (*t4)[41];
        (*t2)[42] = (*t3)[42] + (*t4)[42];
        (*t2)[43] = (*t3)[43] + (*t4)[43];
        (*t2)[44] = (*t3)[44] + (*t4)[44];
        i++;
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
void anti_diag(void) {
    for (int j = 1; j < C; j++)
        for (int i = 0; i < R - 1; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + 1.0f;
}

/* Distance (1, 1): kept in order by the swap. */
void diag(void) {
    float (*t3)[45];
    float (*t4)[45];
    float (*t6)[45];
    int i = 1;
    while (i < 37) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = (long)i;
            t3 = &fa[t2];
            t4 = &fa[i - 1];
            vcc_v8_float fa_v = vcc_load(vcc_v8_float, &(*t4)[(int)t1 - 1]);
            vcc_v8_float t5 = fa_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t6 = &fb[t2];
            vcc_v8_float fb_v = vcc_load(vcc_v8_float, &(*t6)[t1]);
            vcc_v8_float t7 = t5 + fb_v;
            vcc_store(&(*t3)[t1], t7);
            long t8 = 1L + (j_vec + 8L);
            vcc_v8_float fa_v_1 = vcc_load(vcc_v8_float, &(*t4)[(int)t8 - 1]);
            vcc_v8_float t9 = fa_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float fb_v_1 = vcc_load(vcc_v8_float, &(*t6)[t8]);
            vcc_v8_float t10 = t9 + fb_v_1;
            vcc_store(&(*t3)[t8], t10);
            long t11 = 1L + (j_vec + 16L);
            vcc_v8_float fa_v_2 = vcc_load(vcc_v8_float, &(*t4)[(int)t11 - 1]);
            vcc_v8_float t12 = fa_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float fb_v_2 = vcc_load(vcc_v8_float, &(*t6)[t11]);
            vcc_v8_float t13 = t12 + fb_v_2;
            vcc_store(&(*t3)[t11], t13);
            long t14 = 1L + (j_vec + 24L);
            vcc_v8_float fa_v_3 = vcc_load(vcc_v8_float, &(*t4)[(int)t14 - 1]);
            vcc_v8_float t15 = fa_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float fb_v_3 = vcc_load(vcc_v8_float, &(*t6)[t14]);
            vcc_v8_float t16 = t15 + fb_v_3;
            vcc_store(&(*t3)[t14], t16);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            vcc_v8_float fa_v_4 = vcc_load(vcc_v8_float, &(*t4)[(int)t17 - 1]);
            vcc_v8_float t18 = fa_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float fb_v_4 = vcc_load(vcc_v8_float, &(*t6)[t17]);
            vcc_v8_float t19 = t18 + fb_v_4;
            vcc_store(&(*t3)[t17], t19);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t3)[41] = (*t4)[40] * 0.5f + (*t6)[41];
        (*t3)[42] = (*t4)[41] * 0.5f + (*t6)[42];
        (*t3)[43] = (*t4)[42] * 0.5f + (*t6)[43];
        (*t3)[44] = (*t4)[43] * 0.5f + (*t6)[44];
        i++;
    }
}

/* The body uses i + 1, which is also the inner loop's step. */
static __typeof__(ia) ia __attribute__((aligned(32)));
void step_use(void) {
    int (*t4)[45];
    int t5;
    int (*t6)[45];
    int i = 0;
    while (i < 36) {
        vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t2 = (vcc_v8_uint)t1;
        vcc_v8_uint j_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t3 = i_v + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int j_v_2 = (vcc_v8_int)j_v;
            t4 = &ia[i];
            t5 = i + 1;
            t6 = &ia[t5];
            vcc_v8_int ia_v = vcc_load(vcc_v8_int, &(*t6)[j_vec]);
            vcc_v8_int t7 = t3 * j_v_2;
            vcc_v8_int t8 = ia_v + t7;
            vcc_store(&(*t4)[j_vec], t8);
            long t9 = j_vec + 8L;
            vcc_v8_uint t10 = j_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int j_v_3 = (vcc_v8_int)t10;
            vcc_v8_int ia_v_1 = vcc_load(vcc_v8_int, &(*t6)[t9]);
            vcc_v8_int t11 = t3 * j_v_3;
            vcc_v8_int t12 = ia_v_1 + t11;
            vcc_store(&(*t4)[t9], t12);
            long t13 = j_vec + 16L;
            vcc_v8_uint t14 = j_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int j_v_4 = (vcc_v8_int)t14;
            vcc_v8_int ia_v_2 = vcc_load(vcc_v8_int, &(*t6)[t13]);
            vcc_v8_int t15 = t3 * j_v_4;
            vcc_v8_int t16 = ia_v_2 + t15;
            vcc_store(&(*t4)[t13], t16);
            long t17 = j_vec + 24L;
            vcc_v8_uint t18 = j_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int j_v_5 = (vcc_v8_int)t18;
            vcc_v8_int ia_v_3 = vcc_load(vcc_v8_int, &(*t6)[t17]);
            vcc_v8_int t19 = t3 * j_v_5;
            vcc_v8_int t20 = ia_v_3 + t19;
            vcc_store(&(*t4)[t17], t20);
            j_vec += 32L;
            vcc_v8_uint t21 = j_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (j_vec >= 32L) {
                break;
            }
            j_v = t21;
        }
        vcc_v8_int t22 = (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t23 = (vcc_v8_uint)t22;
        vcc_v8_uint j_v_1 = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t24 = 32L + j_vec_1;
            vcc_v8_int j_v_6 = (vcc_v8_int)j_v_1;
            vcc_v8_int ia_v_4 = vcc_load(vcc_v8_int, &(*t6)[t24]);
            vcc_v8_int t25 = t3 * j_v_6;
            vcc_v8_int t26 = ia_v_4 + t25;
            vcc_store(&(*t4)[t24], t26);
            j_vec_1 += 8L;
            vcc_v8_uint t27 = j_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (j_vec_1 >= 8L) {
                break;
            }
            j_v_1 = t27;
        }
        (*t4)[40] = (*t6)[40] + t5 * 40;
        (*t4)[41] = (*t6)[41] + t5 * 41;
        (*t4)[42] = (*t6)[42] + t5 * 42;
        (*t4)[43] = (*t6)[43] + t5 * 43;
        (*t4)[44] = (*t6)[44] + t5 * 44;
        i = t5;
    }
}

/* Both loops counting down, doubles. */
static __typeof__(da) da __attribute__((aligned(32)));
void down(void) {
    double (*t3)[45];
    int t4;
    double (*t5)[45];
    int i = 36;
    while (i > 0) {
        vcc_v4_int i_v = (vcc_v4_int){i, i, i, i};
        vcc_v4_double t1 = __builtin_convertvector(i_v, vcc_v4_double);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t2 = 44L + j_vec * -1L;
            t3 = &da[i];
            t4 = i - 1;
            t5 = &da[t4];
            vcc_v4_double t6 = vcc_load(vcc_v4_double, &(*t5)[t2] + -3);
            vcc_v4_double da_v = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            vcc_v4_double t7 = da_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t8 = t7 + t1;
            vcc_v4_double t9 = __builtin_shufflevector(t8, t8, 3, 2, 1, 0);
            vcc_store(&(*t3)[t2] + -3, t9);
            long t10 = 44L + (j_vec + 4L) * -1L;
            vcc_v4_double t11 = vcc_load(vcc_v4_double, &(*t5)[t10] + -3);
            vcc_v4_double da_v_1 = __builtin_shufflevector(t11, t11, 3, 2, 1, 0);
            vcc_v4_double t12 = da_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t13 = t12 + t1;
            vcc_v4_double t14 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            vcc_store(&(*t3)[t10] + -3, t14);
            long t15 = 44L + (j_vec + 8L) * -1L;
            vcc_v4_double t16 = vcc_load(vcc_v4_double, &(*t5)[t15] + -3);
            vcc_v4_double da_v_2 = __builtin_shufflevector(t16, t16, 3, 2, 1, 0);
            vcc_v4_double t17 = da_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t18 = t17 + t1;
            vcc_v4_double t19 = __builtin_shufflevector(t18, t18, 3, 2, 1, 0);
            vcc_store(&(*t3)[t15] + -3, t19);
            long t20 = 44L + (j_vec + 12L) * -1L;
            vcc_v4_double t21 = vcc_load(vcc_v4_double, &(*t5)[t20] + -3);
            vcc_v4_double da_v_3 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            vcc_v4_double t22 = da_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t23 = t22 + t1;
            vcc_v4_double t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            vcc_store(&(*t3)[t20] + -3, t24);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = 12L + j_vec_1 * -1L;
            vcc_v4_double t26 = vcc_load(vcc_v4_double, &(*t5)[t25] + -3);
            vcc_v4_double t27 = t26 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t28 = t27 + t1;
            vcc_store(&(*t3)[t25] + -3, t28);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        (*t3)[0] = (*t5)[0] * 0.25 + (double)i;
        i = t4;
    }
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
static __typeof__(colsum) colsum __attribute__((aligned(32)));
void col_sums(void) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:62 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 8) {
        if (j_1 >= 45) {
            j = j_1;
            break;
        }
        if ((45U - (unsigned int)j_1) < 8U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < 37; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, &fa[t3][t4]);
            vcc_v8_float t8 = t6 + t7;
            vcc_store(t5, t8);
        }
    }
    for (; j < 45; j++) {
        for (int i = 0; i < 37; i++) {
            long t1 = (long)j;
            float *t2 = &colsum[t1];
            *t2 = *t2 + fa[i][t1];
        }
    }
}

/* Through a pointer parameter that may point into fa: not interchanged. */
void col_sums_to(float *s) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            s[j] += fa[i][j];
}

/* Shorts. */
void shorts(short k) {
    short (*t2)[45];
    int i = 0;
    while (i < 37) {
        vcc_v8_short k_v = (vcc_v8_short){k, k, k, k, k, k, k, k};
        vcc_v8_ushort t1 = (vcc_v8_ushort)k_v;
        long j_vec = 0L;
        /* vcc: loop at interchange.c:76 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            t2 = &sa[i];
            short *t3 = &(*t2)[j_vec];
            vcc_v8_short sa_v = vcc_load(vcc_v8_short, t3);
            vcc_v8_ushort t4 = (vcc_v8_ushort)sa_v;
            vcc_v8_ushort t5 = t4 * (vcc_v8_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v8_ushort t6 = t5 + t1;
            vcc_v8_short t7 = (vcc_v8_short)t6;
            vcc_store(t3, t7);
            short *t8 = &(*t2)[j_vec + 8L];
            vcc_v8_short sa_v_1 = vcc_load(vcc_v8_short, t8);
            vcc_v8_ushort t9 = (vcc_v8_ushort)sa_v_1;
            vcc_v8_ushort t10 = t9 * (vcc_v8_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v8_ushort t11 = t10 + t1;
            vcc_v8_short t12 = (vcc_v8_short)t11;
            vcc_store(t8, t12);
            short *t13 = &(*t2)[j_vec + 16L];
            vcc_v8_short sa_v_2 = vcc_load(vcc_v8_short, t13);
            vcc_v8_ushort t14 = (vcc_v8_ushort)sa_v_2;
            vcc_v8_ushort t15 = t14 * (vcc_v8_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v8_ushort t16 = t15 + t1;
            vcc_v8_short t17 = (vcc_v8_short)t16;
            vcc_store(t13, t17);
            short *t18 = &(*t2)[j_vec + 24L];
            vcc_v8_short sa_v_3 = vcc_load(vcc_v8_short, t18);
            vcc_v8_ushort t19 = (vcc_v8_ushort)sa_v_3;
            vcc_v8_ushort t20 = t19 * (vcc_v8_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v8_ushort t21 = t20 + t1;
            vcc_v8_short t22 = (vcc_v8_short)t21;
            vcc_store(t18, t22);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t23 = &(*t2)[32L + j_vec_1];
            vcc_v8_short sa_v_4 = vcc_load(vcc_v8_short, t23);
            vcc_v8_ushort t24 = (vcc_v8_ushort)sa_v_4;
            vcc_v8_ushort t25 = t24 * (vcc_v8_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v8_ushort t26 = t25 + t1;
            vcc_v8_short t27 = (vcc_v8_short)t26;
            vcc_store(t23, t27);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        short *t28 = &(*t2)[40];
        int t29 = (int)k;
        *t28 = (short)((int)*t28 * 3 + t29);
        short *t30 = &(*t2)[41];
        *t30 = (short)((int)*t30 * 3 + t29);
        short *t31 = &(*t2)[42];
        *t31 = (short)((int)*t31 * 3 + t29);
        short *t32 = &(*t2)[43];
        *t32 = (short)((int)*t32 * 3 + t29);
        short *t33 = &(*t2)[44];
        *t33 = (short)((int)*t33 * 3 + t29);
        i++;
    }
}

/* Run-time trip counts (at most the arrays' lengths): the distances are unbounded, so the test
   solves each subscript's equation (C keeps every subscript but the first within its array). */
void dep_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 1; i < rows; i++) {
        long t1 = (long)cols;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:84 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t3 = (long)i;
                vcc_v8_float fa_v = vcc_load(vcc_v8_float, &fa[i - 1][j_vec]);
                vcc_v8_float t4 = fa_v * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float fb_v = vcc_load(vcc_v8_float, &fb[t3][j_vec]);
                vcc_v8_float t5 = t4 + fb_v;
                vcc_store(&fa[t3][j_vec], t5);
                long t6 = j_vec + 8L;
                long t7 = (long)i;
                vcc_v8_float fa_v_1 = vcc_load(vcc_v8_float, &fa[i - 1][t6]);
                vcc_v8_float t8 = fa_v_1 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float fb_v_1 = vcc_load(vcc_v8_float, &fb[t7][t6]);
                vcc_v8_float t9 = t8 + fb_v_1;
                vcc_store(&fa[t7][t6], t9);
                long t10 = j_vec + 16L;
                long t11 = (long)i;
                vcc_v8_float fa_v_2 = vcc_load(vcc_v8_float, &fa[i - 1][t10]);
                vcc_v8_float t12 = fa_v_2 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float fb_v_2 = vcc_load(vcc_v8_float, &fb[t11][t10]);
                vcc_v8_float t13 = t12 + fb_v_2;
                vcc_store(&fa[t11][t10], t13);
                long t14 = j_vec + 24L;
                long t15 = (long)i;
                vcc_v8_float fa_v_3 = vcc_load(vcc_v8_float, &fa[i - 1][t14]);
                vcc_v8_float t16 = fa_v_3 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float fb_v_3 = vcc_load(vcc_v8_float, &fb[t15][t14]);
                vcc_v8_float t17 = t16 + fb_v_3;
                vcc_store(&fa[t15][t14], t17);
                j_vec += 32L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:84 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                vcc_v8_float fa_v_4 = vcc_load(vcc_v8_float, &fa[i - 1][t21]);
                vcc_v8_float t23 = fa_v_4 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float fb_v_4 = vcc_load(vcc_v8_float, &fb[t22][t21]);
                vcc_v8_float t24 = t23 + fb_v_4;
                vcc_store(&fa[t22][t21], t24);
                j_vec_1 += 8L;
            } while (j_vec_1 < t20);
            j = (int)((long)t18 + t20);
        } else {
            j = t18;
        }
        for (; j < cols; j++) {
            long t25 = (long)i;
            long t26 = (long)j;
            fa[t25][t26] = fa[i - 1][t26] * 0.75f + fb[t25][t26];
        }
    }
}

/* The same anti-diagonal distance (1, -1) with run-time counts: not interchanged. */
void anti_diag_rows(int rows, int cols) {
    for (int j = 1; j < cols; j++)
        for (int i = 0; i + 1 < rows; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + fb[i][j];
}

/* Tests on computed bounds (`i + 1 < rows`, `j < cols - 1`): each moves with its loop's
   control, computed again in the other header. */
void shifted_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 0; (i + 1) < rows; i++) {
        long t1 = (long)cols + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:100 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t3 = (long)i;
                vcc_v8_float fb_v = vcc_load(vcc_v8_float, &fb[i + 1][(int)j_vec + 1]);
                vcc_v8_float t4 = fb_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float fa_v = vcc_load(vcc_v8_float, &fa[t3][j_vec]);
                vcc_v8_float t5 = t4 - fa_v;
                vcc_store(&fb[t3][j_vec], t5);
                long t6 = j_vec + 8L;
                long t7 = (long)i;
                vcc_v8_float fb_v_1 = vcc_load(vcc_v8_float, &fb[i + 1][(int)t6 + 1]);
                vcc_v8_float t8 = fb_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float fa_v_1 = vcc_load(vcc_v8_float, &fa[t7][t6]);
                vcc_v8_float t9 = t8 - fa_v_1;
                vcc_store(&fb[t7][t6], t9);
                long t10 = j_vec + 16L;
                long t11 = (long)i;
                vcc_v8_float fb_v_2 = vcc_load(vcc_v8_float, &fb[i + 1][(int)t10 + 1]);
                vcc_v8_float t12 = fb_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float fa_v_2 = vcc_load(vcc_v8_float, &fa[t11][t10]);
                vcc_v8_float t13 = t12 - fa_v_2;
                vcc_store(&fb[t11][t10], t13);
                long t14 = j_vec + 24L;
                long t15 = (long)i;
                vcc_v8_float fb_v_3 = vcc_load(vcc_v8_float, &fb[i + 1][(int)t14 + 1]);
                vcc_v8_float t16 = fb_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float fa_v_3 = vcc_load(vcc_v8_float, &fa[t15][t14]);
                vcc_v8_float t17 = t16 - fa_v_3;
                vcc_store(&fb[t15][t14], t17);
                j_vec += 32L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L + -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:100 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                vcc_v8_float fb_v_4 = vcc_load(vcc_v8_float, &fb[i + 1][(int)t21 + 1]);
                vcc_v8_float t23 = fb_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float fa_v_4 = vcc_load(vcc_v8_float, &fa[t22][t21]);
                vcc_v8_float t24 = t23 - fa_v_4;
                vcc_store(&fb[t22][t21], t24);
                j_vec_1 += 8L;
            } while (j_vec_1 < t20);
            j = (int)((long)t18 + t20);
        } else {
            j = t18;
        }
        for (;; j++) {
            int t25 = i + 1;
            if (j >= (cols - 1)) {
                break;
            }
            long t26 = (long)i;
            long t27 = (long)j;
            fb[t26][t27] = fb[t25][j + 1] * 0.5f - fa[t26][t27];
        }
    }
}

/* A column of sums kept in a global array, run-time counts. */
void col_sums_rows(int rows, int cols) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:106 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 8) {
        if (j_1 >= cols) {
            j = j_1;
            break;
        }
        if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < rows; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t8 = t6 * t7;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, &fa[t3][t4]);
            vcc_v8_float t10 = t8 + t9;
            vcc_store(t5, t10);
        }
    }
    for (; j < cols; j++) {
        for (int i = 0; i < rows; i++) {
            long t1 = (long)j;
            float *t2 = &colsum[t1];
            *t2 = *t2 * 0.5f + fa[i][t1];
        }
    }
}

int main(void) {
    float s[45];
    int n;
    int t9;
    int t165;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            return 0;
        }
        for (int i = 0; i < 37; i++) {
            unsigned int t10 = (unsigned int)i;
            unsigned int t11 = (unsigned int)(int)(t10 * 7U);
            unsigned int t12 = (unsigned int)n;
            int t13 = (int)((unsigned int)(int)t11 + t12);
            unsigned int t14 = (unsigned int)(int)(t10 * 5U);
            int t15 = (int)((unsigned int)(int)t14 + t12);
            unsigned int t16 = (unsigned int)(int)(t10 * 3U);
            int t17 = (int)((unsigned int)(int)t16 + t12);
            if (1 & (t13 >= 0) & (t15 >= 0) & (t17 >= 0)) {
                vcc_v4_int i_v = (vcc_v4_int){i, i, i, i};
                vcc_v4_int n_v = (vcc_v4_int){n, n, n, n};
                vcc_v4_int t18 = (vcc_v4_int){0, 0, 0, 0};
                vcc_v4_uint t19 = (vcc_v4_uint)t18;
                vcc_v4_uint j_v = t19 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                vcc_v4_int t20 = vcc_splat(vcc_v4_int, t13 % 17);
                vcc_v4_int t21 = t20 + (vcc_v4_int){0, 3, 6, 9};
                vcc_m4 t22 = (vcc_m4)(t21 > (vcc_v4_int){16, 16, 16, 16});
                vcc_v4_uint t23 = vcc_select(vcc_v4_int, (vcc_v4_int)t22, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t24 = (vcc_v4_uint)t21;
                vcc_v4_uint t25 = t24 - t23;
                vcc_v4_int t1 = (vcc_v4_int)t25;
                vcc_v4_int t26 = vcc_splat(vcc_v4_int, t15 % 13);
                vcc_v4_int t27 = t26 + (vcc_v4_int){0, 1, 2, 3};
                vcc_m4 t28 = (vcc_m4)(t27 > (vcc_v4_int){12, 12, 12, 12});
                vcc_v4_uint t29 = vcc_select(vcc_v4_int, (vcc_v4_int)t28, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t30 = (vcc_v4_uint)t27;
                vcc_v4_uint t31 = t30 - t29;
                vcc_v4_int t2 = (vcc_v4_int)t31;
                vcc_v4_int t32 = vcc_splat(vcc_v4_int, t17 % 19);
                vcc_v4_int t33 = t32 + (vcc_v4_int){0, 11, 3, 14};
                vcc_m4 t34 = (vcc_m4)(t33 > (vcc_v4_int){18, 18, 18, 18});
                vcc_v4_uint t35 = vcc_select(vcc_v4_int, (vcc_v4_int)t34, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t36 = (vcc_v4_uint)t33;
                vcc_v4_uint t37 = t36 - t35;
                vcc_v4_int t3 = (vcc_v4_int)t37;
                vcc_v4_int t38 = i_v * (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_int t39 = i_v * (vcc_v4_int){100, 100, 100, 100};
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 4, UF 4, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    vcc_v4_int j_v_4 = (vcc_v4_int)j_v;
                    long t40 = (long)i;
                    float (*t41)[45] = &fa[t40];
                    vcc_v4_float t42 = __builtin_convertvector(t1, vcc_v4_float);
                    vcc_v4_float t43 = t42 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(&(*t41)[j_vec], t43);
                    float (*t44)[45] = &fb[t40];
                    vcc_v4_float t45 = __builtin_convertvector(t2, vcc_v4_float);
                    vcc_v4_float t46 = t45 * (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_store(&(*t44)[j_vec], t46);
                    double (*t47)[45] = &da[t40];
                    vcc_v4_double t48 = __builtin_convertvector(t3, vcc_v4_double);
                    vcc_store(&(*t47)[j_vec], t48);
                    int (*t49)[45] = &ia[t40];
                    vcc_v4_int t50 = t39 + j_v_4;
                    vcc_v4_int t51 = t50 - n_v;
                    vcc_store(&(*t49)[j_vec], t51);
                    short (*t52)[45] = &sa[t40];
                    vcc_v4_int t53 = t38 - j_v_4;
                    vcc_v4_int t54 = t53 + n_v;
                    vcc_v4_short t55 = __builtin_convertvector(t54, vcc_v4_short);
                    vcc_store(&(*t52)[j_vec], t55);
                    long t56 = j_vec + 4L;
                    vcc_v4_uint t57 = j_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    vcc_v4_int j_v_5 = (vcc_v4_int)t57;
                    vcc_v4_int t58 = t1 + (vcc_v4_int){12, 12, 12, 12};
                    vcc_m4 t59 = (vcc_m4)(t58 > (vcc_v4_int){16, 16, 16, 16});
                    vcc_v4_uint t60 = vcc_select(vcc_v4_int, (vcc_v4_int)t59, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t61 = (vcc_v4_uint)t58;
                    vcc_v4_uint t62 = t61 - t60;
                    vcc_v4_int t63 = (vcc_v4_int)t62;
                    vcc_v4_float t64 = __builtin_convertvector(t63, vcc_v4_float);
                    vcc_v4_float t65 = t64 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(&(*t41)[t56], t65);
                    vcc_v4_int t66 = t2 + (vcc_v4_int){4, 4, 4, 4};
                    vcc_m4 t67 = (vcc_m4)(t66 > (vcc_v4_int){12, 12, 12, 12});
                    vcc_v4_uint t68 = vcc_select(vcc_v4_int, (vcc_v4_int)t67, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t69 = (vcc_v4_uint)t66;
                    vcc_v4_uint t70 = t69 - t68;
                    vcc_v4_int t71 = (vcc_v4_int)t70;
                    vcc_v4_float t72 = __builtin_convertvector(t71, vcc_v4_float);
                    vcc_v4_float t73 = t72 * (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_store(&(*t44)[t56], t73);
                    vcc_v4_int t74 = t3 + (vcc_v4_int){6, 6, 6, 6};
                    vcc_m4 t75 = (vcc_m4)(t74 > (vcc_v4_int){18, 18, 18, 18});
                    vcc_v4_uint t76 = vcc_select(vcc_v4_int, (vcc_v4_int)t75, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t77 = (vcc_v4_uint)t74;
                    vcc_v4_uint t78 = t77 - t76;
                    vcc_v4_int t79 = (vcc_v4_int)t78;
                    vcc_v4_double t80 = __builtin_convertvector(t79, vcc_v4_double);
                    vcc_store(&(*t47)[t56], t80);
                    vcc_v4_int t81 = t39 + j_v_5;
                    vcc_v4_int t82 = t81 - n_v;
                    vcc_store(&(*t49)[t56], t82);
                    vcc_v4_int t83 = t38 - j_v_5;
                    vcc_v4_int t84 = t83 + n_v;
                    vcc_v4_short t85 = __builtin_convertvector(t84, vcc_v4_short);
                    vcc_store(&(*t52)[t56], t85);
                    long t86 = j_vec + 8L;
                    vcc_v4_uint t87 = j_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
                    vcc_v4_int j_v_6 = (vcc_v4_int)t87;
                    vcc_v4_int t88 = t1 + (vcc_v4_int){7, 7, 7, 7};
                    vcc_m4 t89 = (vcc_m4)(t88 > (vcc_v4_int){16, 16, 16, 16});
                    vcc_v4_uint t90 = vcc_select(vcc_v4_int, (vcc_v4_int)t89, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t91 = (vcc_v4_uint)t88;
                    vcc_v4_uint t92 = t91 - t90;
                    vcc_v4_int t93 = (vcc_v4_int)t92;
                    vcc_v4_float t94 = __builtin_convertvector(t93, vcc_v4_float);
                    vcc_v4_float t95 = t94 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(&(*t41)[t86], t95);
                    vcc_v4_int t96 = t2 + (vcc_v4_int){8, 8, 8, 8};
                    vcc_m4 t97 = (vcc_m4)(t96 > (vcc_v4_int){12, 12, 12, 12});
                    vcc_v4_uint t98 = vcc_select(vcc_v4_int, (vcc_v4_int)t97, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t99 = (vcc_v4_uint)t96;
                    vcc_v4_uint t100 = t99 - t98;
                    vcc_v4_int t101 = (vcc_v4_int)t100;
                    vcc_v4_float t102 = __builtin_convertvector(t101, vcc_v4_float);
                    vcc_v4_float t103 = t102 * (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_store(&(*t44)[t86], t103);
                    vcc_v4_int t104 = t3 + (vcc_v4_int){12, 12, 12, 12};
                    vcc_m4 t105 = (vcc_m4)(t104 > (vcc_v4_int){18, 18, 18, 18});
                    vcc_v4_uint t106 = vcc_select(vcc_v4_int, (vcc_v4_int)t105, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t107 = (vcc_v4_uint)t104;
                    vcc_v4_uint t108 = t107 - t106;
                    vcc_v4_int t109 = (vcc_v4_int)t108;
                    vcc_v4_double t110 = __builtin_convertvector(t109, vcc_v4_double);
                    vcc_store(&(*t47)[t86], t110);
                    vcc_v4_int t111 = t39 + j_v_6;
                    vcc_v4_int t112 = t111 - n_v;
                    vcc_store(&(*t49)[t86], t112);
                    vcc_v4_int t113 = t38 - j_v_6;
                    vcc_v4_int t114 = t113 + n_v;
                    vcc_v4_short t115 = __builtin_convertvector(t114, vcc_v4_short);
                    vcc_store(&(*t52)[t86], t115);
                    long t116 = j_vec + 12L;
                    vcc_v4_uint t117 = j_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
                    vcc_v4_int j_v_7 = (vcc_v4_int)t117;
                    vcc_v4_int t118 = t1 + (vcc_v4_int){2, 2, 2, 2};
                    vcc_m4 t119 = (vcc_m4)(t118 > (vcc_v4_int){16, 16, 16, 16});
                    vcc_v4_uint t120 = vcc_select(vcc_v4_int, (vcc_v4_int)t119, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t121 = (vcc_v4_uint)t118;
                    vcc_v4_uint t122 = t121 - t120;
                    vcc_v4_int t123 = (vcc_v4_int)t122;
                    vcc_v4_float t124 = __builtin_convertvector(t123, vcc_v4_float);
                    vcc_v4_float t125 = t124 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(&(*t41)[t116], t125);
                    vcc_v4_int t126 = t2 + (vcc_v4_int){12, 12, 12, 12};
                    vcc_m4 t127 = (vcc_m4)(t126 > (vcc_v4_int){12, 12, 12, 12});
                    vcc_v4_uint t128 = vcc_select(vcc_v4_int, (vcc_v4_int)t127, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t129 = (vcc_v4_uint)t126;
                    vcc_v4_uint t130 = t129 - t128;
                    vcc_v4_int t131 = (vcc_v4_int)t130;
                    vcc_v4_float t132 = __builtin_convertvector(t131, vcc_v4_float);
                    vcc_v4_float t133 = t132 * (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_store(&(*t44)[t116], t133);
                    vcc_v4_int t134 = t3 + (vcc_v4_int){18, 18, 18, 18};
                    vcc_m4 t135 = (vcc_m4)(t134 > (vcc_v4_int){18, 18, 18, 18});
                    vcc_v4_uint t136 = vcc_select(vcc_v4_int, (vcc_v4_int)t135, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t137 = (vcc_v4_uint)t134;
                    vcc_v4_uint t138 = t137 - t136;
                    vcc_v4_int t139 = (vcc_v4_int)t138;
                    vcc_v4_double t140 = __builtin_convertvector(t139, vcc_v4_double);
                    vcc_store(&(*t47)[t116], t140);
                    vcc_v4_int t141 = t39 + j_v_7;
                    vcc_v4_int t142 = t141 - n_v;
                    vcc_store(&(*t49)[t116], t142);
                    vcc_v4_int t143 = t38 - j_v_7;
                    vcc_v4_int t144 = t143 + n_v;
                    vcc_v4_short t145 = __builtin_convertvector(t144, vcc_v4_short);
                    vcc_store(&(*t52)[t116], t145);
                    j_vec += 16L;
                    vcc_v4_uint t146 = j_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
                    vcc_v4_int t147 = t1 + (vcc_v4_int){14, 14, 14, 14};
                    vcc_m4 t148 = (vcc_m4)(t147 > (vcc_v4_int){16, 16, 16, 16});
                    vcc_v4_uint t149 = vcc_select(vcc_v4_int, (vcc_v4_int)t148, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t150 = (vcc_v4_uint)t147;
                    vcc_v4_uint t151 = t150 - t149;
                    vcc_v4_int t152 = (vcc_v4_int)t151;
                    vcc_v4_int t153 = t2 + (vcc_v4_int){3, 3, 3, 3};
                    vcc_m4 t154 = (vcc_m4)(t153 > (vcc_v4_int){12, 12, 12, 12});
                    vcc_v4_uint t155 = vcc_select(vcc_v4_int, (vcc_v4_int)t154, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t156 = (vcc_v4_uint)t153;
                    vcc_v4_uint t157 = t156 - t155;
                    vcc_v4_int t158 = (vcc_v4_int)t157;
                    vcc_v4_int t159 = t3 + (vcc_v4_int){5, 5, 5, 5};
                    vcc_m4 t160 = (vcc_m4)(t159 > (vcc_v4_int){18, 18, 18, 18});
                    vcc_v4_uint t161 = vcc_select(vcc_v4_int, (vcc_v4_int)t160, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t162 = (vcc_v4_uint)t159;
                    vcc_v4_uint t163 = t162 - t161;
                    vcc_v4_int t164 = (vcc_v4_int)t163;
                    if (j_vec >= 32L) {
                        break;
                    }
                    j_v = t146;
                    t1 = t152;
                    t2 = t158;
                    t3 = t164;
                }
                t165 = 32;
            } else {
                t165 = 0;
            }
            long t166 = (long)t165;
            long t167 = t166 * -1L + 45L;
            unsigned int t168 = (unsigned int)t165;
            int t169 = (int)((unsigned int)(int)(t11 + (unsigned int)(int)(t168 * 3U)) + t12);
            int t170 = (int)((unsigned int)(int)(t14 + t168) + t12);
            int t171 = (int)((unsigned int)(int)(t16 + (unsigned int)(int)(t168 * 11U)) + t12);
            if ((t167 >= 4L) & (t169 >= 0) & (t170 >= 0) & (t171 >= 0)) {
                long t172 = t167 & -4L;
                vcc_v4_int i_v_1 = (vcc_v4_int){i, i, i, i};
                vcc_v4_int n_v_1 = (vcc_v4_int){n, n, n, n};
                vcc_v4_int t173 = (vcc_v4_int){t165, t165, t165, t165};
                vcc_v4_uint t174 = (vcc_v4_uint)t173;
                vcc_v4_uint j_v_1 = t174 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                vcc_v4_int t175 = vcc_splat(vcc_v4_int, t169 % 17);
                vcc_v4_int t176 = t175 + (vcc_v4_int){0, 3, 6, 9};
                vcc_m4 t177 = (vcc_m4)(t176 > (vcc_v4_int){16, 16, 16, 16});
                vcc_v4_uint t178 = vcc_select(vcc_v4_int, (vcc_v4_int)t177, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t179 = (vcc_v4_uint)t176;
                vcc_v4_uint t180 = t179 - t178;
                vcc_v4_int t4 = (vcc_v4_int)t180;
                vcc_v4_int t181 = vcc_splat(vcc_v4_int, t170 % 13);
                vcc_v4_int t182 = t181 + (vcc_v4_int){0, 1, 2, 3};
                vcc_m4 t183 = (vcc_m4)(t182 > (vcc_v4_int){12, 12, 12, 12});
                vcc_v4_uint t184 = vcc_select(vcc_v4_int, (vcc_v4_int)t183, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t185 = (vcc_v4_uint)t182;
                vcc_v4_uint t186 = t185 - t184;
                vcc_v4_int t5 = (vcc_v4_int)t186;
                vcc_v4_int t187 = vcc_splat(vcc_v4_int, t171 % 19);
                vcc_v4_int t188 = t187 + (vcc_v4_int){0, 11, 3, 14};
                vcc_m4 t189 = (vcc_m4)(t188 > (vcc_v4_int){18, 18, 18, 18});
                vcc_v4_uint t190 = vcc_select(vcc_v4_int, (vcc_v4_int)t189, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t191 = (vcc_v4_uint)t188;
                vcc_v4_uint t192 = t191 - t190;
                vcc_v4_int t6 = (vcc_v4_int)t192;
                vcc_v4_int t193 = i_v_1 * (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_int t194 = i_v_1 * (vcc_v4_int){100, 100, 100, 100};
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t195 = t166 + j_vec_1;
                    vcc_v4_int j_v_8 = (vcc_v4_int)j_v_1;
                    long t196 = (long)i;
                    vcc_v4_float t197 = __builtin_convertvector(t4, vcc_v4_float);
                    vcc_v4_float t198 = t197 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(&fa[t196][t195], t198);
                    vcc_v4_float t199 = __builtin_convertvector(t5, vcc_v4_float);
                    vcc_v4_float t200 = t199 * (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_store(&fb[t196][t195], t200);
                    vcc_v4_double t201 = __builtin_convertvector(t6, vcc_v4_double);
                    vcc_store(&da[t196][t195], t201);
                    vcc_v4_int t202 = t194 + j_v_8;
                    vcc_v4_int t203 = t202 - n_v_1;
                    vcc_store(&ia[t196][t195], t203);
                    vcc_v4_int t204 = t193 - j_v_8;
                    vcc_v4_int t205 = t204 + n_v_1;
                    vcc_v4_short t206 = __builtin_convertvector(t205, vcc_v4_short);
                    vcc_store(&sa[t196][t195], t206);
                    j_vec_1 += 4L;
                    vcc_v4_uint t207 = j_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    vcc_v4_int t208 = t4 + (vcc_v4_int){12, 12, 12, 12};
                    vcc_m4 t209 = (vcc_m4)(t208 > (vcc_v4_int){16, 16, 16, 16});
                    vcc_v4_uint t210 = vcc_select(vcc_v4_int, (vcc_v4_int)t209, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t211 = (vcc_v4_uint)t208;
                    vcc_v4_uint t212 = t211 - t210;
                    vcc_v4_int t213 = (vcc_v4_int)t212;
                    vcc_v4_int t214 = t5 + (vcc_v4_int){4, 4, 4, 4};
                    vcc_m4 t215 = (vcc_m4)(t214 > (vcc_v4_int){12, 12, 12, 12});
                    vcc_v4_uint t216 = vcc_select(vcc_v4_int, (vcc_v4_int)t215, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t217 = (vcc_v4_uint)t214;
                    vcc_v4_uint t218 = t217 - t216;
                    vcc_v4_int t219 = (vcc_v4_int)t218;
                    vcc_v4_int t220 = t6 + (vcc_v4_int){6, 6, 6, 6};
                    vcc_m4 t221 = (vcc_m4)(t220 > (vcc_v4_int){18, 18, 18, 18});
                    vcc_v4_uint t222 = vcc_select(vcc_v4_int, (vcc_v4_int)t221, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                    vcc_v4_uint t223 = (vcc_v4_uint)t220;
                    vcc_v4_uint t224 = t223 - t222;
                    vcc_v4_int t225 = (vcc_v4_int)t224;
                    if (j_vec_1 >= t172) {
                        break;
                    }
                    j_v_1 = t207;
                    t4 = t213;
                    t5 = t219;
                    t6 = t225;
                }
                j = (int)(t166 + t172);
            } else {
                j = t165;
            }
            while (j < 45) {
                long t226 = (long)i;
                long t227 = (long)j;
                int t228 = i * 7;
                fa[t226][t227] = (float)((t228 + j * 3 + n) % 17) * 0.25f;
                fb[t226][t227] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t226][t227] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t226][t227] = i * 100 + j - n;
                sa[t226][t227] = (short)(t228 - j + n);
                j++;
            }
        }
        vcc_v8_int t229 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t230 = (vcc_v8_uint)t229;
        vcc_v8_uint j_v_2 = t230 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int j_v_9 = (vcc_v8_int)j_v_2;
            vcc_v8_float t231 = __builtin_convertvector(j_v_9, vcc_v8_float);
            vcc_store(&colsum[j_vec_2], t231);
            vcc_v8_uint t232 = j_v_2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int j_v_10 = (vcc_v8_int)t232;
            vcc_v8_float t233 = __builtin_convertvector(j_v_10, vcc_v8_float);
            vcc_store(&colsum[j_vec_2 + 8L], t233);
            vcc_v8_uint t234 = j_v_2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int j_v_11 = (vcc_v8_int)t234;
            vcc_v8_float t235 = __builtin_convertvector(j_v_11, vcc_v8_float);
            vcc_store(&colsum[j_vec_2 + 16L], t235);
            vcc_v8_uint t236 = j_v_2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int j_v_12 = (vcc_v8_int)t236;
            vcc_v8_float t237 = __builtin_convertvector(j_v_12, vcc_v8_float);
            vcc_store(&colsum[j_vec_2 + 24L], t237);
            j_vec_2 += 32L;
            vcc_v8_uint t238 = j_v_2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = t238;
        }
        vcc_v8_int t239 = (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t240 = (vcc_v8_uint)t239;
        vcc_v8_uint j_v_3 = t240 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long j_vec_3 = 0L;
        /* vcc: loop at interchange.c:122 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int j_v_13 = (vcc_v8_int)j_v_3;
            vcc_v8_float t241 = __builtin_convertvector(j_v_13, vcc_v8_float);
            vcc_store(&colsum[32L + j_vec_3], t241);
            j_vec_3 += 8L;
            vcc_v8_uint t242 = j_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (j_vec_3 >= 8L) {
                break;
            }
            j_v_3 = t242;
        }
        colsum[40] = 40.0f;
        colsum[41] = 41.0f;
        colsum[42] = 42.0f;
        colsum[43] = 43.0f;
        colsum[44] = 44.0f;
        s[0] = 0.0f;
        long t7 = 0L;
        /* vcc: loop at interchange.c:124 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(&s[1L + t7], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&s[1L + (t7 + 8L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&s[1L + (t7 + 16L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&s[1L + (t7 + 24L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            t7 += 32L;
        } while (t7 < 32L);
        long t8 = 0L;
        /* vcc: loop at interchange.c:124 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(&s[33L + t8], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            t8 += 8L;
        } while (t8 < 8L);
        s[41] = 0.0f;
        s[42] = 0.0f;
        s[43] = 0.0f;
        s[44] = 0.0f;
        cols(0.5f + (float)n);
        dep_down();
        anti_diag();
        diag();
        step_use();
        down();
        col_sums();
        col_sums_to(s);
        col_sums_to(fa[1]);
        shorts((short)n);
        int rows = n % 38;
        int cols_1 = n * 7 % 46;
        dep_rows(rows, cols_1);
        anti_diag_rows(rows, cols_1);
        shifted_rows(rows, cols_1);
        col_sums_rows(rows, cols_1);
        unsigned long t243 = hash_bytes((const void *)s, 180UL);
        unsigned long t244 = hash_bytes((const void *)colsum, 180UL);
        unsigned long t245 = hash_bytes((const void *)sa[0], 3330UL);
        unsigned long t246 = hash_bytes((const void *)ia[0], 6660UL);
        unsigned long t247 = hash_bytes((const void *)da[0], 13320UL);
        unsigned long t248 = hash_bytes((const void *)fb[0], 6660UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)fa[0], 6660UL), (unsigned long long)t248, (unsigned long long)t247, (unsigned long long)t246, (unsigned long long)t245, (unsigned long long)t244, (unsigned long long)t243);
        count_idx++;
        n_1 = n;
    }
}
