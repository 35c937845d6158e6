/* A four-accumulator hash round (xxHash's XXH32 round on four lanes): each accumulator takes
   its input word times a prime, rotates left by 13 (shifts by constants, whose `int` counts
   become a vector of the lanes' type) and is multiplied by another prime, in place: the
   loads of `acc` move down to its stores, which touch other elements. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

#define PRIME1 0x9E3779B1u
#define PRIME2 0x85EBCA77u

void round4(unsigned *restrict acc, const unsigned *restrict in) {
    unsigned a0 = acc[0] + in[0] * PRIME2;
    unsigned a1 = acc[1] + in[1] * PRIME2;
    unsigned a2 = acc[2] + in[2] * PRIME2;
    unsigned a3 = acc[3] + in[3] * PRIME2;
    acc[0] = ((a0 << 13) | (a0 >> 19)) * PRIME1;
    acc[1] = ((a1 << 13) | (a1 >> 19)) * PRIME1;
    acc[2] = ((a2 << 13) | (a2 >> 19)) * PRIME1;
    acc[3] = ((a3 << 13) | (a3 >> 19)) * PRIME1;
}

/* At file scope: a local `acc`, read at constant indices only and handed to round4 in a
   loop, would be kept in registers by cc once it inlines round4, which then stays scalar
   (`analysis/caller_locals.rs`, case caller_locals.c). */
static unsigned acc[4] = {1, PRIME1, PRIME2, 0xdeadbeefu};

int main(void) {
    unsigned in[64];
    for (int i = 0; i < 64; i++) {
        in[i] = (unsigned)i * 2654435761u + 12345u;
    }
    for (int i = 0; i < 64; i += 4) {
        round4(acc, in + i);
    }
    printf("%08x %08x %08x %08x\n", acc[0], acc[1], acc[2], acc[3]);
    return 0;
}
