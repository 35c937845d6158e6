/* Coverage suite: reductions (sums, products, dot products, minimum and maximum with and
   without their index, counts, bitwise), recurrences (first and second order, prefix sums,
   fixed-order) and searches (first match, last match). Float reductions are written in order:
   a compiler that keeps results exact cannot reassociate them. */
#include "cover.h"

/* float sum */
LOOP(red_fsum)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) /* hot */
        t += a[i];
    fres = t;
}

/* double sum */
LOOP(red_dsum)
{
    double t = 0.0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += da[i];
    dres = t;
}

/* integer sum */
LOOP(red_isum)
{
    int t = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += ia[i];
    ires = t;
}

/* integer products summed into a long */
LOOP(red_lsum)
{
    long t = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += (long)ia[i] * ib[i];
    lres = t;
}

/* float dot product */
LOOP(red_fdot)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) /* hot */
        t += b[i] * c[i];
    fres = t;
}

/* float maximum */
LOOP(red_fmax)
{
    float mx = a[0];
    for (int i = 1; i < LEN; i++) /* hot */
        if (a[i] > mx)
            mx = a[i];
    fres = mx;
}

/* float minimum and its index */
LOOP(red_fargmin)
{
    float mx = c[0];
    int idx = 0;
    for (int i = 1; i < LEN; i++) /* hot */
        if (c[i] < mx) {
            mx = c[i];
            idx = i;
        }
    fres = mx;
    ires = idx;
}

/* integer maximum with the conditional operator */
LOOP(red_imax)
{
    int mx = ia[0];
    for (int i = 1; i < LEN; i++) /* hot */
        mx = ia[i] > mx ? ia[i] : mx;
    ires = mx;
}

/* integer maximum and the index of its last occurrence */
LOOP(red_iargmax_last)
{
    int mx = ic[0], idx = 0;
    for (int i = 1; i < LEN; i++) /* hot */
        if (ic[i] >= mx) {
            mx = ic[i];
            idx = i;
        }
    ires = mx;
    lres = idx;
}

/* float product (factors close to 1) */
LOOP(red_fprod)
{
    float p = 1.0f;
    for (int i = 0; i < LEN; i++) /* hot */
        p *= 1.0f + e[i] * 0.001f;
    fres = p;
}

/* unsigned product: wraps, exact in any order */
LOOP(red_uprod)
{
    unsigned p = 1;
    for (int i = 0; i < LEN; i++) /* hot */
        p *= ua[i] | 1u;
    ires = (int)(p >> 1);
}

/* two float sums in one loop */
LOOP(red_two_sums)
{
    float s1 = 0.0f, s2 = 0.0f;
    for (int i = 0; i < LEN; i++) { /* hot */
        s1 += a[i];
        s2 += b[i] * c[i];
    }
    fres = s1 + s2;
}

/* conditional integer sum */
LOOP(red_cond_isum)
{
    int t = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        if (ia[i] > 0)
            t += ia[i];
    ires = t;
}

/* count of elements above a threshold */
LOOP(red_count)
{
    int cnt = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        if (a[i] > 0.5f)
            cnt++;
    ires = cnt;
}

/* bitwise and, or and xor */
LOOP(red_bitwise)
{
    unsigned x = ~0u, y = 0, z = 0;
    for (int i = 0; i < LEN; i++) { /* hot */
        x &= ua[i] | 0x10000u;
        y |= ua[i] & 0xffu;
        z ^= ua[i];
    }
    ires = (int)(x ^ y ^ (z >> 3));
}

/* float sum over a 2-D array */
LOOP(red2_sum)
{
    float t = 0.0f;
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            t += aa[i][j];
    fres = t;
}

/* row sums: a float reduction per row */
LOOP(red2_rows)
{
    for (int i = 0; i < LEN2; i++) { /* hot */
        float t = 0.0f;
        for (int j = 0; j < LEN2; j++) /* hot */
            t += aa[i][j];
        a[i] = t;
    }
}

/* column sums: the outer loop runs along rows, each column summed in order */
LOOP(red2_cols)
{
    for (int j = 0; j < LEN2; j++) { /* hot */
        float t = 0.0f;
        for (int i = 0; i < LEN2; i++) /* hot */
            t += aa[i][j];
        a[j] = t;
    }
}

/* double accumulator of float products */
LOOP(red_mixed_dot)
{
    double t = 0.0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += (double)b[i] * c[i];
    dres = t;
}

/* sum of absolute differences of bytes */
LOOP(red_sad_u8)
{
    int t = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += ca[i] > cb[i] ? ca[i] - cb[i] : cb[i] - ca[i];
    ires = t;
}

/* integer minimum and maximum together */
LOOP(red_iminmax)
{
    int mn = ib[0], mx = ib[0];
    for (int i = 1; i < LEN; i++) { /* hot */
        if (ib[i] < mn)
            mn = ib[i];
        if (ib[i] > mx)
            mx = ib[i];
    }
    ires = mx - mn;
}

/* first-order linear recurrence */
LOOP(rec_first_order)
{
    for (int i = 1; i < LEN; i++) /* hot */
        a[i] = b[i] - e[i] * a[i - 1];
}

/* float prefix sum */
LOOP(rec_prefix_sum)
{
    for (int i = 1; i < LEN; i++) /* hot */
        a[i] = a[i - 1] + b[i];
}

/* integer prefix sum */
LOOP(rec_int_prefix)
{
    for (int i = 1; i < LEN; i++) /* hot */
        ia[i] = ia[i - 1] + ib[i];
}

/* second-order recurrence */
LOOP(rec_second_order)
{
    for (int i = 2; i < LEN; i++) /* hot */
        a[i] = a[i - 1] * 0.5f + a[i - 2] * 0.25f + b[i];
}

/* fixed-order recurrence: the previous element carried in a variable */
LOOP(rec_fixed_order)
{
    float prev = b[0];
    for (int i = 1; i < LEN; i++) { /* hot */
        a[i] = b[i] - prev;
        prev = b[i];
    }
}

/* fixed-order recurrence on integers, the difference of neighbours */
LOOP(rec_int_delta)
{
    int prev = 0;
    for (int i = 0; i < LEN; i++) { /* hot */
        ic[i] = ib[i] - prev;
        prev = ib[i];
    }
}

/* a running sum stored at each step (a scan through a scalar) */
LOOP(rec_running_sum)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) { /* hot */
        t += b[i];
        a[i] = t;
    }
}

/* search: the first index holding a value (found once, late) */
LOOP(srch_first)
{
    int idx = -1;
    for (int i = 0; i < LEN; i++) /* hot */
        if (ix[i] == LEN - 1) {
            idx = i;
            break;
        }
    ires = idx;
}

/* search: the last index where a condition holds */
LOOP(srch_last)
{
    int idx = -1;
    for (int i = 0; i < LEN; i++) /* hot */
        if (c[i] > 2.0f)
            idx = i;
    ires = idx;
}

/* search: the first float above a threshold, and its value */
LOOP(srch_first_float)
{
    int i;
    for (i = 0; i < LEN; i++) /* hot */
        if (a[i] > 1000.0f)
            break;
    ires = i;
    fres = i < LEN ? a[i] : -1.0f;
}

/* count of equal pairs */
LOOP(srch_count_equal)
{
    int cnt = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        cnt += ia[i] == ic[i];
    ires = cnt;
}

static const struct cover_loop loops[] = {
    COVER_1D(red_fsum),        COVER_1D(red_dsum),        COVER_1D(red_isum),        COVER_1D(red_lsum),
    COVER_1D(red_fdot),        COVER_1D(red_fmax),        COVER_1D(red_fargmin),     COVER_1D(red_imax),
    COVER_1D(red_iargmax_last), COVER_1D(red_fprod),      COVER_1D(red_uprod),       COVER_1D(red_two_sums),
    COVER_1D(red_cond_isum),   COVER_1D(red_count),       COVER_1D(red_bitwise),     COVER_2D(red2_sum),
    COVER_2D(red2_rows),       COVER_2D(red2_cols),       COVER_1D(red_mixed_dot),   COVER_1D(red_sad_u8),
    COVER_1D(red_iminmax),     COVER_1D(rec_first_order), COVER_1D(rec_prefix_sum),  COVER_1D(rec_int_prefix),
    COVER_1D(rec_second_order), COVER_1D(rec_fixed_order), COVER_1D(rec_int_delta),  COVER_1D(rec_running_sum),
    COVER_1D(srch_first),      COVER_1D(srch_last),       COVER_1D(srch_first_float), COVER_1D(srch_count_equal),
};
COVER_MAIN
