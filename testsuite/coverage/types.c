/* Coverage suite: integer types and conversions (8, 16, 32 and 64-bit lanes, saturation,
   averages, widening multiplies, int/float/double conversions, shifts, rotates, divisions,
   comparisons turned into values). */
#include "cover.h"

/* saturating byte add */
LOOP(ty_u8_sat_add)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        unsigned v = ca[i] + cb[i];
        ca[i] = (unsigned char)(v > 255 ? 255 : v);
    }
}

/* rounding byte average */
LOOP(ty_u8_avg)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ca[i] = (unsigned char)((ca[i] + cb[i] + 1) >> 1);
}

/* 16-bit multiply keeping the high part */
LOOP(ty_s16_mulhi)
{
    for (int i = 0; i < LEN; i++) /* hot */
        sa[i] = (short)((sa[i] * sb[i]) >> 8);
}

/* 16-bit products summed into an int */
LOOP(ty_s16_madd)
{
    int t = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += sa[i] * sb[i];
    ires = t;
}

/* int to float */
LOOP(ty_i2f)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = (float)ia[i] * 0.5f + b[i];
}

/* float to int */
LOOP(ty_f2i)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = (int)(b[i] * 100.0f) + ic[i];
}

/* bytes to float */
LOOP(ty_u8_to_f)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = (float)ca[i] * (1.0f / 255.0f);
}

/* float to bytes */
LOOP(ty_f_to_u8)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ca[i] = (unsigned char)(b[i] * 200.0f);
}

/* 16-bit to 32-bit */
LOOP(ty_s16_widen)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = sa[i] + sb[i] * 2;
}

/* 32-bit to 16-bit */
LOOP(ty_i32_narrow)
{
    for (int i = 0; i < LEN; i++) /* hot */
        sa[i] = (short)(ia[i] * 3 + ic[i]);
}

/* double to float */
LOOP(ty_d2f)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = (float)(da[i] * db[i]);
}

/* float to double */
LOOP(ty_f2d)
{
    for (int i = 0; i < LEN; i++) /* hot */
        da[i] = (double)b[i] * (double)c[i] + db[i];
}

/* an integer hash step */
LOOP(ty_u32_hash)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ua[i] = (ua[i] ^ (ua[i] >> 13)) * 0x5bd1e995u;
}

/* a rotate */
LOOP(ty_u32_rotate)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ua[i] = (ua[i] << 7 | ua[i] >> 25) + (unsigned)ib[i];
}

/* 64-bit products summed */
LOOP(ty_i64_sum)
{
    long t = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        t += (long)ua[i] * (long)ib[i];
    lres = t;
}

/* a variable shift */
LOOP(ty_var_shift)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = ib[i] << (ic[i] & 7);
}

/* division and remainder by constants */
LOOP(ty_div_const)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = ib[i] / 7 + ic[i] % 5;
}

/* division by a variable */
LOOP(ty_div_var)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = ic[i] * 100 / ib[i];
}

/* remainders by a variable and by a value the loop does not change */
LOOP(ty_rem_var)
{
    int d = k + 3;
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = ic[i] % ib[i] + ia[i] % d;
}

/* unsigned remainders and quotients by a variable */
LOOP(ty_urem_var)
{
    unsigned d = (unsigned)k + 3u;
    for (int i = 0; i < LEN; i++) /* hot */
        ua[i] = ua[i] * 2654435761u % (unsigned)ib[i] + (unsigned)ic[i] / d;
}

/* count of bytes equal to a value */
LOOP(ty_u8_count)
{
    int cnt = 0;
    for (int i = 0; i < LEN; i++) /* hot */
        if (ca[i] == 42)
            cnt++;
    ires = cnt;
}

/* bytes multiplied into an unsigned accumulator array */
LOOP(ty_u8_mul_acc)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ua[i] += (unsigned)(ca[i] * cb[i]);
}

/* the sign of a comparison as an integer */
LOOP(ty_cmp_sign)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = (b[i] > c[i]) - (b[i] < c[i]);
}

/* integer absolute difference */
LOOP(ty_int_absdiff)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        int v = ib[i] - ic[i];
        ia[i] = v < 0 ? -v : v;
    }
}

/* 16-bit minimum */
LOOP(ty_s16_min)
{
    for (int i = 0; i < LEN; i++) /* hot */
        sa[i] = sa[i] < sb[i] ? sa[i] : sb[i];
}

/* bytes to 16-bit differences */
LOOP(ty_u8_diff_s16)
{
    for (int i = 0; i < LEN; i++) /* hot */
        sb[i] = (short)(ca[i] - cb[i]);
}

/* double-precision division */
LOOP(ty_double_div)
{
    for (int i = 0; i < LEN; i++) /* hot */
        da[i] = dc[i] / db[i];
}

/* byte-wise table lookup */
LOOP(ty_u8_lookup)
{
    for (int i = 0; i < LEN; i++) /* hot */
        cb[i] = ca[cb[i]];
}

static const struct cover_loop loops[] = {
    COVER_1D(ty_u8_sat_add),   COVER_1D(ty_u8_avg),       COVER_1D(ty_s16_mulhi),    COVER_1D(ty_s16_madd),
    COVER_1D(ty_i2f),          COVER_1D(ty_f2i),          COVER_1D(ty_u8_to_f),      COVER_1D(ty_f_to_u8),
    COVER_1D(ty_s16_widen),    COVER_1D(ty_i32_narrow),   COVER_1D(ty_d2f),          COVER_1D(ty_f2d),
    COVER_1D(ty_u32_hash),     COVER_1D(ty_u32_rotate),   COVER_1D(ty_i64_sum),      COVER_1D(ty_var_shift),
    COVER_1D(ty_div_const),    COVER_1D(ty_div_var),      COVER_1D(ty_u8_count),     COVER_1D(ty_u8_mul_acc),
    COVER_1D(ty_cmp_sign),     COVER_1D(ty_int_absdiff),  COVER_1D(ty_s16_min),      COVER_1D(ty_u8_diff_s16),
    COVER_1D(ty_double_div),   COVER_1D(ty_u8_lookup),    COVER_1D(ty_rem_var),
    COVER_1D(ty_urem_var),
};
COVER_MAIN
