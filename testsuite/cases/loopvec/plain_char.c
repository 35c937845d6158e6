/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Plain `char` is signed on x86-64 and unsigned on AArch64: vcc's vector code must widen,
   compare and sum it as the target's compiler does (`--target=neon` preprocessed by an x86
   host's cc still means AArch64's unsigned char). Bytes above 127 tell the two apart. */
void widen(int n, int *restrict a, const char *restrict p) {
    for (int i = 0; i < n; i++)
        a[i] = p[i] * 3;
}

int count_high(int n, const char *restrict p) {
    int c = 0;
    for (int i = 0; i < n; i++)
        c += p[i] > 100;
    return c;
}

int sum(int n, const char *restrict p) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

void halve(int n, char *restrict q, const char *restrict p) {
    for (int i = 0; i < n; i++)
        q[i] = (char)(p[i] >> 1);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        char *p = new_array(n, 1), *q = new_array(n, 1);
        int *a = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++)
            p[i] = (char)(next_rand() & 0xff);
        widen(n, a, p);
        halve(n, q, p);
        int c = count_high(n, p), s = sum(n, p);
        printf("n=%d %llx %llx %d %d\n", n, HASH(a, n), HASH(q, n), c, s);
        free(p), free(q), free(a);
    }
    return 0;
}
