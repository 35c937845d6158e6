/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale(int n, float *a, const float *b) {
    vcc_no_contract_body
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    int t8;
    int t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    long t24;
    int t25;
    __m256 t26;
    __m256 t27;
    long t28;
    int i;
    int t29;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)4L)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -32L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (int)((long)0 + (t5 + 8L));
            t8 = (int)((long)0 + (t5 + 16L));
            t9 = (int)((long)0 + (t5 + 24L));
            t10 = _mm256_loadu_ps(b + (t6 + 1));
            t11 = _mm256_loadu_ps(b + (t7 + 1));
            t12 = _mm256_loadu_ps(b + (t8 + 1));
            t13 = _mm256_loadu_ps(b + (t9 + 1));
            t14 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            t15 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
            t16 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            t17 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t6, t14);
            _mm256_storeu_ps(a + t7, t15);
            _mm256_storeu_ps(a + t8, t16);
            _mm256_storeu_ps(a + t9, t17);
            t18 = t5 + 32L;
            if (t18 >= t4) {
                break;
            }
            t5 = t18;
        }
        t19 = (int)((long)0 + t4);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)a;
    t22 = (unsigned long)b;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L + 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 8L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        t23 = t20 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (int)((long)t19 + t24);
            t26 = _mm256_loadu_ps(b + (t25 + 1));
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t25, t27);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
        }
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    for (; i < n; i = t29) {
        t29 = i + 1;
        a[i] = b[t29] * 2.0f;
    }
}

static float buf[2100];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void reset(void) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    long t22;
    int t23;
    long t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256 t31;
    long t32;
    int i;
    if (2100L >= 32L) {
        t3 = 2100L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        for (;;) {
            t7 = t1;
            t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t9 = t8;
            t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t11 = t10;
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t13 = t12;
            t14 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t15 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t16 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t17 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t18 = _mm256_cvtepi32_ps(t14);
            t19 = _mm256_cvtepi32_ps(t15);
            t20 = _mm256_cvtepi32_ps(t16);
            t21 = _mm256_cvtepi32_ps(t17);
            _mm256_storeu_ps(&buf[(int)((long)0 + t6)], t18);
            _mm256_storeu_ps(&buf[(int)((long)0 + (t6 + 8L))], t19);
            _mm256_storeu_ps(&buf[(int)((long)0 + (t6 + 16L))], t20);
            _mm256_storeu_ps(&buf[(int)((long)0 + (t6 + 24L))], t21);
            t22 = t6 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t22 >= t3) {
                break;
            }
            t6 = t22;
        }
        t23 = (int)((long)0 + t3);
    } else {
        t23 = 0;
    }
    t24 = (long)t23 * -1L + 2100L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t26 = _mm256_set1_epi32((int)t23);
        t27 = t26;
        t2 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t28 = 0L;
        for (;;) {
            t29 = t2;
            t30 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t31 = _mm256_cvtepi32_ps(t30);
            _mm256_storeu_ps(&buf[(int)((long)t23 + t28)], t31);
            t32 = t28 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t32 >= t25) {
                break;
            }
            t28 = t32;
        }
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < 2100; i++) {
        buf[i] = (float)(i % 11);
    }
}

static double checksum(void) {
    double s = 0;
    for (int i = 0; i < 2100; i++)
        s += buf[i] * (i % 3 + 1);
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        reset();
        scale(n, buf, buf + 1050); /* disjoint */
        double disjoint = checksum();
        reset();
        scale(n, buf, buf); /* overlapping: a[i] = b[i+1] reads ahead of the writes */
        double ahead = checksum();
        reset();
        scale(n, buf + 2, buf); /* overlapping: reads what earlier iterations wrote */
        double behind = checksum();
        printf("n=%d %.1f %.1f %.1f\n", n, disjoint, ahead, behind);
    }
    return 0;
}
