/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
void by_table(int m) {
    int t21;
    int j;
    for (int i = 0; i < 16; i++) {
        long t1 = (long)i;
        float (*t2)[40] = &out[t1];
        float (*t3)[40] = &tab[pick[t1] & 15];
        long t4 = (long)m;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long j_vec = 0L;
            /* vcc: loop at hoist_rows.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t6 = &(*t2)[j_vec];
                vcc_v8_float tab_v = vcc_load(vcc_v8_float, &(*t3)[j_vec]);
                vcc_v8_float t7 = tab_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float out_v = vcc_load(vcc_v8_float, t6);
                vcc_v8_float t8 = t7 + out_v;
                vcc_store(t6, t8);
                long t9 = j_vec + 8L;
                float *t10 = &(*t2)[t9];
                vcc_v8_float tab_v_1 = vcc_load(vcc_v8_float, &(*t3)[t9]);
                vcc_v8_float t11 = tab_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float out_v_1 = vcc_load(vcc_v8_float, t10);
                vcc_v8_float t12 = t11 + out_v_1;
                vcc_store(t10, t12);
                long t13 = j_vec + 16L;
                float *t14 = &(*t2)[t13];
                vcc_v8_float tab_v_2 = vcc_load(vcc_v8_float, &(*t3)[t13]);
                vcc_v8_float t15 = tab_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float out_v_2 = vcc_load(vcc_v8_float, t14);
                vcc_v8_float t16 = t15 + out_v_2;
                vcc_store(t14, t16);
                long t17 = j_vec + 24L;
                float *t18 = &(*t2)[t17];
                vcc_v8_float tab_v_3 = vcc_load(vcc_v8_float, &(*t3)[t17]);
                vcc_v8_float t19 = tab_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float out_v_3 = vcc_load(vcc_v8_float, t18);
                vcc_v8_float t20 = t19 + out_v_3;
                vcc_store(t18, t20);
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
                vcc_v8_float tab_v_4 = vcc_load(vcc_v8_float, &(*t3)[t24]);
                vcc_v8_float t26 = tab_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float out_v_4 = vcc_load(vcc_v8_float, t25);
                vcc_v8_float t27 = t26 + out_v_4;
                vcc_store(t25, t27);
                j_vec_1 += 8L;
            } while (j_vec_1 < t23);
            j = (int)((long)t21 + t23);
        } else {
            j = t21;
        }
        for (; j < m; j++) {
            long t28 = (long)j;
            float *t29 = &(*t2)[t28];
            *t29 = (*t3)[t28] * 0.5f + *t29;
        }
    }
}

/* The row from arithmetic the affine analysis cannot see through. */
void by_mask(int n, int m) {
    int t16;
    int j;
    for (int i = 0; i < n; i++) {
        float (*t1)[40] = &out[i & 15];
        float (*t2)[40] = &tab[(i * 5) & 15];
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long j_vec = 0L;
            /* vcc: loop at hoist_rows.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t5 = &(*t1)[j_vec];
                vcc_v8_float out_v = vcc_load(vcc_v8_float, t5);
                vcc_v8_float tab_v = vcc_load(vcc_v8_float, &(*t2)[j_vec]);
                vcc_v8_float t6 = out_v + tab_v;
                vcc_store(t5, t6);
                long t7 = j_vec + 8L;
                float *t8 = &(*t1)[t7];
                vcc_v8_float out_v_1 = vcc_load(vcc_v8_float, t8);
                vcc_v8_float tab_v_1 = vcc_load(vcc_v8_float, &(*t2)[t7]);
                vcc_v8_float t9 = out_v_1 + tab_v_1;
                vcc_store(t8, t9);
                long t10 = j_vec + 16L;
                float *t11 = &(*t1)[t10];
                vcc_v8_float out_v_2 = vcc_load(vcc_v8_float, t11);
                vcc_v8_float tab_v_2 = vcc_load(vcc_v8_float, &(*t2)[t10]);
                vcc_v8_float t12 = out_v_2 + tab_v_2;
                vcc_store(t11, t12);
                long t13 = j_vec + 24L;
                float *t14 = &(*t1)[t13];
                vcc_v8_float out_v_3 = vcc_load(vcc_v8_float, t14);
                vcc_v8_float tab_v_3 = vcc_load(vcc_v8_float, &(*t2)[t13]);
                vcc_v8_float t15 = out_v_3 + tab_v_3;
                vcc_store(t14, t15);
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
                vcc_v8_float out_v_4 = vcc_load(vcc_v8_float, t20);
                vcc_v8_float tab_v_4 = vcc_load(vcc_v8_float, &(*t2)[t19]);
                vcc_v8_float t21 = out_v_4 + tab_v_4;
                vcc_store(t20, t21);
                j_vec_1 += 8L;
            } while (j_vec_1 < t18);
            j = (int)((long)t16 + t18);
        } else {
            j = t16;
        }
        for (; j < m; j++) {
            long t22 = (long)j;
            float *t23 = &(*t1)[t22];
            *t23 = *t23 + (*t2)[t22];
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
