/* Coverage suite: packing and unpacking, indirect addressing (gathers, scatters, histograms),
   strided and interleaved accesses, loops unrolled by hand (rerolling) and arrays of structs
   laid over a float array (equivalencing). */
#include "cover.h"

/* packing: the positive elements, compressed to the front */
LOOP(pk_compress)
{
    int j = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        if (c[i] > 0.0f)
            a[j++] = c[i];
    ires = j;
}

/* packing from a 2-D array */
LOOP(pk_compress_2d)
{
    int l = 0;
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            if (aa[i][j] > 0.5f)
                a[l++] = aa[i][j];
    ires = l;
}

/* unpacking: consecutive values spread over the selected places */
LOOP(pk_expand)
{
    int j = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        if (c[i] > 0.0f)
            a[i] = b[j++];
    ires = j;
}

/* gather */
LOOP(ia_gather)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[ix[i]] + c[i];
}

/* scatter (a permutation, which the compilers cannot know) */
LOOP(ia_scatter)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[ix[i]] = b[i] * c[i];
}

/* read-modify-write through an index */
LOOP(ia_scatter_add)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[ix[i]] += b[i];
}

/* integer gather */
LOOP(ia_int_gather)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = ib[ix[i]] + ic[i];
}

/* two gathers through the same index */
LOOP(ia_gather2)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[ix[i]] * c[ix[i]] + d[i];
}

/* a gather through a gathered index */
LOOP(ia_double_indirect)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[ix[ix[i]]] + e[i];
}

/* a histogram of bytes */
LOOP(ia_histogram)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ua[cb[i]]++;
}

/* a conditional gather */
LOOP(ia_cond_gather)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (ix[i] < LEN / 2)
            a[i] = b[ix[i]];
}

/* a conditional scatter */
LOOP(ia_cond_scatter)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (c[i] > 0.0f)
            a[ix[i]] = c[i];
}

/* rows chosen through an index */
LOOP(ia_row_index)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            aa[i][j] = bb[ix[i] & (LEN2 - 1)][j] + cc[i][j];
}

/* double-precision gather */
LOOP(ia_gather_double)
{
    for (int i = 0; i < LEN; i++) /* hot */
        da[i] = db[ix[i]] * dc[i];
}

/* stride-2 loads: deinterleave and add */
LOOP(st_load2)
{
    for (int i = 0; i < LEN / 2; i++) /* hot */
        a[i] = b[2 * i] + b[2 * i + 1];
}

/* stride-2 stores: interleave */
LOOP(st_store2)
{
    for (int i = 0; i < LEN / 2; i++) { /* hot */
        a[2 * i] = b[i];
        a[2 * i + 1] = c[i];
    }
}

/* a stride-2 store of every other element */
LOOP(st_store_every_other)
{
    for (int i = 0; i < LEN / 2; i++) /* hot */
        a[2 * i] = b[i] * c[i];
}

/* stride-3 loads */
LOOP(st_load3)
{
    for (int i = 0; i < LEN / 3; i++) /* hot */
        a[i] = b[3 * i] + b[3 * i + 1] * 0.5f + b[3 * i + 2] * 0.25f;
}

/* complex multiply on interleaved pairs */
LOOP(st_complex_mul)
{
    for (int i = 0; i < LEN / 2; i++) { /* hot */
        float br = b[2 * i], bi = b[2 * i + 1], cr = c[2 * i], ci = c[2 * i + 1];
        a[2 * i] = br * cr - bi * ci;
        a[2 * i + 1] = br * ci + bi * cr;
    }
}

/* stride 4 over a 2-D array's column pairs */
LOOP(st_2d_every4)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2 / 4; j++) /* hot */
            aa[i][4 * j] = bb[i][4 * j] + cc[i][4 * j + 1];
}

/* rerolling: an axpy unrolled by hand four times */
LOOP(rr_axpy4)
{
    for (int i = 0; i < LEN; i += 4) { /* hot */
        a[i] += s * b[i];
        a[i + 1] += s * b[i + 1];
        a[i + 2] += s * b[i + 2];
        a[i + 3] += s * b[i + 3];
    }
}

/* rerolling: an integer dot product unrolled by hand five times */
LOOP(rr_idot5)
{
    int t = 0;
    for (int i = 0; i < LEN; i += 5) /* hot */
        t += ia[i] * ib[i] + ia[i + 1] * ib[i + 1] + ia[i + 2] * ib[i + 2] + ia[i + 3] * ib[i + 3] +
             ia[i + 4] * ib[i + 4];
    ires = t;
}

/* rerolling: a copy with scaling unrolled by two */
LOOP(rr_scale2)
{
    for (int i = 0; i < LEN; i += 2) { /* hot */
        a[i] = b[i] * 0.5f + c[i];
        a[i + 1] = b[i + 1] * 0.5f + c[i + 1];
    }
}

/* equivalencing: an array of 3-float structs laid over a */
LOOP(eq_aos3)
{
    struct xyz {
        float x, y, z;
    };
    struct xyz *p = (struct xyz *)(void *)a;
    for (int i = 0; i < LEN / 3; i++) /* hot */
        p[i].x = p[i].y * s + p[i].z;
}

/* equivalencing: an array of pairs laid over b, written to a */
LOOP(eq_aos2_sum)
{
    struct pair {
        float lo, hi;
    };
    const struct pair *p = (const struct pair *)(const void *)b;
    for (int i = 0; i < LEN / 2; i++) /* hot */
        a[i] = p[i].lo * p[i].hi;
}

static const struct cover_loop loops[] = {
    COVER_1D(pk_compress),     COVER_2D(pk_compress_2d),  COVER_1D(pk_expand),       COVER_1D(ia_gather),
    COVER_1D(ia_scatter),      COVER_1D(ia_scatter_add),  COVER_1D(ia_int_gather),   COVER_1D(ia_gather2),
    COVER_1D(ia_double_indirect), COVER_1D(ia_histogram), COVER_1D(ia_cond_gather),  COVER_1D(ia_cond_scatter),
    COVER_2D(ia_row_index),    COVER_1D(ia_gather_double), COVER_N(st_load2, LEN / 2), COVER_N(st_store2, LEN / 2),
    COVER_N(st_store_every_other, LEN / 2), COVER_N(st_load3, LEN / 3), COVER_N(st_complex_mul, LEN / 2),
    COVER_N(st_2d_every4, LEN2 * LEN2 / 4), COVER_N(rr_axpy4, LEN / 4), COVER_N(rr_idot5, LEN / 5),
    COVER_N(rr_scale2, LEN / 2), COVER_N(eq_aos3, LEN / 3), COVER_N(eq_aos2_sum, LEN / 2),
};
COVER_MAIN
