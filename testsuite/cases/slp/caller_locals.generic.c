/* vcc: vector types and helpers */
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* A helper handed a pointer to its caller's local array, which the caller reads and writes
   only at constant indices (xxHash's XXH32 accumulators), stays scalar: once cc inlines it,
   the array lives in registers, and vector loads and stores would keep it in memory, every
   iteration of the caller's loop a store and a load (XXH32 ran 2.2x slower so). The same
   helpers called with an array the caller indexes at run time (kept in memory anyway), or
   with the caller's own pointer, are vectorized. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

typedef unsigned int u32;

static inline void init_regs(u32 *acc, u32 seed) {
    acc[0] = seed + 2654435761u;
    acc[1] = seed + 2246822519u;
    acc[2] = seed + 3266489917u;
    acc[3] = seed - 668265263u;
}

static inline u32 merge_regs(const u32 *acc) {
    return ((acc[0] << 1) | (acc[0] >> 31)) + ((acc[1] << 7) | (acc[1] >> 25)) +
           ((acc[2] << 12) | (acc[2] >> 20)) + ((acc[3] << 18) | (acc[3] >> 14));
}

/* Its accumulators at constant indices only: both helpers stay scalar. */
u32 hash_blocks(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_regs(acc, seed);
    for (int i = 0; i + 4 <= n; i += 4) {
        acc[0] = (acc[0] + p[i] * 2246822519u) * 2654435761u;
        acc[1] = (acc[1] + p[i + 1] * 2246822519u) * 2654435761u;
        acc[2] = (acc[2] + p[i + 2] * 2246822519u) * 2654435761u;
        acc[3] = (acc[3] + p[i + 3] * 2246822519u) * 2654435761u;
    }
    return merge_regs(acc);
}

static inline void init_mem(u32 *acc, u32 seed) {
    vcc_v2_uint t1 = (vcc_v2_uint){seed, seed};
    vcc_v2_uint t2 = t1 + (vcc_v2_uint){2654435761U, 2246822519U};
    vcc_store(acc + 0, t2);
    acc[2] = seed + 3266489917U;
    acc[3] = seed - 668265263U;
}

static inline u32 merge_mem(const u32 *acc) {
    vcc_v4_uint t1 = vcc_load(vcc_v4_uint, acc + 0);
    vcc_v4_uint t2 = t1 << (vcc_v4_uint){1U, 7U, 12U, 18U};
    vcc_v4_uint t3 = t1 >> (vcc_v4_uint){31U, 25U, 20U, 14U};
    vcc_v4_uint t4 = t2 | t3;
    return vcc_reduce(unsigned int, t4, +);
}

/* Its accumulator picked at run time: the array stays in memory, the helpers vectorize. */
u32 hash_words(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_mem(acc, seed);
    for (int i = 0; i < n; i++)
        acc[i & 3] ^= p[i] * 2654435761u;
    return merge_mem(acc);
}

int main(void) {
    unsigned int data[64];
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at caller_locals.c:60 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
        vcc_v8_uint t3 = (vcc_v8_uint)i_v_1;
        vcc_v8_uint t4 = t3 * (vcc_v8_uint){2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U};
        vcc_v8_uint t5 = t4 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&data[i_vec], t5);
        vcc_v8_uint t6 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_2 = (vcc_v8_int)t6;
        vcc_v8_uint t7 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t8 = t7 * (vcc_v8_uint){2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U};
        vcc_v8_uint t9 = t8 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&data[i_vec + 8L], t9);
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t10;
        vcc_v8_uint t11 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t12 = t11 * (vcc_v8_uint){2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U};
        vcc_v8_uint t13 = t12 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&data[i_vec + 16L], t13);
        vcc_v8_uint t14 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t14;
        vcc_v8_uint t15 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t16 = t15 * (vcc_v8_uint){2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U, 2246822519U};
        vcc_v8_uint t17 = t16 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&data[i_vec + 24L], t17);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 64L);
    for (int n = 0; n <= 64; n += 13) {
        const unsigned int *t18 = data;
        unsigned int t19 = hash_words(t18, n, 7U);
        printf("%d: %08x %08x\n", n, hash_blocks(t18, n, (unsigned int)n), t19);
    }
    return 0;
}
