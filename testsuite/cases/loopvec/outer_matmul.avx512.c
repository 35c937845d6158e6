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
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    float s;
    __m512 t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_ps(0.0f);
            for (t2 = 0; t2 < n; t2++) {
                t3 = _mm512_loadu_ps(b + (t2 * n + j_1));
                t4 = _mm512_set1_ps(a[i * n + t2]);
                t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    vcc_no_contract_body
    double s;
    __m512d t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m512d t3;
    __m512d t4;
    __m512d t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_pd(0.0);
            for (t2 = 0; t2 < n; t2++) {
                t3 = _mm512_loadu_pd(b + (t2 * n + j_1));
                t4 = _mm512_set1_pd(a[i * n + t2]);
                t5 = _mm512_mul_pd(t4, t3);
                t1 = _mm512_add_pd(t1, t5);
            }
            _mm512_storeu_pd(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            s = 0.0;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    int s;
    __m512i t9;
    int i;
    int j;
    long t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int t33;
    int t34;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    int t49;
    int t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    int k;
    int j_1;
    int t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t9 = _mm512_set1_epi32((int)0);
            for (t78 = 0; t78 < n; t78++) {
                t79 = _mm512_loadu_si512(b + (t78 * n + j_1));
                t80 = _mm512_set1_epi32((int)a[i * n + t78]);
                t81 = _mm512_mullo_epi32(t80, t79);
                t9 = _mm512_add_epi32(t9, t81);
            }
            _mm512_storeu_si512(c + (i * n + j_1), t9);
        }
        for (; j < n; j++) {
            t10 = (long)n;
            if (t10 >= 16L) {
                t11 = t10 & -16L;
                t12 = _mm256_set1_epi32((int)n);
                t13 = _mm256_set1_epi32((int)j);
                t14 = _mm256_set1_epi32((int)0);
                t15 = t14;
                t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t2 = 0L;
                t3 = _mm256_set1_epi32((int)0);
                t4 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t16 = t1;
                    t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t18 = t17;
                    t19 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)0 + t2))));
                    t20 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)0 + (t2 + 8L)))));
                    t21 = _mm256_mullo_epi32(t16, t12);
                    t22 = _mm256_mullo_epi32(t18, t12);
                    t23 = _mm256_add_epi32(t21, t13);
                    t24 = _mm256_add_epi32(t22, t13);
                    t25 = _mm256_i32gather_epi32((const int *)b, t23, 4);
                    t26 = _mm256_i32gather_epi32((const int *)b, t24, 4);
                    t27 = _mm256_mullo_epi32(t19, t25);
                    t28 = t27;
                    t3 = _mm256_add_epi32(t3, t28);
                    t29 = _mm256_mullo_epi32(t20, t26);
                    t30 = t29;
                    t4 = _mm256_add_epi32(t4, t30);
                    t2 += 16L;
                    t31 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    if (t2 >= t11) {
                        break;
                    }
                    t1 = t31;
                }
                t32 = _mm256_add_epi32(t3, t4);
                t33 = (int)((long)0 + t11);
                t34 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t32));
            } else {
                t33 = 0;
                t34 = 0;
            }
            t35 = (long)n + (long)t33 * -1L;
            if (t35 >= 8L) {
                t36 = t35 & -8L;
                t37 = _mm256_set1_epi32((int)n);
                t38 = _mm256_set1_epi32((int)j);
                t39 = _mm256_set1_epi32((int)t33);
                t40 = t39;
                t5 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t6 = 0L;
                t7 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t41 = t5;
                    t42 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t33 + t6))));
                    t43 = _mm256_mullo_epi32(t41, t37);
                    t44 = _mm256_add_epi32(t43, t38);
                    t45 = _mm256_i32gather_epi32((const int *)b, t44, 4);
                    t46 = _mm256_mullo_epi32(t42, t45);
                    t47 = t46;
                    t7 = _mm256_add_epi32(t7, t47);
                    t6 += 8L;
                    t48 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                    if (t6 >= t36) {
                        break;
                    }
                    t5 = t48;
                }
                t49 = (int)((long)t33 + t36);
                t50 = (int)((unsigned int)t34 + vcc_avx2_sum_epi32(t7));
            } else {
                t49 = t33;
                t50 = t34;
            }
            t51 = (long)n + (long)t49 * -1L;
            if ((t51 >= 1L) & (t51 <= 8L)) {
                t52 = _mm256_set1_epi32((int)(int)t51);
                t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t54 = _mm256_set1_epi32((int)n);
                t55 = _mm256_set1_epi32((int)j);
                t56 = _mm256_set1_epi32((int)t49);
                t57 = t56;
                t8 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t58 = 0L;
                t59 = _mm256_set1_epi32((int)0);
                t60 = t8;
                t61 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), a + (i * n + (int)((long)t49 + t58)));
                t62 = t60;
                t63 = t54;
                t64 = _mm256_mullo_epi32(t62, t63);
                t65 = t64;
                t66 = t65;
                t67 = t55;
                t68 = _mm256_add_epi32(t66, t67);
                t69 = t68;
                t70 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)b, t69, t53, 4);
                t71 = t61;
                t72 = t70;
                t73 = _mm256_mullo_epi32(t71, t72);
                t74 = t73;
                t75 = t74;
                t76 = _mm256_add_epi32(t59, t75);
                t77 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t53), t59, t76);
                k = (int)((long)t49 + t51);
                s = (int)((unsigned int)t50 + vcc_avx2_sum_epi32(t77));
            } else {
                k = t49;
                s = t50;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    float s;
    __m512 t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    for (i = 0; i < 12; i++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_ps(0.0f);
            for (t2 = 0; t2 < 12; t2++) {
                t3 = _mm512_loadu_ps(b + (t2 * 12 + j_1));
                t4 = _mm512_set1_ps(a[i * 12 + t2]);
                t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * 12 + j_1), t1);
        }
        for (; j < 12; j++) {
            s = 0.0f;
            for (k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    double sf;
    double sd;
    long si;
    __m256i t1;
    long t2;
    double s12;
    unsigned int t;
    int n;
    int nn;
    unsigned long t3;
    unsigned long t4;
    float *af;
    float *bf;
    float *cf;
    unsigned long t5;
    double *ad;
    double *bd;
    double *cd;
    int *ai;
    int *bi;
    int *ci;
    int x;
    long t6;
    int t7;
    int x_1;
    long t8;
    int t9;
    double t10;
    float t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256i t27;
    __m256i t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    int x_2;
    long t40;
    int x_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (t = 0U; (unsigned long)t < 10UL; t++) {
        n = sizes[t];
        nn = n * n;
        t3 = (unsigned long)nn;
        t4 = t3 * 4UL + 1UL;
        af = (float *)malloc(t4);
        bf = (float *)malloc(t4);
        cf = (float *)malloc(t4);
        t5 = t3 * 8UL + 1UL;
        ad = (double *)malloc(t5);
        bd = (double *)malloc(t5);
        cd = (double *)malloc(t5);
        ai = (int *)malloc(t4);
        bi = (int *)malloc(t4);
        ci = (int *)malloc(t4);
        for (x = 0; x < nn; x++) {
            t6 = (long)x;
            t7 = x * 7;
            af[t6] = (float)(t7 % 11) * 0.37f - 1.5f;
            bf[t6] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t6] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t6] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t6] = t7 % 23 - 11;
            bi[t6] = x * 13 % 19 - 9;
        }
        (_mm256_zeroupper(), mm_f32(n, af, bf, cf));
        (_mm256_zeroupper(), mm_f64(n, ad, bd, cd));
        (_mm256_zeroupper(), mm_i32(n, ai, bi, ci));
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            t8 = (long)x_1;
            sf += (double)(cf[t8] * (float)(x_1 % 5 + 1));
            sd += cd[t8] * (double)(x_1 % 3 + 1);
            si += (long)ci[t8] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t9 = ci[nn - 1];
        } else {
            t9 = 0;
        }
        if (nn) {
            t10 = cd[nn / 2];
        } else {
            t10 = 0.0;
        }
        if (nn) {
            t11 = cf[nn - 1];
        } else {
            t11 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t11, sd, t10, si, t9);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    if (144L >= 16L) {
        t12 = 144L & -16L;
        t13 = _mm256_set1_epi32((int)0);
        t14 = t13;
        t1 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t15 = t1;
            t16 = (long)(int)((long)0 + t2);
            t17 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)7));
            t18 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t19 = _mm256_cvtepi32_ps(t18);
            t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.37f));
            t21 = _mm256_sub_ps(t20, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t16], t21);
            t22 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)5));
            t23 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)13));
            t24 = _mm256_cvtepi32_ps(t23);
            t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.21f));
            t26 = _mm256_add_ps(t25, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t16], t26);
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t28 = t27;
            t29 = (long)(int)((long)0 + (t2 + 8L));
            t30 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)7));
            t31 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t32 = _mm256_cvtepi32_ps(t31);
            t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.37f));
            t34 = _mm256_sub_ps(t33, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t29], t34);
            t35 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)5));
            t36 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)13));
            t37 = _mm256_cvtepi32_ps(t36);
            t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.21f));
            t39 = _mm256_add_ps(t38, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t29], t39);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
        } while (t2 < t12);
        x_2 = (int)((long)0 + t12);
    } else {
        x_2 = 0;
    }
    for (; x_2 < 144; x_2++) {
        t40 = (long)x_2;
        a12[t40] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t40] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    (_mm256_zeroupper(), mm_const12(a12, b12, c12));
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
