/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

#pragma omp declare simd uniform(v) notinbranch
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

#pragma omp declare simd uniform(v) inbranch
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

#pragma omp declare simd uniform(v) inbranch
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

#pragma omp declare simd uniform(v) notinbranch
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

#define M 203
int idx[M], out[M];
float fout[M];

void all_u8(const unsigned char *v, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = get_u8(v, idx[i]);
}

void some_s8(const signed char *v, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (idx[i] < 1000)
            out[i] += get_s8(v, idx[i]);
}

void some_u16(const unsigned short *v, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (i % 4 != 2 && idx[i] < 1000)
            out[i] ^= get_u16(v, idx[i]);
}

void all_s16f(const short *v, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        fout[i] = get_s16f(v, idx[i]);
}

int main(void) {
    /* 37 elements before the base, 61 from it. */
    for (int off = 0; off < 4; off++) {
        unsigned char *b8 = malloc(off + 98);
        unsigned short *b16 = malloc((off + 98) * 2);
        for (int k = 0; k < off + 98; k++) {
            b8[k] = (unsigned char)(k * 37 + 11);
            b16[k] = (unsigned short)(k * 40503u + 7);
        }
        const unsigned char *u8 = b8 + off + 37;
        const unsigned short *u16 = b16 + off + 37;
        int sizes[] = {0, 1, 15, 16, 17, M};
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            for (int i = 0; i < M; i++) {
                idx[i] = (i * 13 + s) % 98 - 37;
                if (i % 7 == 3)
                    idx[i] = 60;
                if (i % 11 == 5)
                    idx[i] = 1000000 + i;
                out[i] = i;
                fout[i] = 0;
            }
            for (int i = 0; i < M; i++)
                if (idx[i] >= 1000)
                    idx[i] = -37;
            all_u8(u8, n);
            for (int i = 0; i < M; i++)
                if (i % 11 == 5)
                    idx[i] = 1000000 + i;
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            for (int i = 0; i < M; i++)
                if (idx[i] >= 1000)
                    idx[i] = 0;
            all_s16f((const short *)u16, n);
            long t = 0;
            double f = 0;
            for (int i = 0; i < M; i++) {
                t += (long)out[i] * (i % 5 + 1);
                f += fout[i] * (i % 3 + 1);
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free(b8);
        free(b16);
    }
    return 0;
}
