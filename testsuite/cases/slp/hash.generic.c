/* vcc: vector types and helpers */
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* A four-accumulator hash round (xxHash's XXH32 round on four lanes): each accumulator takes
   its input word times a prime, rotates left by 13 (shifts by constants, whose `int` counts
   become a vector of the lanes' type) and is multiplied by another prime, in place: the
   loads of `acc` move down to its stores, which touch other elements. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

#define PRIME1 0x9E3779B1u
#define PRIME2 0x85EBCA77u

void round4(unsigned *restrict acc, const unsigned *restrict in) {
    unsigned int *t1 = acc + 0;
    vcc_v4_uint t2 = vcc_load(vcc_v4_uint, t1);
    vcc_v4_uint t3 = vcc_load(vcc_v4_uint, in + 0);
    vcc_v4_uint t4 = t3 * (vcc_v4_uint){2246822519U, 2246822519U, 2246822519U, 2246822519U};
    vcc_v4_uint t5 = t2 + t4;
    vcc_v4_uint t6 = t5 << (vcc_v4_uint){13U, 13U, 13U, 13U};
    vcc_v4_uint t7 = t5 >> (vcc_v4_uint){19U, 19U, 19U, 19U};
    vcc_v4_uint t8 = t6 | t7;
    vcc_v4_uint t9 = t8 * (vcc_v4_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U};
    vcc_store(t1, t9);
}

/* At file scope: a local `acc`, read at constant indices only and handed to round4 in a
   loop, would be kept in registers by cc once it inlines round4, which then stays scalar
   (`analysis/caller_locals.rs`, case caller_locals.c). */
static unsigned acc[4] = {1, PRIME1, PRIME2, 0xdeadbeefu};

int main(void) {
    unsigned int in[64];
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at hash.c:29 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
        vcc_v8_uint t3 = (vcc_v8_uint)i_v_1;
        vcc_v8_uint t4 = t3 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t5 = t4 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&in[i_vec], t5);
        vcc_v8_uint t6 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_2 = (vcc_v8_int)t6;
        vcc_v8_uint t7 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t8 = t7 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t9 = t8 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&in[i_vec + 8L], t9);
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t10;
        vcc_v8_uint t11 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t12 = t11 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t13 = t12 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&in[i_vec + 16L], t13);
        vcc_v8_uint t14 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t14;
        vcc_v8_uint t15 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t16 = t15 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t17 = t16 + (vcc_v8_uint){12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U, 12345U};
        vcc_store(&in[i_vec + 24L], t17);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 64L);
    for (int i = 0; i < 64; i += 4) {
        round4(acc, in + i);
    }
    printf("%08x %08x %08x %08x\n", acc[0], acc[1], acc[2], acc[3]);
    return 0;
}
