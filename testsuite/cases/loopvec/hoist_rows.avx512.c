/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Loads in a loop that an address is computed from, the same on every iteration
   (`transform/hoist_loads.rs`): computed before the loop, so that the loop vectorizer sees a
   row pointer from before the loop. A load moves only where nothing in the loop may write it
   and where reading it cannot fault even when the loop runs no iteration (an array of known
   size, an index bounded by the constant counts of the loops around). */
#define ROWS 16
#define COLS 40
static float tab[ROWS][COLS], out[ROWS][COLS];
static int pick[ROWS];
static int few[10];
static int counts[ROWS];

/* The row chosen through a table (coverage ia_row_index). */
static __typeof__(tab) tab __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void by_table(int m) {
    vcc_no_contract_body
    int t21;
    int t28;
    int j;
    for (int i = 0; i < 16; i++) {
        long t1 = (long)i;
        float (*t2)[40] = &out[t1];
        float (*t3)[40] = &tab[pick[t1] & 15];
        long t4 = (long)m;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long j_vec = 0L;
            /* vcc: loop at hoist_rows.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t6 = &(*t2)[j_vec];
                __m256 tab_v = _mm256_loadu_ps(&(*t3)[j_vec]);
                __m256 t7 = _mm256_mul_ps(tab_v, _mm256_set1_ps(0.5f));
                __m256 out_v = _mm256_loadu_ps(t6);
                __m256 t8 = _mm256_add_ps(t7, out_v);
                _mm256_storeu_ps(t6, t8);
                long t9 = j_vec + 8L;
                float *t10 = &(*t2)[t9];
                __m256 tab_v_1 = _mm256_loadu_ps(&(*t3)[t9]);
                __m256 t11 = _mm256_mul_ps(tab_v_1, _mm256_set1_ps(0.5f));
                __m256 out_v_1 = _mm256_loadu_ps(t10);
                __m256 t12 = _mm256_add_ps(t11, out_v_1);
                _mm256_storeu_ps(t10, t12);
                long t13 = j_vec + 16L;
                float *t14 = &(*t2)[t13];
                __m256 tab_v_2 = _mm256_loadu_ps(&(*t3)[t13]);
                __m256 t15 = _mm256_mul_ps(tab_v_2, _mm256_set1_ps(0.5f));
                __m256 out_v_2 = _mm256_loadu_ps(t14);
                __m256 t16 = _mm256_add_ps(t15, out_v_2);
                _mm256_storeu_ps(t14, t16);
                long t17 = j_vec + 24L;
                float *t18 = &(*t2)[t17];
                __m256 tab_v_3 = _mm256_loadu_ps(&(*t3)[t17]);
                __m256 t19 = _mm256_mul_ps(tab_v_3, _mm256_set1_ps(0.5f));
                __m256 out_v_3 = _mm256_loadu_ps(t18);
                __m256 t20 = _mm256_add_ps(t19, out_v_3);
                _mm256_storeu_ps(t18, t20);
                j_vec += 32L;
            } while (j_vec < t5);
            t21 = (int)t5;
        } else {
            t21 = 0;
        }
        long t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            long t23 = t22 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at hoist_rows.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t24 = (long)t21 + j_vec_1;
                float *t25 = &(*t2)[t24];
                __m256 tab_v_4 = _mm256_loadu_ps(&(*t3)[t24]);
                __m256 t26 = _mm256_mul_ps(tab_v_4, _mm256_set1_ps(0.5f));
                __m256 out_v_4 = _mm256_loadu_ps(t25);
                __m256 t27 = _mm256_add_ps(t26, out_v_4);
                _mm256_storeu_ps(t25, t27);
                j_vec_1 += 8L;
            } while (j_vec_1 < t23);
            t28 = (int)((long)t21 + t23);
        } else {
            t28 = t21;
        }
        long t29 = (long)m + (long)t28 * -1L;
        if ((t29 >= 1L) & (t29 <= 8L)) {
            __m256i t30 = _mm256_set1_epi32((int)(int)t29);
            __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t32 = (long)t28;
            float *t33 = &(*t2)[t32];
            __m256 tab_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), &(*t3)[t32]);
            __m256 t34 = _mm256_mul_ps(tab_v_5, _mm256_set1_ps(0.5f));
            __m256 out_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), t33);
            __m256 t35 = _mm256_add_ps(t34, out_v_5);
            _mm256_mask_storeu_ps(t33, _mm256_movepi32_mask(t31), t35);
            j = (int)((long)t28 + t29);
        } else {
            j = t28;
        }
        for (; j < m; j++) {
            long t36 = (long)j;
            float *t37 = &(*t2)[t36];
            *t37 = (*t3)[t36] * 0.5f + *t37;
        }
    }
}

/* The row from arithmetic the affine analysis cannot see through. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void by_mask(int n, int m) {
    vcc_no_contract_body
    int t16;
    int t22;
    int j;
    for (int i = 0; i < n; i++) {
        float (*t1)[40] = &out[i & 15];
        float (*t2)[40] = &tab[(i * 5) & 15];
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long j_vec = 0L;
            /* vcc: loop at hoist_rows.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t5 = &(*t1)[j_vec];
                __m256 out_v = _mm256_loadu_ps(t5);
                __m256 tab_v = _mm256_loadu_ps(&(*t2)[j_vec]);
                __m256 t6 = _mm256_add_ps(out_v, tab_v);
                _mm256_storeu_ps(t5, t6);
                long t7 = j_vec + 8L;
                float *t8 = &(*t1)[t7];
                __m256 out_v_1 = _mm256_loadu_ps(t8);
                __m256 tab_v_1 = _mm256_loadu_ps(&(*t2)[t7]);
                __m256 t9 = _mm256_add_ps(out_v_1, tab_v_1);
                _mm256_storeu_ps(t8, t9);
                long t10 = j_vec + 16L;
                float *t11 = &(*t1)[t10];
                __m256 out_v_2 = _mm256_loadu_ps(t11);
                __m256 tab_v_2 = _mm256_loadu_ps(&(*t2)[t10]);
                __m256 t12 = _mm256_add_ps(out_v_2, tab_v_2);
                _mm256_storeu_ps(t11, t12);
                long t13 = j_vec + 24L;
                float *t14 = &(*t1)[t13];
                __m256 out_v_3 = _mm256_loadu_ps(t14);
                __m256 tab_v_3 = _mm256_loadu_ps(&(*t2)[t13]);
                __m256 t15 = _mm256_add_ps(out_v_3, tab_v_3);
                _mm256_storeu_ps(t14, t15);
                j_vec += 32L;
            } while (j_vec < t4);
            t16 = (int)t4;
        } else {
            t16 = 0;
        }
        long t17 = (long)m + (long)t16 * -1L;
        if (t17 >= 8L) {
            long t18 = t17 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at hoist_rows.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t19 = (long)t16 + j_vec_1;
                float *t20 = &(*t1)[t19];
                __m256 out_v_4 = _mm256_loadu_ps(t20);
                __m256 tab_v_4 = _mm256_loadu_ps(&(*t2)[t19]);
                __m256 t21 = _mm256_add_ps(out_v_4, tab_v_4);
                _mm256_storeu_ps(t20, t21);
                j_vec_1 += 8L;
            } while (j_vec_1 < t18);
            t22 = (int)((long)t16 + t18);
        } else {
            t22 = t16;
        }
        long t23 = (long)m + (long)t22 * -1L;
        if ((t23 >= 1L) & (t23 <= 8L)) {
            __m256i t24 = _mm256_set1_epi32((int)(int)t23);
            __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t26 = (long)t22;
            float *t27 = &(*t1)[t26];
            __m256 out_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), t27);
            __m256 tab_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), &(*t2)[t26]);
            __m256 t28 = _mm256_add_ps(out_v_5, tab_v_5);
            _mm256_mask_storeu_ps(t27, _mm256_movepi32_mask(t25), t28);
            j = (int)((long)t22 + t23);
        } else {
            j = t22;
        }
        for (; j < m; j++) {
            long t29 = (long)j;
            float *t30 = &(*t1)[t29];
            *t30 = *t30 + (*t2)[t29];
        }
    }
}

/* The loop writes the table the row comes from: the load stays in the loop. */
void clobbered(int m) {
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < m && j < ROWS; j++)
            pick[j] = (int)tab[pick[i] & (ROWS - 1)][j];
}

/* few[i + 4] is past the end for i >= 6, where counts[i] is 0 and the loop does not run: the
   load must not move before the loop (ASan would see it). */
void past_end(void) {
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < counts[i]; j++)
            out[i][j] = tab[few[i + 4] & (ROWS - 1)][j];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int i = 0; i < ROWS; i++) {
            pick[i] = (int)(next_rand() % 1000);
            counts[i] = i < 6 ? (n + i) % (COLS + 1) : 0;
            for (int j = 0; j < COLS; j++) {
                tab[i][j] = (float)(next_rand() % 2000) - 1000.0f;
                out[i][j] = (float)(i * COLS + j);
            }
        }
        for (int i = 0; i < 10; i++)
            few[i] = (int)(next_rand() % 100);
        int m = n % (COLS + 1);
        by_table(m);
        by_mask(n % 40, m);
        clobbered(m);
        past_end();
        printf("n=%d %llx %llx\n", n, HASH(&out[0][0], ROWS * COLS), HASH(pick, ROWS));
    }
    return 0;
}
