/* vcc: vector types and helpers */
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Loads used in another lane order than their addresses': one vector load and a shuffle.
   Reversed (a[k] = b[3 - k] * 2), pairs swapped (the real and imaginary parts of two complex
   numbers exchanged; a and b xored with a's pairs swapped). `halves` multiplies and divides
   the same lanes: eight lanes do two operations that are not an add and a subtract, so it is
   two trees of four. `spread`
   reads b[1], b[0], b[1], b[0]: a vector of four from b[0] would read b[2] and b[3], which the
   function does not (main passes two elements), so it loads the two it reads and widens them
   to four lanes with a shuffle. */
/* vcc-test: expect-slp 6 */
#include <stdio.h>

void reverse4(int *restrict a, const int *restrict b) {
    vcc_v4_int t1 = vcc_load(vcc_v4_int, b + 0);
    vcc_v4_int t2 = __builtin_shufflevector(t1, t1, 3, 2, 1, 0);
    vcc_v4_int t3 = t2 * (vcc_v4_int){2, 2, 2, 2};
    vcc_store(a + 0, t3);
}

void swap_re_im(float *restrict o, const float *restrict z) {
    vcc_v4_float t1 = vcc_load(vcc_v4_float, z + 0);
    vcc_v4_float t2 = __builtin_shufflevector(t1, t1, 1, 0, 3, 2);
    vcc_store(o + 0, t2);
}

void halves(float *restrict o, const float *restrict x) {
    const float *t1 = x + 0;
    const float *t2 = x + 4;
    vcc_v4_float t3 = vcc_load(vcc_v4_float, t1);
    vcc_v4_float t4 = vcc_load(vcc_v4_float, t2);
    vcc_v4_float t5 = t3 * t4;
    vcc_store(o + 0, t5);
    vcc_v4_float t6 = vcc_load(vcc_v4_float, t1);
    vcc_v4_float t7 = vcc_load(vcc_v4_float, t2);
    vcc_v4_float t8 = t6 / t7;
    vcc_store(o + 4, t8);
}

void swap_pairs(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    vcc_v4_uint t1 = vcc_load(vcc_v4_uint, a + 0);
    vcc_v4_uint t2 = __builtin_shufflevector(t1, t1, 1, 0, 3, 2);
    vcc_v4_uint t3 = vcc_load(vcc_v4_uint, b + 0);
    vcc_v4_uint t4 = t2 ^ t3;
    vcc_store(o + 0, t4);
}

void spread(int *restrict a, const int *restrict b) {
    vcc_v2_int t1 = vcc_load(vcc_v2_int, b + 0);
    vcc_v4_int t2 = __builtin_shufflevector(t1, t1, 1, 0, 1, 0);
    vcc_v4_int t3 = t2 + (vcc_v4_int){1, 2, 3, 4};
    vcc_store(a + 0, t3);
}

int main(void) {
    int a[4], b[4] = {1, -20, 300, -4000}, s[4], two[2] = {5, 6};
    float z[4] = {1.5f, -2.0f, 0.0f, 3.25f}, o[4];
    unsigned u[4], x[4] = {1u, 0xffffffffu, 77u, 12345u}, y[4] = {3u, 5u, 0x80000000u, 9u};
    reverse4(a, b);
    swap_re_im(o, z);
    float x8[8] = {1, 2, 3, 4, 0.5f, -0.25f, 8, 16}, h[8];
    halves(h, x8);
    swap_pairs(u, x, y);
    spread(s, two);
    printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    printf("%a %a %a %a\n", o[0], o[1], o[2], o[3]);
    printf("%u %u %u %u\n", u[0], u[1], u[2], u[3]);
    printf("%d %d %d %d\n", s[0], s[1], s[2], s[3]);
    for (int i = 0; i < 8; i++) {
        printf("%a ", h[i]);
    }
    printf("\n");
    return 0;
}
