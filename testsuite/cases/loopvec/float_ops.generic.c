/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* vcc-test: fixme-differs avx2 functions marked target("avx2,fma") let gcc -O2 contract a*b+c into fma, so results differ in the last bit from the original (also in the scalar epilogue and in main) */

/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    long t13;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    t4 = (unsigned long)c;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_float, a + t8);
            t10 = vcc_load(vcc_v8_float, b + t8);
            t11 = t9 * t10;
            t12 = t11 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(c + t8, t12);
            t13 = t7 + 8L;
            if (t13 >= t6) {
                break;
            }
            t7 = t13;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = a[i] * b[i] + 1.5f;
    }
}

void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    long t12;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    t4 = (unsigned long)c;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_float, a + t8);
            t10 = vcc_load(vcc_v8_float, b + t8);
            t11 = t9 / t10;
            vcc_store(c + t8, t11);
            t12 = t7 + 8L;
            if (t12 >= t6) {
                break;
            }
            t7 = t12;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = a[i] / b[i];
    }
}

void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    long t9;
    int t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    long t16;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    t4 = (unsigned long)c;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = (vcc_v8_float){x, x, x, x, x, x, x, x};
        t8 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t9 = 0L;
        for (;;) {
            t10 = (int)((long)0 + t9);
            t11 = vcc_load(vcc_v8_float, a + t10);
            t12 = t7 * t11;
            t13 = vcc_load(vcc_v8_float, b + t10);
            t14 = t8 * t13;
            t15 = t12 - t14;
            vcc_store(c + t10, t15);
            t16 = t9 + 8L;
            if (t16 >= t6) {
                break;
            }
            t9 = t16;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = x * a[i] - y * b[i];
    }
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    float *a;
    float *b;
    float *c;
    float *d;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    float *t5;
    float *t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    long t11;
    int i;
    float *t12;
    unsigned long t13;
    unsigned long t14;
    count_idx = 0;
    n_1 = 0;
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
        a = (float *)new_array(n, 4UL);
        b = (float *)new_array(n, 4UL);
        c = (float *)new_array(n, 4UL);
        d = (float *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 999U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = a + (int)((long)0 + t4);
                t6 = a + (int)((long)0 + (t4 + 8L));
                t7 = vcc_load(vcc_v8_float, t5);
                t8 = vcc_load(vcc_v8_float, t6);
                t9 = t7 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                t10 = t8 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t5, t9);
                vcc_store(t6, t10);
                t11 = t4 + 16L;
                if (t11 >= t3) {
                    break;
                }
                t4 = t11;
            }
            i = (int)((long)0 + t3);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t12 = a + i;
            *t12 = *t12 * 0.37f;
        }
        muladd_f32(n, c, a, b);
        div_f32(n, d, a, b);
        t13 = hash_bytes((const void *)c, (unsigned long)n * 4UL);
        t14 = hash_bytes((const void *)d, (unsigned long)n * 4UL);
        axpby_f32(n, 1.25f, -3.5f, c, a, b);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t13, (unsigned long long)t14, (unsigned long long)hash_bytes((const void *)c, (unsigned long)n * 4UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
