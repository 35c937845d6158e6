/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=5 neon=5 */
#include <math.h>
#include "harness.h"


/* Math calls: sqrtf, fabs, floor and fminf are exact in any vector form (AVX2: vsqrtps,
   and-not of the sign bit, vroundpd, minps with glibc's NaN rule), so they are vectorized
   under any flags; expf and sin only have inexact vector forms (glibc's libmvec), used only
   under --fast-math (see math_fast.c): here they are called once per lane. */
void roots_f32(int n, float *restrict r, const float *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:11 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(a_v[0]));
            vcc_v8_float t4 = vcc_insert(t3, 1, sqrtf(a_v[1]));
            vcc_v8_float t5 = vcc_insert(t4, 2, sqrtf(a_v[2]));
            vcc_v8_float t6 = vcc_insert(t5, 3, sqrtf(a_v[3]));
            vcc_v8_float t7 = vcc_insert(t6, 4, sqrtf(a_v[4]));
            vcc_v8_float t8 = vcc_insert(t7, 5, sqrtf(a_v[5]));
            vcc_v8_float t9 = vcc_insert(t8, 6, sqrtf(a_v[6]));
            vcc_v8_float t10 = vcc_insert(t9, 7, sqrtf(a_v[7]));
            vcc_store(r + i_vec, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        float t12 = a[t11];
        r[t11] = sqrtf(t12);
    }
}

void abs_floor(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = floor(fabs(a[i]) * 0.5);
}

void clamp_min(int n, float *restrict r, const float *restrict a, float hi) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_float hi_v = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:21 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = vcc_insert((vcc_v8_float){0}, 0, fminf(a_v[0], hi_v[0]));
            vcc_v8_float t4 = vcc_insert(t3, 1, fminf(a_v[1], hi_v[1]));
            vcc_v8_float t5 = vcc_insert(t4, 2, fminf(a_v[2], hi_v[2]));
            vcc_v8_float t6 = vcc_insert(t5, 3, fminf(a_v[3], hi_v[3]));
            vcc_v8_float t7 = vcc_insert(t6, 4, fminf(a_v[4], hi_v[4]));
            vcc_v8_float t8 = vcc_insert(t7, 5, fminf(a_v[5], hi_v[5]));
            vcc_v8_float t9 = vcc_insert(t8, 6, fminf(a_v[6], hi_v[6]));
            vcc_v8_float t10 = vcc_insert(t9, 7, fminf(a_v[7], hi_v[7]));
            vcc_store(r + i_vec, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        float t12 = a[t11];
        r[t11] = fminf(t12, hi);
    }
}

void exps(int n, float *restrict r, const float *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:26 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = vcc_insert((vcc_v8_float){0}, 0, expf(a_v[0]));
            vcc_v8_float t4 = vcc_insert(t3, 1, expf(a_v[1]));
            vcc_v8_float t5 = vcc_insert(t4, 2, expf(a_v[2]));
            vcc_v8_float t6 = vcc_insert(t5, 3, expf(a_v[3]));
            vcc_v8_float t7 = vcc_insert(t6, 4, expf(a_v[4]));
            vcc_v8_float t8 = vcc_insert(t7, 5, expf(a_v[5]));
            vcc_v8_float t9 = vcc_insert(t8, 6, expf(a_v[6]));
            vcc_v8_float t10 = vcc_insert(t9, 7, expf(a_v[7]));
            vcc_store(r + i_vec, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        float t12 = a[t11];
        r[t11] = expf(t12);
    }
}

void sines(int n, double *restrict r, const double *restrict a) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:31 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = vcc_insert((vcc_v4_double){0}, 0, sin(a_v[0]));
            vcc_v4_double t4 = vcc_insert(t3, 1, sin(a_v[1]));
            vcc_v4_double t5 = vcc_insert(t4, 2, sin(a_v[2]));
            vcc_v4_double t6 = vcc_insert(t5, 3, sin(a_v[3]));
            vcc_store(r + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t7);
            vcc_v4_double t8 = vcc_insert((vcc_v4_double){0}, 0, sin(a_v_1[0]));
            vcc_v4_double t9 = vcc_insert(t8, 1, sin(a_v_1[1]));
            vcc_v4_double t10 = vcc_insert(t9, 2, sin(a_v_1[2]));
            vcc_v4_double t11 = vcc_insert(t10, 3, sin(a_v_1[3]));
            vcc_store(r + t7, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_calls.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double t16 = vcc_insert((vcc_v4_double){0}, 0, sin(a_v_2[0]));
            vcc_v4_double t17 = vcc_insert(t16, 1, sin(a_v_2[1]));
            vcc_v4_double t18 = vcc_insert(t17, 2, sin(a_v_2[2]));
            vcc_v4_double t19 = vcc_insert(t18, 3, sin(a_v_2[3]));
            vcc_store(r + t15, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = sin(t21);
    }
}

static unsigned long long hash_rounded(const void *values, int n, int is_double);

int main(void) {
    int n;
    int t1;
    int t27;
    int i;
    int t60;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        float *fa = (float *)t2;
        float *fr = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *da = (double *)t3;
        double *dr = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            fa[fill_idx] = (float)(int)(next_rand() % 100000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            da[fill_idx_1] = (double)(-100000 + (int)(next_rand() % 200000U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at math_calls.c:44 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 40:21 and the value of the call to `new_array` at 41:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                float *t8 = fa + i_vec;
                vcc_v4_float fa_v = vcc_load(vcc_v4_float, t8);
                vcc_v4_float t9 = fa_v * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t8, t9);
                double *t10 = da + i_vec;
                vcc_v4_double da_v = vcc_load(vcc_v4_double, t10);
                vcc_v4_double t11 = da_v * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t10, t11);
                long t12 = i_vec + 4L;
                float *t13 = fa + t12;
                vcc_v4_float fa_v_1 = vcc_load(vcc_v4_float, t13);
                vcc_v4_float t14 = fa_v_1 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t13, t14);
                double *t15 = da + t12;
                vcc_v4_double da_v_1 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = da_v_1 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t15, t16);
                long t17 = i_vec + 8L;
                float *t18 = fa + t17;
                vcc_v4_float fa_v_2 = vcc_load(vcc_v4_float, t18);
                vcc_v4_float t19 = fa_v_2 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t18, t19);
                double *t20 = da + t17;
                vcc_v4_double da_v_2 = vcc_load(vcc_v4_double, t20);
                vcc_v4_double t21 = da_v_2 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t20, t21);
                long t22 = i_vec + 12L;
                float *t23 = fa + t22;
                vcc_v4_float fa_v_3 = vcc_load(vcc_v4_float, t23);
                vcc_v4_float t24 = fa_v_3 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t23, t24);
                double *t25 = da + t22;
                vcc_v4_double da_v_3 = vcc_load(vcc_v4_double, t25);
                vcc_v4_double t26 = da_v_3 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t25, t26);
                i_vec += 16L;
            } while (i_vec < t7);
            t27 = (int)t7;
        } else {
            t27 = 0;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 4L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            long t31 = t28 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at math_calls.c:44 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 40:21 and the value of the call to `new_array` at 41:22 do not overlap, scalar epilogue */
            do {
                long t32 = (long)t27 + i_vec_1;
                float *t33 = fa + t32;
                vcc_v4_float fa_v_4 = vcc_load(vcc_v4_float, t33);
                vcc_v4_float t34 = fa_v_4 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t33, t34);
                double *t35 = da + t32;
                vcc_v4_double da_v_4 = vcc_load(vcc_v4_double, t35);
                vcc_v4_double t36 = da_v_4 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t35, t36);
                i_vec_1 += 4L;
            } while (i_vec_1 < t31);
            i = (int)((long)t27 + t31);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t37 = (long)i;
            float *t38 = fa + t37;
            *t38 = *t38 * 0.01f;
            double *t39 = da + t37;
            *t39 = *t39 * 0.001;
        }
        const float *t40 = fa;
        roots_f32(n, fr, t40);
        unsigned long t41 = (unsigned long)n;
        unsigned long t42 = t41 * 4UL;
        const void *t43 = (const void *)fr;
        unsigned long long h1 = (unsigned long long)hash_bytes(t43, t42);
        clamp_min(n, fr, t40, 500.0f);
        unsigned long long h2 = (unsigned long long)hash_bytes(t43, t42);
        const double *t44 = da;
        abs_floor(n, dr, t44);
        const void *t45 = (const void *)dr;
        unsigned long long h3 = (unsigned long long)hash_bytes(t45, t41 * 8UL);
        long t46 = (long)n;
        if (t46 >= 32L) {
            long t47 = t46 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at math_calls.c:54 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t48 = fa + i_vec_2;
                vcc_v8_float fa_v_5 = vcc_load(vcc_v8_float, t48);
                vcc_v8_float t49 = fa_v_5 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t50 = t49 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t48, t50);
                float *t51 = fa + (i_vec_2 + 8L);
                vcc_v8_float fa_v_6 = vcc_load(vcc_v8_float, t51);
                vcc_v8_float t52 = fa_v_6 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t53 = t52 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t51, t53);
                float *t54 = fa + (i_vec_2 + 16L);
                vcc_v8_float fa_v_7 = vcc_load(vcc_v8_float, t54);
                vcc_v8_float t55 = fa_v_7 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t56 = t55 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t54, t56);
                float *t57 = fa + (i_vec_2 + 24L);
                vcc_v8_float fa_v_8 = vcc_load(vcc_v8_float, t57);
                vcc_v8_float t58 = fa_v_8 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t59 = t58 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t57, t59);
                i_vec_2 += 32L;
            } while (i_vec_2 < t47);
            t60 = (int)t47;
        } else {
            t60 = 0;
        }
        long t61 = (long)n + (long)t60 * -1L;
        if (t61 >= 8L) {
            long t62 = t61 & -8L;
            long i_vec_3 = 0L;
            /* vcc: loop at math_calls.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t63 = fa + ((long)t60 + i_vec_3);
                vcc_v8_float fa_v_9 = vcc_load(vcc_v8_float, t63);
                vcc_v8_float t64 = fa_v_9 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t65 = t64 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t63, t65);
                i_vec_3 += 8L;
            } while (i_vec_3 < t62);
            i_1 = (int)((long)t60 + t62);
        } else {
            i_1 = t60;
        }
        for (; i_1 < n; i_1++) {
            float *t66 = fa + i_1;
            *t66 = *t66 * 0.01f - 5.0f;
        }
        exps(n, fr, t40);
        sines(n, dr, t44);
        unsigned long long t67 = hash_rounded(t45, n, 1);
        printf("n=%d sqrtf=%llx fminf=%llx floor=%llx expf~%llx sin~%llx\n", n, h1, h2, h3, hash_rounded(t43, n, 0), t67);
        free((void *)fa);
        free((void *)fr);
        free((void *)da);
        free((void *)dr);
    }
}

/* Below main, so that its loop is not counted among the kernels. */
static unsigned long long hash_rounded(const void *values, int n, int is_double) {
    uint64_t h = 0;
    for (int i = 0; i < n; i++) {
        double x = is_double ? ((const double *)values)[i] : ((const float *)values)[i];
        long rounded = lround(x * 1e4);
        h = h * 1000003u + (uint64_t)rounded;
    }
    return (unsigned long long)h;
}
