/* Coverage suite: statement reordering, loop distribution and fusion, interchange, node
   splitting, scalar expansion, crossing thresholds and equivalencing (one array reached
   through pointers at fixed or run-time offsets). */
#include "cover.h"

/* the read of b[i-1] comes before the write of b[i]: reorder the statements */
LOOP(ro_swap_stmts)
{
    for (int i = 1; i < LEN; i++) { /* hot */
        a[i] = b[i - 1] + c[i];
        b[i] = d[i] * e[i];
    }
}

/* the write of a[i+1] comes after the read of a[i]: reorder the statements */
LOOP(ro_forward_write)
{
    for (int i = 0; i < LEN - 1; i++) { /* hot */
        b[i] = a[i] + d[i];
        a[i + 1] = c[i] * e[i];
    }
}

/* a recurrence and an independent statement: distribute */
LOOP(rs_distribute)
{
    for (int i = 1; i < LEN; i++) { /* hot */
        a[i] = b[i] + c[i] * d[i];
        e[i] = e[i - 1] * 0.5f + a[i];
    }
}

/* two loops, the second reads what the first wrote (global data flow) */
LOOP(rs_two_loops)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] * c[i];
    for (int i = 0; i < LEN; i++) /* hot */
        d[i] = a[i] + e[i];
}

/* a column walk carrying its dependence on the inner loop: interchange */
LOOP(rs_interchange_dep)
{
    for (int j = 0; j < LEN2; j++) /* hot */
        for (int i = 1; i < LEN2; i++) /* hot */
            aa[i][j] = aa[i - 1][j] + bb[i][j];
}

/* matrix multiply i-j-k: the inner loop is a float reduction */
LOOP(rs_matmul_ijk)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) { /* hot */
            float t = 0.0f;
            for (int l = 0; l < LEN2; l++) /* hot */
                t += bb[i][l] * cc[l][j];
            aa[i][j] = t;
        }
}

/* matrix multiply i-k-j: the inner loop is an axpy on rows */
LOOP(rs_matmul_ikj)
{
    for (int i = 0; i < LEN2; i++) { /* hot */
        for (int j = 0; j < LEN2; j++)
            aa[i][j] = 0.0f;
        for (int l = 0; l < LEN2; l++) { /* hot */
            float t = bb[i][l];
            for (int j = 0; j < LEN2; j++) /* hot */
                aa[i][j] += t * cc[l][j];
        }
    }
}

/* matrix-vector product: a float reduction per row */
LOOP(rs_matvec)
{
    for (int i = 0; i < LEN2; i++) { /* hot */
        float t = 0.0f;
        for (int j = 0; j < LEN2; j++) /* hot */
            t += aa[i][j] * b[j];
        a[i] = t;
    }
}

/* transposed matrix-vector product: an axpy per column */
LOOP(rs_matvec_t)
{
    for (int i = 0; i < LEN2; i++)
        a[i] = 0.0f;
    for (int j = 0; j < LEN2; j++) /* hot */
        for (int i = 0; i < LEN2; i++) /* hot */
            a[i] += aa[j][i] * b[j];
}

/* node splitting: a[i+1] is read before the next iteration writes it */
LOOP(ns_anti)
{
    for (int i = 0; i < LEN - 1; i++) { /* hot */
        a[i] = b[i] * c[i] + d[i];
        b[i] = a[i] * a[i + 1] + d[i];
    }
}

/* node splitting: b[i-1] read after written, b[i+1] read before written */
LOOP(ns_both)
{
    for (int i = 1; i < LEN - 1; i++) { /* hot */
        a[i] = b[i - 1] + c[i] * d[i];
        b[i] = b[i + 1] - e[i] * d[i];
    }
}

/* scalar expansion: a temporary used twice */
LOOP(ex_scalar_temp)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        float t = b[i] * c[i];
        a[i] = t + d[i];
        e[i] = t * 0.5f - b[i];
    }
}

/* a scalar assigned under a condition and used after: carried, not a reduction */
LOOP(ex_cond_scalar)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) { /* hot */
        if (c[i] > 0.0f)
            t = c[i];
        a[i] = b[i] * t;
    }
}

/* a temporary carried to the next iteration */
LOOP(ex_carried_temp)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) { /* hot */
        float u = b[i] + t;
        a[i] = u * 0.5f;
        t = c[i];
    }
}

/* a temporary in a 2-D nest */
LOOP(ex_2d_temp)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) { /* hot */
            float t = bb[i][j] * 2.0f;
            aa[i][j] = t + cc[i][j];
            cc[i][j] = t - 1.0f;
        }
}

/* crossing threshold: reads from the top, writes at the bottom, they meet in the middle */
LOOP(th_cross_middle)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        float x = a[LEN - i - 1] + b[i] * c[i];
        a[i] = x - 1.0f;
        b[i] = x;
    }
}

/* crossing threshold: reads an element the loop writes halfway */
LOOP(th_fixed_elem)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = a[LEN / 2] * 0.25f + b[i];
}

/* crossing threshold: every iteration reads a[0], written by the first */
LOOP(th_first_elem)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = a[0] * 0.5f + b[i];
}

/* crossing threshold at a run-time index */
LOOP(th_runtime)
{
    for (int i = 0; i < LEN - 1; i++) /* hot */
        a[i] = a[LEN - 1 - i] + b[i] * s;
}

/* equivalencing: a pointer 16 elements into the same array */
LOOP(eq_fixed_offset)
{
    float *p = a, *q = a + 16;
    for (int i = 0; i < LEN - 16; i++) /* hot */
        q[i] = p[i] * 0.5f + b[i];
}

/* equivalencing: a pointer at a run-time offset, reads ahead (anti-dependence) */
LOOP(eq_runtime_offset)
{
    float *p = a + k;
    for (int i = 0; i < LEN - k; i++) /* hot */
        a[i] = p[i] + b[i];
}

/* equivalencing: one element apart, a true dependence */
LOOP(eq_overlap1)
{
    float *x = a + 1;
    for (int i = 0; i < LEN - 1; i++) /* hot */
        x[i] = a[i] * 0.5f + b[i];
}

/* equivalencing: a 2-D array seen as 1-D */
LOOP(eq_flat_2d)
{
    float *flat = &aa[0][0];
    for (int i = 0; i < LEN2 * LEN2; i++) /* hot */
        flat[i] = flat[i] * 0.5f + bb[i % LEN2][i / LEN2];
}

/* equivalencing: a union of two views */
LOOP(eq_union)
{
    union {
        float f[LEN];
        unsigned u[LEN];
    } *v = (void *)a;
    for (int i = 0; i < LEN; i++) /* hot */
        v->u[i] = (unsigned)ib[i] * 3u + 1u;
    for (int i = 0; i < LEN; i++) /* hot */
        ua[i] = v->u[i] >> 1;
}

/* fusion: two loops over the same range, fusible */
LOOP(rs_fusible)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] + 1.0f;
    for (int i = 0; i < LEN; i++) /* hot */
        c[i] = b[i] * a[i];
}

/* a loop whose recurrence runs backwards in a 2-D array */
LOOP(rs_2d_backward)
{
    for (int i = LEN2 - 2; i >= 0; i--) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            aa[i][j] = aa[i + 1][j] * 0.5f + bb[i][j];
}

static const struct cover_loop loops[] = {
    COVER_1D(ro_swap_stmts),   COVER_1D(ro_forward_write), COVER_1D(rs_distribute),   COVER_N(rs_two_loops, 2 * LEN),
    COVER_2D(rs_interchange_dep), COVER_N(rs_matmul_ijk, (long)LEN2 * LEN2 * LEN2),
    COVER_N(rs_matmul_ikj, (long)LEN2 * LEN2 * LEN2), COVER_2D(rs_matvec), COVER_2D(rs_matvec_t),
    COVER_1D(ns_anti),         COVER_1D(ns_both),          COVER_1D(ex_scalar_temp),  COVER_1D(ex_cond_scalar),
    COVER_1D(ex_carried_temp), COVER_2D(ex_2d_temp),       COVER_1D(th_cross_middle), COVER_1D(th_fixed_elem),
    COVER_1D(th_first_elem),   COVER_1D(th_runtime),       COVER_1D(eq_fixed_offset), COVER_1D(eq_runtime_offset),
    COVER_1D(eq_overlap1),     COVER_2D(eq_flat_2d),       COVER_N(eq_union, 2 * LEN), COVER_N(rs_fusible, 2 * LEN),
    COVER_2D(rs_2d_backward),
};
COVER_MAIN
