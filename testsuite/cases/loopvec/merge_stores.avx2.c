/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
__attribute__((target("avx2"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
    __m256i t6;
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
    __m256i t18;
    __m256i t19;
    long t20;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)t);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_cmpgt_epi32(t6, t3);
            t8 = (__m256i)~(vcc_m8)t7;
            t9 = _mm256_maskload_epi32((const int *)(c + t5), t8);
            t10 = t9;
            t11 = _mm256_set1_epi32((int)1);
            t12 = _mm256_add_epi32(t10, t11);
            t13 = t12;
            t14 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t15 = _mm256_set1_epi32((int)2);
            t16 = t14;
            t17 = _mm256_mullo_epi32(t15, t16);
            t18 = t17;
            t19 = _mm256_blendv_epi8(t13, t18, t7);
            _mm256_storeu_si256((__m256i *)(a + t5), t19);
            t20 = t4 + 8L;
            if (t20 >= t2) {
                break;
            }
            t4 = t20;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (b[i] > t) {
            a[i] = 2 * b[i];
        } else {
            a[i] = c[i] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
__attribute__((target("avx2"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(b + t4);
            t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            t8 = (__m256i)(vcc_m8)((vcc_v8_int)t7 == (vcc_v8_int){0});
            t9 = (__m256i)~(vcc_m8)t8;
            t10 = _mm256_loadu_ps(b + t4);
            _mm256_maskstore_ps(d + t4, t9, t10);
            t11 = _mm256_loadu_ps(b + t4);
            t12 = _mm256_xor_ps(t11, _mm256_set1_ps(-0.0f));
            t13 = _mm256_loadu_ps(b + t4);
            t14 = _mm256_mul_ps(t13, _mm256_set1_ps(3.0f));
            t15 = _mm256_blendv_ps(t12, t14, _mm256_castsi256_ps(t8));
            _mm256_storeu_ps(a + t4, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (!(b[i] < 0.5f)) {
            a[i] = b[i] * 3.0f;
        } else {
            d[i] = b[i];
            a[i] = -b[i];
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
__attribute__((target("avx2"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
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
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = _mm256_and_si256(t5, _mm256_set1_epi32((int)1));
            t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t8 = (__m256i)~(vcc_m8)t7;
            t9 = _mm256_maskload_epi32((const int *)(a + t4), t8);
            t10 = t9;
            t11 = _mm256_set1_epi32((int)7);
            t12 = _mm256_add_epi32(t10, t11);
            t13 = t12;
            t14 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t16 = _mm256_blendv_epi8(t13, t14, t15);
            _mm256_storeu_si256((__m256i *)(a + t4), t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (b[i] & 1) {
            a[i] = b[i];
        } else {
            a[i] = a[i] + 7;
        }
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
__attribute__((target("avx2"))) void nested(int n, short *restrict a, const short *restrict b, int k) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
    __m128i t6;
    __m256i t7;
    __m256i t8;
    __m128i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)k);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm_loadu_si128((const __m128i *)(b + t5));
            t7 = _mm256_cvtepi16_epi32(t6);
            t8 = _mm256_cmpgt_epi32(t7, t3);
            t9 = _mm_loadu_si128((const __m128i *)(b + t5));
            t10 = _mm256_cvtepi16_epi32(t9);
            t11 = _mm256_and_si256(t10, _mm256_set1_epi32((int)2));
            t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t13 = (__m256i)~(vcc_m8)t12;
            t14 = _mm256_and_si256(t8, t13);
            vcc_store_masked(a + t5, (vcc_v8_short)_mm_set1_epi16((short)2), (vcc_m8)t14);
            t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t16 = _mm256_and_si256(t8, t15);
            vcc_store_masked(a + t5, (vcc_v8_short)_mm_set1_epi16((short)1), (vcc_m8)t16);
            t17 = t4 + 8L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)b[i] > k) {
            if ((int)b[i] & 2) {
                a[i] = (short)1;
            } else {
                a[i] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
__attribute__((target("avx2"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_uchar t5;
    __m256i t6;
    __m256i t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    vcc_v8_uchar t18;
    vcc_v8_uchar t19;
    vcc_v8_uchar t20;
    vcc_v8_uchar t21;
    vcc_v8_uchar t22;
    long t23;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_uchar, b + t4);
            t6 = (__m256i)__builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)100), t6);
            t8 = vcc_load(vcc_v8_uchar, b + t4);
            t9 = t8;
            t10 = t9;
            t11 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t12 = t10 - t11;
            t13 = t12;
            t14 = t13;
            t15 = vcc_load(vcc_v8_uchar, b + t4);
            t16 = t15;
            t17 = t16;
            t18 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t19 = t17 + t18;
            t20 = t19;
            t21 = t20;
            t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), t21, t14);
            vcc_store(a + t4, t22);
            t23 = t3 + 8L;
            if (t23 >= t2) {
                break;
            }
            t3 = t23;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)b[i] < 100) {
            a[i] = (unsigned char)((int)b[i] + 50);
        } else {
            a[i] = (unsigned char)((int)b[i] - 100);
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    int *a;
    int *b;
    int *c;
    int *a2;
    void *t2;
    float *fa;
    void *t3;
    float *fd;
    void *t4;
    float *fb;
    short *sa;
    short *sb;
    unsigned char *ua;
    unsigned char *ub;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    long t5;
    unsigned long t6;
    unsigned long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    unsigned long t11;
    long t12;
    long t13;
    int t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    long t21;
    int i;
    unsigned long t22;
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
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        c = (int *)new_array(n, 4UL);
        a2 = (int *)new_array(2 * n, 4UL);
        t2 = new_array(n, 4UL);
        fa = (float *)t2;
        t3 = new_array(n, 4UL);
        fd = (float *)t3;
        t4 = new_array(n, 4UL);
        fb = (float *)t4;
        sa = (short *)new_array(n, 2UL);
        sb = (short *)new_array(n, 2UL);
        ua = (unsigned char *)new_array(n, 1UL);
        ub = (unsigned char *)new_array(n, 1UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < (2 * n); fill_idx_3++) {
            a2[fill_idx_3] = 0 + (int)(next_rand() % 10U);
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(0 + (int)(next_rand() % 10U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)(next_rand() % 100U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        t5 = (long)n;
        t6 = (unsigned long)t2;
        t7 = (unsigned long)t3;
        t8 = (unsigned long)t2;
        t9 = (unsigned long)t4;
        t10 = (unsigned long)t3;
        t11 = (unsigned long)t4;
        if ((t5 >= 8L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t7 + (unsigned long)0L)) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t6 + (unsigned long)0L))) & (((t8 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t9 + (unsigned long)0L)) | ((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t8 + (unsigned long)0L))) & (((t10 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t11 + (unsigned long)0L)) | ((t11 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t10 + (unsigned long)0L)))) {
            t12 = t5 & -8L;
            t13 = 0L;
            for (;;) {
                t14 = (int)((long)0 + t13);
                t15 = _mm256_set1_epi32((int)t14);
                t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)37));
                t18 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)100));
                t19 = _mm256_cvtepi32_ps(t18);
                t20 = _mm256_div_ps(t19, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t14, t20);
                _mm256_storeu_ps(fa + t14, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t14, _mm256_set1_ps(8.0f));
                t21 = t13 + 8L;
                if (t21 >= t12) {
                    break;
                }
                t13 = t21;
            }
            i = (int)((long)0 + t12);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            fb[i] = (float)(i * 37 % 100) / 100.0f;
            fa[i] = 9.0f;
            fd[i] = 8.0f;
        }
        printf("n=%d", n);
        both_sides(n, 10, a, b, c);
        printf(" both=%llx", (unsigned long long)hash_bytes((const void *)a, (unsigned long)n * 4UL));
        with_other_store(n, fa, fd, fb);
        t22 = hash_bytes((const void *)fd, (unsigned long)n * 4UL);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, (unsigned long)n * 4UL), (unsigned long long)t22);
        reads_between(n, a, b);
        printf(" reads=%llx", (unsigned long long)hash_bytes((const void *)a, (unsigned long)n * 4UL));
        other_elements(n, a2, b);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)(2 * n) * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, (unsigned long)n * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, (unsigned long)n * 1UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
