/* Memory accesses of variants (midend wfv/memory.rs). Interleave groups: `in[2i]` and
   `in[2i+1]` read as two vector loads and even/odd shuffles, only where every lane is active
   and the two loads cover every element the vectors read. Dynamically consecutive indices: a
   bitonic network's pair positions, shifts and masks of a linear index by uniform amounts,
   are tested at run time and read/written with one vector access when consecutive, with two
   (the second masked) and a shuffle, or (on AVX-512) shuffles and two masked stores, when they
   come in blocks of d every 2d (d < 8: a bitonic network's short distances), else gathered
   and stored per lane. Every array is malloc'd exactly as long as the scalar code
   needs, and the last group of lanes ends at its last element, so an access past what the
   scalar code touches shows under the sanitizer build. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 8 */

#pragma omp declare simd uniform(in, out) linear(i) notinbranch
void pairs(const float *in, float *out, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = a - b;
}

/* The odd member is loaded first, and the group starts one element into `in`. */
#pragma omp declare simd uniform(in, out) linear(i) notinbranch
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

/* A store between the two loads: they are not moved together. */
#pragma omp declare simd uniform(in) linear(i) notinbranch
void pairs_store(int *in, int i) {
    int a = in[2 * i];
    in[2 * i + 1] = a + 1;
    int b = in[2 * i + 1];
    in[2 * i] = a * b;
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
#pragma omp declare simd uniform(in, out) linear(i) inbranch
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

/* One compare-and-swap step of a bitonic network over `a`. */
#pragma omp declare simd uniform(a, stage, pass) linear(id)
void compare_swap(unsigned *a, int stage, int pass, int id) {
    int distance = 1 << (stage - pass);
    int left = (id & (distance - 1)) + ((id >> (stage - pass)) << (stage - pass + 1));
    int right = left + distance;
    unsigned l = a[left], r = a[right];
    int increasing = ((id >> stage) & 1) == 0;
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    if (increasing) {
        a[left] = lesser;
        a[right] = greater;
    } else {
        a[left] = greater;
        a[right] = lesser;
    }
}

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
#pragma omp declare simd uniform(out)
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

void _ZGVdN8uul_pairs(const float *, float *, int);
void _ZGVdN8uul_pairs_late(const float *, float *, int);
void _ZGVdN8ul_pairs_store(int *, int);
void _ZGVdM8uul_pairs_masked(const int *, int *, int, v8i);
void _ZGVdN8uuul_compare_swap(unsigned *, int, int, int);
void _ZGVdM8uuul_compare_swap(unsigned *, int, int, int, v8i);
void _ZGVdN8uvv_put_half(float *, v8i, v8f);
void _ZGVdM8uvv_put_half(float *, v8i, v8f, v8i);

#define N 32

int main(void) {
    float *in = malloc(2 * 16 * sizeof(float)), *late = malloc((2 * 16 + 1) * sizeof(float));
    float *out = malloc(16 * sizeof(float));
    for (int k = 0; k < 32; k++)
        in[k] = (float)(k * 7 % 13) - 0.5f * k;
    for (int k = 0; k < 33; k++)
        late[k] = (float)(k * 5 % 11);
    _ZGVdN8uul_pairs(in, out, 0);
    _ZGVdN8uul_pairs(in, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    _ZGVdN8uul_pairs_late(late, out, 0);
    _ZGVdN8uul_pairs_late(late, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    int *ints = malloc(2 * 16 * sizeof(int)), *iout = malloc(16 * sizeof(int));
    for (int k = 0; k < 32; k++)
        ints[k] = k * 3 - 20;
    _ZGVdN8ul_pairs_store(ints, 8);
    for (int k = 0; k < 32; k++)
        printf("%d ", ints[k]);
    printf("\n");
    for (int k = 0; k < 16; k++)
        iout[k] = -1;
    /* The last lanes off: the elements they would read are past the end of `ints`. */
    int m[8] = {1, 0, 1, 1, 1, 1, 0, 0};
    int *tail = ints + 4;
    _ZGVdM8uul_pairs_masked(tail, iout, 8, TO_VEC(v8i, m));
    _ZGVdM8uul_pairs_masked(ints, iout, 0, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%d ", iout[k]);
    printf("\n");
    /* A whole bitonic sort of N keys (every distance, consecutive or not), by the unmasked
       variant, then one stage by the masked one with some lanes off. */
    unsigned *keys = malloc(N * sizeof(unsigned));
    unsigned seed = 12345u;
    for (int k = 0; k < N; k++) {
        seed = seed * 1664525u + 1013904223u;
        keys[k] = seed >> 20;
    }
    for (int stage = 0; stage < 5; stage++)
        for (int pass = 0; pass <= stage; pass++)
            for (int id = 0; id < N / 2; id += 8)
                _ZGVdN8uuul_compare_swap(keys, stage, pass, id);
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    for (int k = 0; k < N; k++)
        keys[k] = (unsigned)(k * 29 % 31);
    int half[8] = {1, 1, 1, 1, 0, 0, 1, 1};
    for (int pass = 0; pass <= 4; pass++)
        for (int id = 0; id < N / 2; id += 8)
            _ZGVdM8uuul_compare_swap(keys, 4, pass, id, TO_VEC(v8i, half));
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    /* Pairs at distances 1, 2 and 4 from ids 4..11 (not a multiple of 8) and 8..15 (up to the
       last element of `keys`): the lanes are blocks of `d` every `2d` (two window loads, and
       on AVX-512 masked stores); the scalar function does the same ids on a copy. */
    unsigned *copy = malloc(N * sizeof(unsigned));
    for (int dist = 0; dist < 3; dist++)
        for (int start = 4; start <= 8; start += 4) {
            for (int k = 0; k < N; k++)
                keys[k] = copy[k] = (unsigned)(k * 17 % 23);
            _ZGVdN8uuul_compare_swap(keys, 3, 3 - dist, start);
            for (int id = start; id < start + 8; id++)
                compare_swap(copy, 3, 3 - dist, id);
            for (int k = 0; k < N; k++)
                printf("%u%s", keys[k], keys[k] == copy[k] ? " " : "! ");
            printf("\n");
        }
    free(copy);
    float *put = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        put[k] = -1.0f;
    int where[8] = {15, 0, 7, 3, 3, 9, 12, 1}, where2[8] = {2, 2, 15, 4, 5, 0, 6, 8};
    float vals[8] = {1.5f, 2.0f, -3.0f, 4.25f, 5.0f, 6.0f, 7.5f, 8.0f};
    float vals2[8] = {10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f, 16.0f, 17.0f};
    int some[8] = {1, 0, 1, 0, 1, 1, 0, 1};
    _ZGVdN8uvv_put_half(put, TO_VEC(v8i, where), TO_VEC(v8f, vals));
    _ZGVdM8uvv_put_half(put, TO_VEC(v8i, where2), TO_VEC(v8f, vals2), TO_VEC(v8i, some));
    for (int k = 0; k < 16; k++)
        printf("%g ", put[k]);
    printf("\n");
    free(put);
    free(in);
    free(late);
    free(out);
    free(ints);
    free(iout);
    free(keys);
    return 0;
}
