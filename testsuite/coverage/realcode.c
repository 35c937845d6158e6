/* Coverage suite: loop shapes of real code (do/while, while (n--), for (;;) with a break,
   pointer walks, calls to small static helpers, struct types defined inside a function, run-time
   strides and offsets, triangular nests, stride-2 loops, pointer parameters that may alias,
   early exits, unsigned and size_t counters). Helpers above a LOOP belong to it. */
#include "cover.h"

/* do/while */
LOOP(rc_do_while)
{
    int i = 0;
    do { /* hot */
        a[i] = b[i] + c[i] * d[i];
        i++;
    } while (i < LEN);
}

/* while (n--) with two pointers */
LOOP(rc_while_ndec)
{
    float *p = a;
    const float *q = b;
    int cnt = n;
    while (cnt--) /* hot */
        *p++ = *q++ * s + 1.0f;
}

/* for (;;) with the exit test inside */
LOOP(rc_for_ever)
{
    int i = 0;
    for (;;) { /* hot */
        if (i >= n)
            break;
        a[i] = b[i] - c[i];
        i++;
    }
}

/* a pointer walk to an end pointer */
LOOP(rc_ptr_walk)
{
    const float *q = c;
    for (float *p = a, *end = a + LEN; p < end; p++, q++) /* hot */
        *p = *p * 0.5f + *q;
}

static void rc_axpy_kernel(float *y, const float *x, int len, float alpha)
{
    for (int i = 0; i < len; i++) /* hot */
        y[i] += alpha * x[i];
}

/* pointer parameters that may alias: a run-time overlap check */
LOOP(rc_alias_params)
{
    rc_axpy_kernel(a, b, n, s);
}

static void rc_shift_kernel(float *dst, const float *src, int len)
{
    for (int i = 0; i < len; i++) /* hot */
        dst[i] = src[i] * 0.5f + 1.0f;
}

/* pointer parameters into one array at a run-time offset */
LOOP(rc_alias_same_array)
{
    rc_shift_kernel(a, a + k, n - k);
}

static float rc_sq(float x)
{
    return x * x;
}

/* a call of a small static helper */
LOOP(rc_helper_pure)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = rc_sq(b[i]) + c[i];
}

static void rc_accumulate(float *p, float v)
{
    *p += v;
}

/* a call of a helper that writes through its pointer argument */
LOOP(rc_helper_store)
{
    for (int i = 0; i < LEN; i++) /* hot */
        rc_accumulate(&a[i], b[i] * c[i]);
}

static int rc_clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* a call of an integer helper with branches */
LOOP(rc_helper_clamp)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = rc_clamp(ib[i] + ic[i], -10, 40);
}

/* a struct type defined inside the function, one value per iteration */
LOOP(rc_local_struct)
{
    struct point {
        float x, y;
    };
    for (int i = 0; i < LEN; i++) { /* hot */
        struct point p = { b[i], c[i] };
        a[i] = p.x * p.x + p.y * p.y;
    }
}

/* a struct type defined inside the function holding the loop's pointers and bounds */
LOOP(rc_local_struct_span)
{
    struct span {
        float *dst;
        const float *src;
        int len;
    } sp = { a, d, n };
    for (int i = 0; i < sp.len; i++) /* hot */
        sp.dst[i] = sp.src[i] * s + sp.dst[i];
}

/* a run-time stride */
LOOP(rc_stride_inc)
{
    for (int i = 0; i < n; i++) /* hot */
        a[i * m] = b[i * m] * s + c[i];
}

/* a run-time stride on the load only */
LOOP(rc_stride_load)
{
    for (int i = 0; i < n; i++) /* hot */
        a[i] = b[i * m] + c[i];
}

/* a run-time offset read ahead of the store */
LOOP(rc_offset_ahead)
{
    for (int i = 0; i < n - k; i++) /* hot */
        a[i] = a[i + k] * s + b[i];
}

/* a run-time offset read behind the store: a true dependence of distance k */
LOOP(rc_offset_behind)
{
    for (int i = 0; i < n - k; i++) /* hot */
        a[i + k] = a[i] * s + b[i];
}

/* a run-time offset into another array */
LOOP(rc_offset_other)
{
    for (int i = k; i < n; i++) /* hot */
        a[i] = b[i - k] + c[i];
}

/* a triangular nest: the inner loop starts at the diagonal */
LOOP(rc_triangular)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = i; j < LEN2; j++) /* hot */
            aa[i][j] = bb[i][j] * s + cc[i][j];
}

/* a triangular nest: the lower part written from the upper part */
LOOP(rc_triangular_mirror)
{
    for (int i = 1; i < LEN2; i++) /* hot */
        for (int j = 0; j < i; j++) /* hot */
            aa[i][j] = aa[j][i] + bb[i][j];
}

/* a triangular integer nest reading a 1-D prefix */
LOOP(rc_triangular_prefix)
{
    for (int i = 0; i < 1000; i++) { /* hot */
        int t = 0;
        for (int j = 0; j <= i; j++) /* hot */
            t += ia[j] * ib[i - j];
        ic[i] = t;
    }
}

/* a loop stepping by 2 */
LOOP(rc_step2_store)
{
    for (int i = 0; i < LEN; i += 2) /* hot */
        a[i] = b[i] * c[i];
}

/* a conditional store through walking pointers */
LOOP(rc_ptr_cond_store)
{
    float *p = a;
    const float *q = b;
    for (int i = 0; i < n; i++, p++, q++) /* hot */
        if (*q > 0.5f)
            *p = *q;
}

/* an early return after a store (never taken) */
LOOP(rc_early_return)
{
    for (int i = 0; i < n; i++) { /* hot */
        if (a[i] == 1234.5f) {
            ires = i;
            return;
        }
        b[i] = a[i] + c[i];
    }
}

/* a bounded search with while */
LOOP(rc_while_search)
{
    int i = 0;
    while (i < n && ia[i] != 1000) /* hot */
        i++;
    ires = i;
}

/* a copy */
LOOP(rc_copy)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i];
}

/* a fill with a parameter */
LOOP(rc_fill)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = s;
}

/* rows reached through row pointers */
LOOP(rc_row_pointers)
{
    for (int i = 0; i < LEN2; i++) { /* hot */
        float *row = aa[i];
        const float *src = bb[i];
        for (int j = 0; j < LEN2; j++) /* hot */
            row[j] = src[j] * 0.5f + row[j];
    }
}

/* an unsigned counter */
LOOP(rc_unsigned_counter)
{
    for (unsigned i = 0; i < (unsigned)n; i++) /* hot */
        a[i] = b[i] + c[i];
}

/* a size_t counter */
LOOP(rc_size_t_counter)
{
    for (size_t i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] * e[i];
}

/* a counter running down to 1 */
LOOP(rc_count_down)
{
    for (int i = n; i > 0; i--) /* hot */
        a[i - 1] = b[i - 1] * s;
}

/* do/while over a pointer pair */
LOOP(rc_do_while_ptr)
{
    unsigned *p = ua;
    const int *q = ib;
    int cnt = n;
    do { /* hot */
        *p = *p * 33u + (unsigned)*q;
        p++;
        q++;
    } while (--cnt);
}

static const struct cover_loop loops[] = {
    COVER_1D(rc_do_while),     COVER_1D(rc_while_ndec),   COVER_1D(rc_for_ever),      COVER_1D(rc_ptr_walk),
    COVER_1D(rc_alias_params), COVER_1D(rc_alias_same_array), COVER_1D(rc_helper_pure), COVER_1D(rc_helper_store),
    COVER_1D(rc_helper_clamp), COVER_1D(rc_local_struct), COVER_1D(rc_local_struct_span), COVER_1D(rc_stride_inc),
    COVER_1D(rc_stride_load),  COVER_1D(rc_offset_ahead), COVER_1D(rc_offset_behind), COVER_1D(rc_offset_other),
    COVER_N(rc_triangular, LEN2 * LEN2 / 2), COVER_N(rc_triangular_mirror, LEN2 * LEN2 / 2),
    COVER_N(rc_triangular_prefix, 500000), COVER_N(rc_step2_store, LEN / 2), COVER_1D(rc_ptr_cond_store),
    COVER_1D(rc_early_return), COVER_1D(rc_while_search), COVER_1D(rc_copy),        COVER_1D(rc_fill),
    COVER_2D(rc_row_pointers), COVER_1D(rc_unsigned_counter), COVER_1D(rc_size_t_counter), COVER_1D(rc_count_down),
    COVER_1D(rc_do_while_ptr),
};
COVER_MAIN
