/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* The seed's example (slp-vectorizer-in-llvm, "Overview"): four stores to consecutive elements
   of `a`, each of (b + c) * (d - e), become one tree of 4-wide loads, add, sub, mul and a
   store. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int a[4], b[4], c[4], d[4], e[4];

void foo(void) {
    vcc_v4_int t1 = vcc_load(vcc_v4_int, b);
    vcc_v4_int t2 = vcc_load(vcc_v4_int, c);
    vcc_v4_int t3 = t1 + t2;
    vcc_v4_int t4 = vcc_load(vcc_v4_int, d);
    vcc_v4_int t5 = vcc_load(vcc_v4_int, e);
    vcc_v4_int t6 = t4 - t5;
    vcc_v4_int t7 = t3 * t6;
    vcc_store(a, t7);
}

int main(void) {
    int round = 0;
    while (round < 3) {
        vcc_v4_int round_v = (vcc_v4_int){round, round, round, round};
        vcc_v4_int t1 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t2 = (vcc_v4_uint)t1;
        vcc_v4_uint i_v = t2 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at seed.c:18 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            vcc_v4_int i_v_1 = (vcc_v4_int)i_v;
            vcc_v4_int t3 = i_v_1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_int t4 = t3 + round_v;
            vcc_store(&b[i_vec], t4);
            vcc_v4_int t5 = (vcc_v4_int){3, 3, 3, 3} * i_v_1;
            vcc_v4_int t6 = t5 - round_v;
            vcc_store(&c[i_vec], t6);
            vcc_v4_int t7 = i_v_1 * round_v;
            vcc_v4_int t8 = (vcc_v4_int){7, 7, 7, 7} - t7;
            vcc_store(&d[i_vec], t8);
            vcc_v4_int t9 = i_v_1 * i_v_1;
            vcc_store(&e[i_vec], t9);
            i_vec += 4L;
            vcc_v4_uint t10 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (i_vec >= 4L) {
                break;
            }
            i_v = t10;
        }
        foo();
        printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
        round++;
    }
    return 0;
}
