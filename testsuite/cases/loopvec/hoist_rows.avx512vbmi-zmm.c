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
static __typeof__(tab) tab __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void by_table(int m) {
    vcc_no_contract_body
    int t13;
    int t20;
    int j;
    for (int i = 0; i < 16; i++) {
        long t1 = (long)i;
        float (*t2)[40] = &out[t1];
        float (*t3)[40] = &tab[pick[t1] & 15];
        long t4 = (long)m;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long j_vec = 0L;
            /* vcc: loop at hoist_rows.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                float *t6 = &(*t2)[j_vec];
                __m512 tab_v = _mm512_loadu_ps(&(*t3)[j_vec]);
                __m512 t7 = _mm512_mul_ps(tab_v, _mm512_set1_ps(0.5f));
                __m512 out_v = _mm512_loadu_ps(t6);
                __m512 t8 = _mm512_add_ps(t7, out_v);
                _mm512_storeu_ps(t6, t8);
                long t9 = j_vec + 16L;
                float *t10 = &(*t2)[t9];
                __m512 tab_v_1 = _mm512_loadu_ps(&(*t3)[t9]);
                __m512 t11 = _mm512_mul_ps(tab_v_1, _mm512_set1_ps(0.5f));
                __m512 out_v_1 = _mm512_loadu_ps(t10);
                __m512 t12 = _mm512_add_ps(t11, out_v_1);
                _mm512_storeu_ps(t10, t12);
                j_vec += 32L;
            } while (j_vec < t5);
            t13 = (int)t5;
        } else {
            t13 = 0;
        }
        long t14 = (long)m + (long)t13 * -1L;
        if (t14 >= 16L) {
            long t15 = t14 & -16L;
            long j_vec_1 = 0L;
            /* vcc: loop at hoist_rows.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t16 = (long)t13 + j_vec_1;
                float *t17 = &(*t2)[t16];
                __m512 tab_v_2 = _mm512_loadu_ps(&(*t3)[t16]);
                __m512 t18 = _mm512_mul_ps(tab_v_2, _mm512_set1_ps(0.5f));
                __m512 out_v_2 = _mm512_loadu_ps(t17);
                __m512 t19 = _mm512_add_ps(t18, out_v_2);
                _mm512_storeu_ps(t17, t19);
                j_vec_1 += 16L;
            } while (j_vec_1 < t15);
            t20 = (int)((long)t13 + t15);
        } else {
            t20 = t13;
        }
        long t21 = (long)m + (long)t20 * -1L;
        if ((t21 >= 1L) & (t21 <= 16L)) {
            __m512i t22 = _mm512_set1_epi32((int)(int)t21);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
            long t24 = (long)t20;
            float *t25 = &(*t2)[t24];
            __m512 tab_v_3 = _mm512_maskz_loadu_ps(t23, &(*t3)[t24]);
            __m512 t26 = _mm512_mul_ps(tab_v_3, _mm512_set1_ps(0.5f));
            __m512 out_v_3 = _mm512_maskz_loadu_ps(t23, t25);
            __m512 t27 = _mm512_add_ps(t26, out_v_3);
            _mm512_mask_storeu_ps(t25, t23, t27);
            j = (int)((long)t20 + t21);
        } else {
            j = t20;
        }
        for (; j < m; j++) {
            long t28 = (long)j;
            float *t29 = &(*t2)[t28];
            *t29 = (*t3)[t28] * 0.5f + *t29;
        }
    }
}

/* The row from arithmetic the affine analysis cannot see through. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void by_mask(int n, int m) {
    vcc_no_contract_body
    int t10;
    int t16;
    int j;
    for (int i = 0; i < n; i++) {
        float (*t1)[40] = &out[i & 15];
        float (*t2)[40] = &tab[(i * 5) & 15];
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long j_vec = 0L;
            /* vcc: loop at hoist_rows.c:26 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                float *t5 = &(*t1)[j_vec];
                __m512 out_v = _mm512_loadu_ps(t5);
                __m512 tab_v = _mm512_loadu_ps(&(*t2)[j_vec]);
                __m512 t6 = _mm512_add_ps(out_v, tab_v);
                _mm512_storeu_ps(t5, t6);
                long t7 = j_vec + 16L;
                float *t8 = &(*t1)[t7];
                __m512 out_v_1 = _mm512_loadu_ps(t8);
                __m512 tab_v_1 = _mm512_loadu_ps(&(*t2)[t7]);
                __m512 t9 = _mm512_add_ps(out_v_1, tab_v_1);
                _mm512_storeu_ps(t8, t9);
                j_vec += 32L;
            } while (j_vec < t4);
            t10 = (int)t4;
        } else {
            t10 = 0;
        }
        long t11 = (long)m + (long)t10 * -1L;
        if (t11 >= 16L) {
            long t12 = t11 & -16L;
            long j_vec_1 = 0L;
            /* vcc: loop at hoist_rows.c:26 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + j_vec_1;
                float *t14 = &(*t1)[t13];
                __m512 out_v_2 = _mm512_loadu_ps(t14);
                __m512 tab_v_2 = _mm512_loadu_ps(&(*t2)[t13]);
                __m512 t15 = _mm512_add_ps(out_v_2, tab_v_2);
                _mm512_storeu_ps(t14, t15);
                j_vec_1 += 16L;
            } while (j_vec_1 < t12);
            t16 = (int)((long)t10 + t12);
        } else {
            t16 = t10;
        }
        long t17 = (long)m + (long)t16 * -1L;
        if ((t17 >= 1L) & (t17 <= 16L)) {
            __m512i t18 = _mm512_set1_epi32((int)(int)t17);
            __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
            long t20 = (long)t16;
            float *t21 = &(*t1)[t20];
            __m512 out_v_3 = _mm512_maskz_loadu_ps(t19, t21);
            __m512 tab_v_3 = _mm512_maskz_loadu_ps(t19, &(*t2)[t20]);
            __m512 t22 = _mm512_add_ps(out_v_3, tab_v_3);
            _mm512_mask_storeu_ps(t21, t19, t22);
            j = (int)((long)t16 + t17);
        } else {
            j = t16;
        }
        for (; j < m; j++) {
            long t23 = (long)j;
            float *t24 = &(*t1)[t23];
            *t24 = *t24 + (*t2)[t23];
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
