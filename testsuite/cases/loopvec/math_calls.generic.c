/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=5 */
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(a_v[0]));
            vcc_v8_float t5 = vcc_insert(t4, 1, sqrtf(a_v[1]));
            vcc_v8_float t6 = vcc_insert(t5, 2, sqrtf(a_v[2]));
            vcc_v8_float t7 = vcc_insert(t6, 3, sqrtf(a_v[3]));
            vcc_v8_float t8 = vcc_insert(t7, 4, sqrtf(a_v[4]));
            vcc_v8_float t9 = vcc_insert(t8, 5, sqrtf(a_v[5]));
            vcc_v8_float t10 = vcc_insert(t9, 6, sqrtf(a_v[6]));
            vcc_v8_float t11 = vcc_insert(t10, 7, sqrtf(a_v[7]));
            vcc_store(r + t3, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = sqrtf(t13);
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = vcc_insert((vcc_v8_float){0}, 0, fminf(a_v[0], hi_v[0]));
            vcc_v8_float t5 = vcc_insert(t4, 1, fminf(a_v[1], hi_v[1]));
            vcc_v8_float t6 = vcc_insert(t5, 2, fminf(a_v[2], hi_v[2]));
            vcc_v8_float t7 = vcc_insert(t6, 3, fminf(a_v[3], hi_v[3]));
            vcc_v8_float t8 = vcc_insert(t7, 4, fminf(a_v[4], hi_v[4]));
            vcc_v8_float t9 = vcc_insert(t8, 5, fminf(a_v[5], hi_v[5]));
            vcc_v8_float t10 = vcc_insert(t9, 6, fminf(a_v[6], hi_v[6]));
            vcc_v8_float t11 = vcc_insert(t10, 7, fminf(a_v[7], hi_v[7]));
            vcc_store(r + t3, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = fminf(t13, hi);
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = vcc_insert((vcc_v8_float){0}, 0, expf(a_v[0]));
            vcc_v8_float t5 = vcc_insert(t4, 1, expf(a_v[1]));
            vcc_v8_float t6 = vcc_insert(t5, 2, expf(a_v[2]));
            vcc_v8_float t7 = vcc_insert(t6, 3, expf(a_v[3]));
            vcc_v8_float t8 = vcc_insert(t7, 4, expf(a_v[4]));
            vcc_v8_float t9 = vcc_insert(t8, 5, expf(a_v[5]));
            vcc_v8_float t10 = vcc_insert(t9, 6, expf(a_v[6]));
            vcc_v8_float t11 = vcc_insert(t10, 7, expf(a_v[7]));
            vcc_store(r + t3, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = expf(t13);
    }
}

void sines(int n, double *restrict r, const double *restrict a) {
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:31 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t4 = vcc_insert((vcc_v4_double){0}, 0, sin(a_v[0]));
            vcc_v4_double t5 = vcc_insert(t4, 1, sin(a_v[1]));
            vcc_v4_double t6 = vcc_insert(t5, 2, sin(a_v[2]));
            vcc_v4_double t7 = vcc_insert(t6, 3, sin(a_v[3]));
            vcc_store(r + t3, t7);
            long t8 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double t9 = vcc_insert((vcc_v4_double){0}, 0, sin(a_v_1[0]));
            vcc_v4_double t10 = vcc_insert(t9, 1, sin(a_v_1[1]));
            vcc_v4_double t11 = vcc_insert(t10, 2, sin(a_v_1[2]));
            vcc_v4_double t12 = vcc_insert(t11, 3, sin(a_v_1[3]));
            vcc_store(r + t8, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t16);
            vcc_v4_double t17 = vcc_insert((vcc_v4_double){0}, 0, sin(a_v_2[0]));
            vcc_v4_double t18 = vcc_insert(t17, 1, sin(a_v_2[1]));
            vcc_v4_double t19 = vcc_insert(t18, 2, sin(a_v_2[2]));
            vcc_v4_double t20 = vcc_insert(t19, 3, sin(a_v_2[3]));
            vcc_store(r + t16, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = a[t21];
        r[t21] = sin(t22);
    }
}

static unsigned long long hash_rounded(const void *values, int n, int is_double);

int main(void) {
    int n;
    int t1;
    int t28;
    int i;
    int t61;
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
                long t8 = (long)(int)i_vec;
                float *t9 = fa + t8;
                vcc_v4_float fa_v = vcc_load(vcc_v4_float, t9);
                vcc_v4_float t10 = fa_v * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t9, t10);
                double *t11 = da + t8;
                vcc_v4_double da_v = vcc_load(vcc_v4_double, t11);
                vcc_v4_double t12 = da_v * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t11, t12);
                long t13 = (long)(int)(i_vec + 4L);
                float *t14 = fa + t13;
                vcc_v4_float fa_v_1 = vcc_load(vcc_v4_float, t14);
                vcc_v4_float t15 = fa_v_1 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t14, t15);
                double *t16 = da + t13;
                vcc_v4_double da_v_1 = vcc_load(vcc_v4_double, t16);
                vcc_v4_double t17 = da_v_1 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t16, t17);
                long t18 = (long)(int)(i_vec + 8L);
                float *t19 = fa + t18;
                vcc_v4_float fa_v_2 = vcc_load(vcc_v4_float, t19);
                vcc_v4_float t20 = fa_v_2 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t19, t20);
                double *t21 = da + t18;
                vcc_v4_double da_v_2 = vcc_load(vcc_v4_double, t21);
                vcc_v4_double t22 = da_v_2 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t21, t22);
                long t23 = (long)(int)(i_vec + 12L);
                float *t24 = fa + t23;
                vcc_v4_float fa_v_3 = vcc_load(vcc_v4_float, t24);
                vcc_v4_float t25 = fa_v_3 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t24, t25);
                double *t26 = da + t23;
                vcc_v4_double da_v_3 = vcc_load(vcc_v4_double, t26);
                vcc_v4_double t27 = da_v_3 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t26, t27);
                i_vec += 16L;
            } while (i_vec < t7);
            t28 = (int)t7;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        unsigned long t30 = (unsigned long)t2;
        unsigned long t31 = (unsigned long)t3;
        if ((t29 >= 4L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
            long t32 = t29 & -4L;
            long i_vec_1 = 0L;
            do {
                long t33 = (long)(int)((long)t28 + i_vec_1);
                float *t34 = fa + t33;
                vcc_v4_float fa_v_4 = vcc_load(vcc_v4_float, t34);
                vcc_v4_float t35 = fa_v_4 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t34, t35);
                double *t36 = da + t33;
                vcc_v4_double da_v_4 = vcc_load(vcc_v4_double, t36);
                vcc_v4_double t37 = da_v_4 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t36, t37);
                i_vec_1 += 4L;
            } while (i_vec_1 < t32);
            i = (int)((long)t28 + t32);
        } else {
            i = t28;
        }
        for (; i < n; i++) {
            long t38 = (long)i;
            float *t39 = fa + t38;
            *t39 = *t39 * 0.01f;
            double *t40 = da + t38;
            *t40 = *t40 * 0.001;
        }
        const float *t41 = fa;
        roots_f32(n, fr, t41);
        unsigned long t42 = (unsigned long)n;
        unsigned long t43 = t42 * 4UL;
        const void *t44 = (const void *)fr;
        unsigned long long h1 = (unsigned long long)hash_bytes(t44, t43);
        clamp_min(n, fr, t41, 500.0f);
        unsigned long long h2 = (unsigned long long)hash_bytes(t44, t43);
        const double *t45 = da;
        abs_floor(n, dr, t45);
        const void *t46 = (const void *)dr;
        unsigned long long h3 = (unsigned long long)hash_bytes(t46, t42 * 8UL);
        long t47 = (long)n;
        if (t47 >= 32L) {
            long t48 = t47 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at math_calls.c:54 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t49 = fa + (int)i_vec_2;
                vcc_v8_float fa_v_5 = vcc_load(vcc_v8_float, t49);
                vcc_v8_float t50 = fa_v_5 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t51 = t50 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t49, t51);
                float *t52 = fa + (int)(i_vec_2 + 8L);
                vcc_v8_float fa_v_6 = vcc_load(vcc_v8_float, t52);
                vcc_v8_float t53 = fa_v_6 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t54 = t53 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t52, t54);
                float *t55 = fa + (int)(i_vec_2 + 16L);
                vcc_v8_float fa_v_7 = vcc_load(vcc_v8_float, t55);
                vcc_v8_float t56 = fa_v_7 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t57 = t56 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t55, t57);
                float *t58 = fa + (int)(i_vec_2 + 24L);
                vcc_v8_float fa_v_8 = vcc_load(vcc_v8_float, t58);
                vcc_v8_float t59 = fa_v_8 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t60 = t59 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t58, t60);
                i_vec_2 += 32L;
            } while (i_vec_2 < t48);
            t61 = (int)t48;
        } else {
            t61 = 0;
        }
        long t62 = (long)n + (long)t61 * -1L;
        if (t62 >= 8L) {
            long t63 = t62 & -8L;
            long i_vec_3 = 0L;
            do {
                float *t64 = fa + (int)((long)t61 + i_vec_3);
                vcc_v8_float fa_v_9 = vcc_load(vcc_v8_float, t64);
                vcc_v8_float t65 = fa_v_9 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
                vcc_v8_float t66 = t65 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
                vcc_store(t64, t66);
                i_vec_3 += 8L;
            } while (i_vec_3 < t63);
            i_1 = (int)((long)t61 + t63);
        } else {
            i_1 = t61;
        }
        for (; i_1 < n; i_1++) {
            float *t67 = fa + i_1;
            *t67 = *t67 * 0.01f - 5.0f;
        }
        exps(n, fr, t41);
        sines(n, dr, t45);
        unsigned long long t68 = hash_rounded(t46, n, 1);
        printf("n=%d sqrtf=%llx fminf=%llx floor=%llx expf~%llx sin~%llx\n", n, h1, h2, h3, hash_rounded(t44, n, 0), t68);
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
