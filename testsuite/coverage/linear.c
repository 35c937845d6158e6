/* Coverage suite: linear dependences, float and integer, 1-D and 2-D (forward and backward
   distances, anti and output dependences, reversed loops, rows and columns). */
#include "cover.h"

/* a plain elementwise expression */
LOOP(lin_axpy)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] + c[i] * d[i];
}

/* anti-dependence: reads a[i+1] before the next iteration writes it */
LOOP(lin_anti1)
{
    for (int i = 0; i < LEN - 1; i++) /* hot */
        a[i] = a[i + 1] + b[i];
}

/* true dependence, distance 1: a scalar recurrence through memory */
LOOP(lin_true1)
{
    for (int i = 0; i < LEN - 1; i++) /* hot */
        a[i + 1] = a[i] * 0.5f + b[i];
}

/* true dependence, distance 8: vectorizable at 8 lanes at most */
LOOP(lin_true8)
{
    for (int i = 0; i < LEN - 8; i++) /* hot */
        a[i + 8] = a[i] * 0.5f + b[i];
}

/* true dependence, distance 64: longer than any vector */
LOOP(lin_true64)
{
    for (int i = 0; i < LEN - 64; i++) /* hot */
        a[i + 64] = a[i] * 0.5f + c[i];
}

/* a reversed loop without dependence */
LOOP(lin_reverse)
{
    for (int i = LEN - 1; i >= 0; i--) /* hot */
        a[i] = b[i] + c[i] * e[i];
}

/* a reversed loop whose reads come from the iteration before: not vectorizable */
LOOP(lin_reverse_true)
{
    for (int i = LEN - 2; i >= 0; i--) /* hot */
        a[i] = a[i + 1] * 0.25f + b[i];
}

/* a reversed loop with an anti-dependence: vectorizable */
LOOP(lin_reverse_anti)
{
    for (int i = LEN - 1; i >= 1; i--) /* hot */
        a[i] = a[i - 1] + b[i];
}

/* the two halves of one array: no overlap */
LOOP(lin_halves)
{
    for (int i = 0; i < LEN / 2; i++) /* hot */
        a[i] = a[i + LEN / 2] * b[i] + c[i];
}

/* output dependence of distance 1: a[i+1] is written twice */
LOOP(lin_output1)
{
    for (int i = 0; i < LEN - 1; i++) { /* hot */
        a[i] = b[i] * c[i];
        a[i + 1] = d[i] + e[i];
    }
}

/* two statements, the second reads what the first wrote in the same iteration */
LOOP(lin_two_stmts)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        a[i] = b[i] + c[i];
        d[i] = a[i] * e[i];
    }
}

/* double precision */
LOOP(lin_double)
{
    for (int i = 0; i < LEN; i++) /* hot */
        da[i] = db[i] * dc[i] + da[i] * 0.5;
}

/* integers */
LOOP(lin_int)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = ib[i] + ic[i] * 3 - (ib[i] >> 2);
}

/* integer anti-dependence, distance 2 */
LOOP(lin_int_anti2)
{
    for (int i = 0; i < LEN - 2; i++) /* hot */
        ia[i] = ia[i + 2] ^ ib[i];
}

/* 2-D, rows: the inner loop walks contiguous memory */
LOOP(lin2_rows)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            aa[i][j] = bb[i][j] + cc[i][j] * s;
}

/* 2-D, dependence carried by the outer loop only */
LOOP(lin2_outer_dep)
{
    for (int i = 1; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            aa[i][j] = aa[i - 1][j] * 0.5f + bb[i][j];
}

/* 2-D, dependence carried by the inner loop: the outer one is parallel */
LOOP(lin2_inner_dep)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 1; j < LEN2; j++) /* hot */
            aa[i][j] = aa[i][j - 1] * 0.5f + bb[i][j];
}

/* 2-D, diagonal dependence (i-1, j-1) */
LOOP(lin2_diag)
{
    for (int i = 1; i < LEN2; i++) /* hot */
        for (int j = 1; j < LEN2; j++) /* hot */
            aa[i][j] = aa[i - 1][j - 1] + bb[i][j];
}

/* 2-D, the inner loop walks a column (interchange makes it contiguous) */
LOOP(lin2_columns)
{
    for (int j = 0; j < LEN2; j++) /* hot */
        for (int i = 0; i < LEN2; i++) /* hot */
            aa[i][j] = bb[i][j] * 2.0f + cc[i][j];
}

/* 2-D, a transpose: one side is always a column */
LOOP(lin2_transpose)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            aa[i][j] = bb[j][i] + cc[i][j];
}

/* 2-D, column dependence with the column loop inner: interchange is not legal */
LOOP(lin2_anti_diag)
{
    for (int i = 1; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2 - 1; j++) /* hot */
            aa[i][j] = aa[i - 1][j + 1] + bb[i][j];
}

/* 2-D, one row updated from another */
LOOP(lin2_row_update)
{
    for (int i = 1; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            aa[i][j] = aa[0][j] + bb[i][j] * cc[i][j];
}

static const struct cover_loop loops[] = {
    COVER_1D(lin_axpy),        COVER_1D(lin_anti1),        COVER_1D(lin_true1),       COVER_1D(lin_true8),
    COVER_1D(lin_true64),      COVER_1D(lin_reverse),      COVER_1D(lin_reverse_true), COVER_1D(lin_reverse_anti),
    COVER_N(lin_halves, LEN / 2), COVER_1D(lin_output1),   COVER_1D(lin_two_stmts),   COVER_1D(lin_double),
    COVER_1D(lin_int),         COVER_1D(lin_int_anti2),    COVER_2D(lin2_rows),       COVER_2D(lin2_outer_dep),
    COVER_2D(lin2_inner_dep),  COVER_2D(lin2_diag),        COVER_2D(lin2_columns),    COVER_2D(lin2_transpose),
    COVER_2D(lin2_anti_diag),  COVER_2D(lin2_row_update),
};
COVER_MAIN
