/* Coverage suite: induction variables, global data flow and symbolic resolution (extra
   induction variables, wrap-around variables, last values, run-time trip counts, distances and
   strides given as parameters). */
#include "cover.h"

/* a second induction variable used as the index */
LOOP(ind_second_iv)
{
    int j = -1;
    for (int i = 0; i < LEN; i++) { /* hot */
        j++;
        a[j] = b[i] + c[i] * d[i];
    }
}

/* an induction variable stepping by two: strided loads */
LOOP(ind_step2)
{
    int j = 0;
    for (int i = 0; i < LEN / 2; i++) { /* hot */
        a[i] = b[j] + c[j + 1];
        j += 2;
    }
}

/* the induction variable converted to float */
LOOP(ind_to_float)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] + (float)i * s;
}

/* a float induction variable (exact here, the compilers cannot know) */
LOOP(ind_float_iv)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) { /* hot */
        a[i] = b[i] * t;
        t += 0.25f;
    }
}

/* integer induction in an expression */
LOOP(ind_int_expr)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = i * 3 + ib[i] - (i >> 3);
}

/* a wrap-around variable: the previous index */
LOOP(ind_wrap)
{
    int im1 = LEN - 1;
    for (int i = 0; i < LEN; i++) { /* hot */
        a[i] = (b[i] + b[im1]) * 0.5f;
        im1 = i;
    }
}

/* two wrap-around variables */
LOOP(ind_wrap2)
{
    int im1 = LEN - 1, im2 = LEN - 2;
    for (int i = 0; i < LEN; i++) { /* hot */
        a[i] = (b[i] + b[im1] + b[im2]) * 0.25f;
        im2 = im1;
        im1 = i;
    }
}

/* the last value of a scalar computed in the loop */
LOOP(gdf_last_value)
{
    float t = 0.0f;
    for (int i = 0; i < LEN; i++) { /* hot */
        t = b[i] + c[i];
        a[i] = t * d[i];
    }
    fres = t;
}

/* the last value of the induction variable */
LOOP(gdf_last_index)
{
    int i;
    for (i = 0; i < n; i++) /* hot */
        a[i] = b[i] * c[i] + s;
    ires = i;
}

/* a counter running down while the index runs up: a reversed load */
LOOP(ind_down_counter)
{
    for (int i = 0, j = LEN - 1; i < LEN; i++, j--) /* hot */
        a[i] = b[j] + c[i];
}

/* an induction variable at an offset */
LOOP(ind_offset_iv)
{
    int j = 4;
    for (int i = 0; i < LEN - 4; i++) /* hot */
        a[i] = b[j++] * c[i];
}

/* run-time trip count */
LOOP(sym_trip_n)
{
    for (int i = 0; i < n; i++) /* hot */
        a[i] = b[i] * s + c[i];
}

/* run-time distance n/2 between the halves: no overlap */
LOOP(sym_half_n)
{
    int h = n / 2;
    for (int i = 0; i < h; i++) /* hot */
        a[i + h] = a[i] + b[i];
}

/* run-time stride of the store */
LOOP(sym_stride_m)
{
    for (int i = 0; i < n; i++) /* hot */
        a[i * m] = b[i] + c[i];
}

/* reads an element the last iteration writes: all reads come first */
LOOP(sym_last_elem)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] + a[LEN - 1] * 0.5f;
}

/* a parameter converted inside the loop */
LOOP(sym_param_conv)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] * s + c[i] * (float)k;
}

/* store at a run-time offset, no self-dependence */
LOOP(sym_store_k)
{
    for (int i = 0; i < LEN - k; i++) /* hot */
        a[i + k] = b[i] + c[i];
}

/* an anti-dependence at a run-time distance */
LOOP(sym_anti_k)
{
    for (int i = 0; i < LEN - k; i++) /* hot */
        a[i] = a[i + k] + b[i];
}

/* an index computed from two induction variables (2-D flattened) */
LOOP(ind_flat_2d)
{
    for (int i = 0; i < 250; i++) /* hot */
        for (int j = 0; j < LEN2 / 2; j++) /* hot */
            a[i * (LEN2 / 2) + j] = bb[i][j] + bb[i][j + LEN2 / 2];
}

/* an induction variable multiplied into an address: i*i is not affine */
LOOP(ind_square)
{
    for (int i = 0; i < 178; i++) /* hot */
        a[i * i] = b[i] + c[i];
}

/* integer induction with a run-time step */
LOOP(ind_runtime_step)
{
    int v = 0;
    for (int i = 0; i < LEN; i++) { /* hot */
        ia[i] = ib[i] + v;
        v += k;
    }
}

/* double index arithmetic with the loop counter counting by 4 */
LOOP(ind_step4_loop)
{
    for (int i = 0; i < LEN; i += 4) /* hot */
        a[i] = b[i] + c[i];
}

static const struct cover_loop loops[] = {
    COVER_1D(ind_second_iv),  COVER_N(ind_step2, LEN / 2), COVER_1D(ind_to_float),   COVER_1D(ind_float_iv),
    COVER_1D(ind_int_expr),   COVER_1D(ind_wrap),          COVER_1D(ind_wrap2),      COVER_1D(gdf_last_value),
    COVER_1D(gdf_last_index), COVER_1D(ind_down_counter),  COVER_1D(ind_offset_iv),  COVER_1D(sym_trip_n),
    COVER_N(sym_half_n, LEN / 2), COVER_1D(sym_stride_m),  COVER_1D(sym_last_elem),  COVER_1D(sym_param_conv),
    COVER_1D(sym_store_k),    COVER_1D(sym_anti_k),        COVER_N(ind_flat_2d, 250 * LEN2 / 2),
    COVER_N(ind_square, 178), COVER_1D(ind_runtime_step),  COVER_N(ind_step4_loop, LEN / 4),
};
COVER_MAIN
