/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 5 */
/* Wrap-around variables (`peel_wraps.rs`): a variable that each iteration sets to the loop's
 * index holds the index of the iteration before, except on the first iteration, where it holds
 * its own start. The first iterations run before the loop; the variable then steps as an
 * induction (`affine.rs`), and its loads are consecutive. */
#include "harness.h"

/* The previous index, wrapping to the last element on the first iteration. */
void prev_index(float *restrict a, const float *restrict b, int n) {
    int i;
    int im1_1;
    int im1 = n - 1;
    if (0 < n) {
        a[0] = (b[0] + b[im1]) * 0.5f;
        long t1 = (long)n + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:11 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                long t3 = 1L + i_vec;
                vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t3);
                vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + i_vec);
                vcc_v8_float t4 = b_v + b_v_1;
                vcc_v8_float t5 = t4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(a + t3, t5);
                long t6 = i_vec + 8L;
                long t7 = 1L + t6;
                vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t7);
                vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t6);
                vcc_v8_float t8 = b_v_2 + b_v_3;
                vcc_v8_float t9 = t8 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(a + t7, t9);
                long t10 = i_vec + 16L;
                long t11 = 1L + t10;
                vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t11);
                vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, b + t10);
                vcc_v8_float t12 = b_v_4 + b_v_5;
                vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(a + t11, t13);
                long t14 = i_vec + 24L;
                long t15 = 1L + t14;
                vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, b + t15);
                vcc_v8_float b_v_7 = vcc_load(vcc_v8_float, b + t14);
                vcc_v8_float t16 = b_v_6 + b_v_7;
                vcc_v8_float t17 = t16 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(a + t15, t17);
                i_vec += 32L;
            } while (i_vec < t2);
            i = (int)(1L + t2);
            im1_1 = (int)t2;
        } else {
            i = 1;
            im1_1 = 0;
        }
        for (; i < n; im1_1 = i, i++) {
            long t18 = (long)i;
            a[t18] = (b[t18] + b[im1_1]) * 0.5f;
        }
    }
}

/* Two of them in a chain: two iterations peeled. */
void two_back(int *restrict a, const int *restrict b, int n) {
    int i;
    int im1;
    int im2;
    int t28;
    int t2 = n - 1;
    int t1 = n - 2;
    if (0 < n) {
        int *t3 = a + 0;
        int t4 = b[0] - 2 * b[t2];
        if (t1 < 0) {
            t1 = 0;
        }
        *t3 = t4 + b[t1];
        if (1 < n) {
            int *t5 = a + 1;
            int t6 = b[1] - 2 * b[0];
            if (t2 < 0) {
                t2 = 0;
            }
            *t5 = t6 + b[t2];
            long t7 = (long)n + -2L;
            if (t7 >= 16L) {
                long t8 = t7 & -16L;
                vcc_v8_int t9 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t10 = (vcc_v8_uint)t9;
                vcc_v8_uint im2_v = t10 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long i_vec = 0L;
                /* vcc: loop at wrap_around.c:20 vectorized: VF 8, UF 2, scalar epilogue */
                do {
                    long t11 = 2L + i_vec;
                    long t12 = i_vec + 8L;
                    long t13 = 2L + t12;
                    vcc_v8_int im2_v_1 = (vcc_v8_int)im2_v;
                    vcc_v8_uint t14 = im2_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int im2_v_2 = (vcc_v8_int)t14;
                    vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t11);
                    vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t13);
                    vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + (1L + i_vec));
                    vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + (1L + t12));
                    vcc_v8_int t15 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * b_v_2;
                    vcc_v8_int t16 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * b_v_3;
                    vcc_v8_int t17 = b_v - t15;
                    vcc_v8_int t18 = b_v_1 - t16;
                    vcc_m8 t19 = (vcc_m8)(im2_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_m8 t20 = (vcc_m8)(im2_v_2 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                    vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), im2_v_1);
                    vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), im2_v_2);
                    vcc_v8_int b_v_4 = vcc_gather(vcc_v8_int, b, t21);
                    vcc_v8_int b_v_5 = vcc_gather(vcc_v8_int, b, t22);
                    vcc_v8_int t23 = t17 + b_v_4;
                    vcc_store(a + t11, t23);
                    vcc_v8_int t24 = t18 + b_v_5;
                    vcc_store(a + t13, t24);
                    i_vec += 16L;
                    im2_v = im2_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                } while (i_vec < t8);
                i = (int)(2L + t8);
                im1 = (int)(1L + t8);
                im2 = (int)t8;
            } else {
                i = 2;
                im1 = 1;
                im2 = 0;
            }
            for (; i < n; im2 = im1, im1 = i, i++) {
                long t25 = (long)i;
                int *t26 = a + t25;
                int t27 = b[t25] - 2 * b[im1];
                if (im2 < 0) {
                    t28 = 0;
                } else {
                    t28 = im2;
                }
                *t26 = t27 + b[t28];
            }
        }
    }
}

/* A pointer that trails another one, and a start from a parameter. */
void trailing(double *restrict y, const double *restrict x, int k, int n) {
    int i;
    const double *prev_1;
    const double *p_1;
    const double *prev = x + k;
    if (0 < n) {
        y[0] = *x * 3.0 - *prev;
        const double *p = x + 1;
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:30 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                vcc_v4_double p_v = vcc_load(vcc_v4_double, p + i_vec);
                vcc_v4_double t3 = p_v * (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
                vcc_v4_double prev_v = vcc_load(vcc_v4_double, x + i_vec);
                vcc_v4_double t4 = t3 - prev_v;
                vcc_store(y + (1L + i_vec), t4);
                long t5 = i_vec + 4L;
                vcc_v4_double p_v_1 = vcc_load(vcc_v4_double, p + t5);
                vcc_v4_double t6 = p_v_1 * (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
                vcc_v4_double prev_v_1 = vcc_load(vcc_v4_double, x + t5);
                vcc_v4_double t7 = t6 - prev_v_1;
                vcc_store(y + (1L + t5), t7);
                long t8 = i_vec + 8L;
                vcc_v4_double p_v_2 = vcc_load(vcc_v4_double, p + t8);
                vcc_v4_double t9 = p_v_2 * (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
                vcc_v4_double prev_v_2 = vcc_load(vcc_v4_double, x + t8);
                vcc_v4_double t10 = t9 - prev_v_2;
                vcc_store(y + (1L + t8), t10);
                long t11 = i_vec + 12L;
                vcc_v4_double p_v_3 = vcc_load(vcc_v4_double, p + t11);
                vcc_v4_double t12 = p_v_3 * (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
                vcc_v4_double prev_v_3 = vcc_load(vcc_v4_double, x + t11);
                vcc_v4_double t13 = t12 - prev_v_3;
                vcc_store(y + (1L + t11), t13);
                i_vec += 16L;
            } while (i_vec < t2);
            i = (int)(1L + t2);
            p = p + t2;
            prev_1 = x + t2;
        } else {
            i = 1;
            prev_1 = x;
        }
        for (; i < n; i++, prev_1 = p, p = p_1) {
            y[i] = *p * 3.0 - *prev_1;
            p_1 = p + 1;
        }
    }
}

/* The variable used after the loop (the exit takes it from the peeled iteration too). */
long last_index(short *restrict a, const short *restrict b, long n) {
    long i;
    long prev;
    long prev_1;
    if (0L < n) {
        a[0] = (short)((long)b[0] + 3L);
        long t1 = n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            vcc_v4_long t3 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
            vcc_v4_ulong prev_v = t4 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:40 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                long t5 = 1L + i_vec;
                vcc_v4_long prev_v_1 = (vcc_v4_long)prev_v;
                vcc_v4_short b_v = vcc_load(vcc_v4_short, b + t5);
                vcc_v4_long t6 = prev_v_1 & (vcc_v4_long){3L, 3L, 3L, 3L};
                vcc_v4_long t7 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v4_int), vcc_v4_long);
                vcc_v4_long t8 = t7 + t6;
                vcc_v4_short t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t5, t9);
                long t10 = 1L + (i_vec + 4L);
                vcc_v4_ulong t11 = prev_v + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
                vcc_v4_long prev_v_2 = (vcc_v4_long)t11;
                vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t10);
                vcc_v4_long t12 = prev_v_2 & (vcc_v4_long){3L, 3L, 3L, 3L};
                vcc_v4_long t13 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v4_int), vcc_v4_long);
                vcc_v4_long t14 = t13 + t12;
                vcc_v4_short t15 = __builtin_convertvector(__builtin_convertvector(t14, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t10, t15);
                long t16 = 1L + (i_vec + 8L);
                vcc_v4_ulong t17 = prev_v + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
                vcc_v4_long prev_v_3 = (vcc_v4_long)t17;
                vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t16);
                vcc_v4_long t18 = prev_v_3 & (vcc_v4_long){3L, 3L, 3L, 3L};
                vcc_v4_long t19 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v4_int), vcc_v4_long);
                vcc_v4_long t20 = t19 + t18;
                vcc_v4_short t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t16, t21);
                long t22 = 1L + (i_vec + 12L);
                vcc_v4_ulong t23 = prev_v + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
                vcc_v4_long prev_v_4 = (vcc_v4_long)t23;
                vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t22);
                vcc_v4_long t24 = prev_v_4 & (vcc_v4_long){3L, 3L, 3L, 3L};
                vcc_v4_long t25 = __builtin_convertvector(__builtin_convertvector(b_v_3, vcc_v4_int), vcc_v4_long);
                vcc_v4_long t26 = t25 + t24;
                vcc_v4_short t27 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t22, t27);
                i_vec += 16L;
                prev_v = prev_v + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
            } while (i_vec < t2);
            i = 1L + t2;
            prev = t2;
        } else {
            i = 1L;
            prev = 0L;
        }
        for (;; prev = i, i++) {
            if (i >= n) {
                prev_1 = prev;
                break;
            }
            a[i] = (short)((long)b[i] + (prev & 3L));
        }
    } else {
        prev_1 = 7L;
    }
    return prev_1;
}

/* Already an induction: a start of the index's start less one step peels nothing. */
void minus_one(int *restrict a, int n) {
    int i;
    int prev;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int t3 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint prev_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at wrap_around.c:50 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            vcc_v8_int prev_v_1 = (vcc_v8_int)prev_v;
            vcc_v8_int t5 = prev_v_1 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(a + i_vec, t5);
            vcc_v8_uint t6 = prev_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int prev_v_2 = (vcc_v8_int)t6;
            vcc_v8_int t7 = prev_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(a + (i_vec + 8L), t7);
            vcc_v8_uint t8 = prev_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int prev_v_3 = (vcc_v8_int)t8;
            vcc_v8_int t9 = prev_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(a + (i_vec + 16L), t9);
            vcc_v8_uint t10 = prev_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int prev_v_4 = (vcc_v8_int)t10;
            vcc_v8_int t11 = prev_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(a + (i_vec + 24L), t11);
            i_vec += 32L;
            prev_v = prev_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t2);
        i = (int)t2;
        prev = (int)(-1L + t2);
    } else {
        i = 0;
        prev = -1;
    }
    for (; i < n; prev = i, i++) {
        a[i] = prev * 5;
    }
}

/* Not peeled: the wrap-around variable trails a value that is not an induction. */
void trails_data(int *restrict a, const int *restrict b, int n) {
    int last = 0, cur = 1;
    for (int i = 0; i < n; i++) {
        a[i] = b[last < 0 ? 0 : last % (i + 1)];
        last = cur;
        cur = b[i];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *af = new_array(n, sizeof(float)), *bf = new_array(n, sizeof(float));
        int *ai = new_array(n, sizeof(int)), *bi = new_array(n, sizeof(int));
        double *x = new_array(n + 5, sizeof(double)), *y = new_array(n, sizeof(double));
        short *as = new_array(n, sizeof(short)), *bs = new_array(n, sizeof(short));
        FILL(bf, n, -1000, 2000);
        FILL(bi, n, -50000, 100000);
        FILL(x, n + 5, -1000, 2000);
        FILL(bs, n, -1000, 2000);
        prev_index(af, bf, n);
        two_back(ai, bi, n);
        printf("n=%d %llx %llx", n, HASH(af, n), HASH(ai, n));
        trailing(y, x, 5, n);
        long last = last_index(as, bs, n);
        printf(" %llx %llx %ld", HASH(y, n), HASH(as, n), last);
        minus_one(ai, n);
        printf(" %llx", HASH(ai, n));
        trails_data(ai, bi, n);
        printf(" %llx\n", HASH(ai, n));
        free(af), free(bf), free(ai), free(bi), free(x), free(y), free(as), free(bs);
    }
    return 0;
}
