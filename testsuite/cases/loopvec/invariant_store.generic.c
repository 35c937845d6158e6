/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=5 avx2=5 neon=6 */
#include "harness.h"

/* Stores to the same address on every iteration (TSVC s1161/s2101-like "last value through
   memory"): the vector loop stores its last lane once per vector iteration, which leaves what
   the scalar loop leaves. Under a condition the lanes are stored in order, active ones only.
   Not vectorized where anything else in the loop touches that address. */

int last_seen;
float last_scaled;
struct stats { int count; long total; } st;

/* Unconditional: g = b[i] on every iteration. */
void keep_last(int n, const int *restrict b) {
    int t3;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + (i_vec + 24L));
            last_seen = b_v[7];
            i_vec += 32L;
        } while (i_vec < t2);
        t3 = (int)t2;
    } else {
        t3 = 0;
    }
    long t4 = (long)n + (long)t3 * -1L;
    if (t4 >= 8L) {
        long t5 = t4 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + ((long)t3 + i_vec_1));
            last_seen = b_v_1[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t5);
        i = (int)((long)t3 + t5);
    } else {
        i = t3;
    }
    for (; i < n; i++) {
        last_seen = b[i];
    }
}

/* Through a restrict pointer, a computed float, and another array written too. */
void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = b_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t4);
            vcc_v8_float t5 = b_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t7 = b_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t6, t7);
            long t8 = i_vec + 24L;
            const float *t9 = b + t8;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t10 = b_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t8, t10);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t11 = b_v_4 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            *out = t11[7];
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const float *t16 = b + t15;
            vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t17 = b_v_5 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t15, t17);
            vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = b_v_6 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            *out = t18[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        const float *t20 = b + t19;
        a[t19] = *t20 * 2.0f;
        *out = *t20 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
void fields(int n, const long *restrict v, int k) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uint t5 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_2 = (vcc_v4_int)t5;
            st.count = k;
            vcc_v4_long t6 = __builtin_convertvector(i_v_2, vcc_v4_long);
            vcc_v4_long v_v = vcc_load(vcc_v4_long, v + (i_vec + 12L));
            vcc_v4_long t7 = v_v - t6;
            st.total = t7[3];
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 4L) {
        long t10 = t9 & -4L;
        vcc_v4_int t11 = (vcc_v4_int){t8, t8, t8, t8};
        vcc_v4_uint t12 = (vcc_v4_uint)t11;
        vcc_v4_uint i_v_1 = t12 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int i_v_3 = (vcc_v4_int)i_v_1;
            st.count = k;
            vcc_v4_long t13 = __builtin_convertvector(i_v_3, vcc_v4_long);
            vcc_v4_long v_v_1 = vcc_load(vcc_v4_long, v + ((long)t8 + i_vec_1));
            vcc_v4_long t14 = v_v_1 - t13;
            st.total = t14[3];
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        st.count = k;
        long t15 = (long)i;
        st.total = v[t15] - t15;
    }
}

/* Under a condition: the last element above t (the lanes stored in order, masked). */
void last_above(int n, int t, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] > t)
            last_seen = b[i];
}

/* Under a condition with enough work per element that vector code pays: a masked scatter of
   stride 0 (lanes stored in order, active ones only). */
void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_float t_v = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:45 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t3 = x_v * x_v;
            vcc_v8_float y_v = vcc_load(vcc_v8_float, y + i_vec);
            vcc_v8_float t4 = y_v * y_v;
            vcc_v8_float d_v = t3 + t4;
            vcc_v8_float t5 = d_v * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t6 = x_v * y_v;
            vcc_v8_float t7 = t5 - t6;
            vcc_v8_float e_v = t7 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t8 = e_v * e_v;
            vcc_v8_float t9 = t8 - d_v;
            vcc_v8_float t10 = x_v * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float f_v = t9 + t10;
            vcc_m8 t11 = (vcc_m8)(f_v > t_v);
            vcc_v8_float t12 = f_v * e_v;
            vcc_v8_float t13 = t12 - y_v;
            vcc_scatter_masked(&last_scaled, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t13, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = x[t14];
        float t16 = y[t14];
        float d = t15 * t15 + t16 * t16;
        float e = d * 0.25f - t15 * t16 + 1.5f;
        float f = e * e - d + t15 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t16;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
void keep_first(int n, const short *restrict b, short *restrict out) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 64L) {
        long t3 = t2 & -64L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:56 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short t4 = vcc_load(vcc_v16_short, b + ((long)t1 + (i_vec + 48L) * -1L) + -15);
            vcc_v16_short b_v = __builtin_shufflevector(t4, t4, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v16_ushort t5 = (vcc_v16_ushort)b_v;
            vcc_v16_ushort t6 = t5 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t7 = (vcc_v16_short)t6;
            *out = t7[15];
            i_vec += 64L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t8 = (long)t1 + 1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:56 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short t10 = vcc_load(vcc_v16_short, b + ((long)t1 + i_vec_1 * -1L) + -15);
            vcc_v16_short b_v_1 = __builtin_shufflevector(t10, t10, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v16_ushort t11 = (vcc_v16_ushort)b_v_1;
            vcc_v16_ushort t12 = t11 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t13 = (vcc_v16_short)t12;
            *out = t13[15];
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t1 + t9 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        *out = (short)((int)b[i] * 3);
    }
}

/* Not vectorized: the loop also reads the address it stores to. */
void reads_it(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = last_seen > b[i] ? last_seen - 1 : b[i];
}

/* Not vectorized: the stored pointer may alias the array read. */
void may_alias(int n, int *out, const int *b) {
    for (int i = 0; i < n; i++)
        *out = b[i] + 1;
}

int main(void) {
    short s_out;
    int n;
    int t3;
    int t35;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *b = (int *)new_array(n, 4UL);
        int t4 = n + 1;
        int *b2 = (int *)new_array(t4, 4UL);
        long *v = (long *)new_array(n, 8UL);
        void *t5 = new_array(n, 4UL);
        float *fa = (float *)t5;
        void *t6 = new_array(n, 4UL);
        float *fb = (float *)t6;
        short *sb = (short *)new_array(n, 2UL);
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t4; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)(next_rand() % 10000U));
        }
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        long t10 = (long)((unsigned long)t5 - (unsigned long)t6);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t13 = t12 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
            vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t16 = (vcc_v8_uint)t13;
            vcc_v8_uint t17 = t16 - t15;
            vcc_v8_int t1 = (vcc_v8_int)t17;
            long i_vec = 0L;
            /* vcc: loop at invariant_store.c:84 vectorized: VF 8, UF 2, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 85:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t18 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t19 = t18 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + i_vec, t19);
                vcc_store(fa + i_vec, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                long t20 = i_vec + 8L;
                vcc_v8_int t21 = t1 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
                vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t24 = (vcc_v8_uint)t21;
                vcc_v8_uint t25 = t24 - t23;
                vcc_v8_int t26 = (vcc_v8_int)t25;
                vcc_v8_float t27 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_v8_float t28 = t27 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t20, t28);
                vcc_store(fa + t20, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                i_vec += 16L;
                vcc_v8_int t29 = t1 + (vcc_v8_int){92, 92, 92, 92, 92, 92, 92, 92};
                vcc_m8 t30 = (vcc_m8)(t29 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
                vcc_v8_uint t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t32 = (vcc_v8_uint)t29;
                vcc_v8_uint t33 = t32 - t31;
                vcc_v8_int t34 = (vcc_v8_int)t33;
                if (i_vec >= t11) {
                    break;
                }
                t1 = t34;
            }
            t35 = (int)t11;
        } else {
            t35 = 0;
        }
        long t36 = (long)n + (long)t35 * -1L;
        unsigned long t37 = (unsigned long)t5;
        unsigned long t38 = (unsigned long)t6;
        long t39 = (long)((unsigned long)t5 + (unsigned long)((long)t35 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t35 * 4L)));
        int t40 = (int)((unsigned int)t35 * 37U);
        if ((t36 >= 8L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))) | ((t39 <= 0L) | (t39 >= 32L))) & (t40 >= 0)) {
            long t41 = t36 & -8L;
            vcc_v8_int t42 = vcc_splat(vcc_v8_int, t40 % 100);
            vcc_v8_int t43 = t42 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
            vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t46 = (vcc_v8_uint)t43;
            vcc_v8_uint t47 = t46 - t45;
            vcc_v8_int t2 = (vcc_v8_int)t47;
            long i_vec_1 = 0L;
            /* vcc: loop at invariant_store.c:84 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t48 = (long)t35 + i_vec_1;
                vcc_v8_float t49 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t50 = t49 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t48, t50);
                vcc_store(fa + t48, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                i_vec_1 += 8L;
                vcc_v8_int t51 = t2 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_m8 t52 = (vcc_m8)(t51 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
                vcc_v8_uint t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t54 = (vcc_v8_uint)t51;
                vcc_v8_uint t55 = t54 - t53;
                vcc_v8_int t56 = (vcc_v8_int)t55;
                if (i_vec_1 >= t41) {
                    break;
                }
                t2 = t56;
            }
            i = (int)((long)t35 + t41);
        } else {
            i = t35;
        }
        for (; i < n; i++) {
            long t57 = (long)i;
            fb[t57] = (float)(i * 37 % 100) / 64.0f;
            fa[t57] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t58 = b;
        keep_last(n, t58);
        printf(" last=%d", last_seen);
        const float *t59 = fb;
        keep_scaled(n, &last_scaled, fa, t59);
        unsigned long t60 = hash_bytes((const void *)fa, (unsigned long)n * 4UL);
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t60);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        last_above(n, 900, t58);
        printf(" above=%d", last_seen);
        last_above(n, 5000, t58);
        printf(" none=%d", last_seen);
        const float *t61 = fa;
        last_heavy(n, 2.0f, t59, t61);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t59, t61);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        reads_it(n, t58);
        printf(" reads=%d", last_seen);
        int *t62 = b2 + 0;
        *t62 = 11;
        may_alias(n, t62, b2);
        unsigned long t63 = (unsigned long)t4 * 4UL;
        const void *t64 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)hash_bytes(t64, t63));
        may_alias(n, b2 + n, b2 + 1);
        printf(" alias2=%llx\n", (unsigned long long)hash_bytes(t64, t63));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
