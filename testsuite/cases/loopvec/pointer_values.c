/* vcc-test: expect-vectorized 2 */
#include <stdint.h>
#include <stdio.h>

/* Pointers in loops whose other values vectorize. No vector lane holds a pointer: a pointer the
   same in every iteration, converted to an integer, is converted once (it was splatted as a
   vector of pointers, which the emitter could not write, so the function stayed as written);
   pointers chosen per iteration keep the loop scalar, with a remark. */
void scale_by_tag(int *a, void *tag, int n) {
    for (int i = 0; i < n; i++)
        a[i] = i * (int)(intptr_t)tag;
}

void offsets(long *out, const char *base, const char *p, int n) {
    for (int i = 0; i < n; i++)
        out[i] = (long)((uintptr_t)p - (uintptr_t)base) + i;
}

void pick_names(const char **out, const int *c, const char *yes, const char *no, int n) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] ? yes : no;
}

int main(void) {
    static int a[100];
    static long o[100];
    static const char *names[100];
    static int c[100];
    static const char text[] = "yes\0no";
    for (int i = 0; i < 100; i++)
        c[i] = (i * 7) % 3 == 0;
    int ns[] = {0, 1, 7, 8, 31, 100};
    for (int k = 0; k < 6; k++) {
        int n = ns[k];
        scale_by_tag(a, (void *)(intptr_t)(k + 3), n);
        offsets(o, text, text + k, n);
        pick_names(names, c, text, text + 4, n);
        long s = 0;
        for (int i = 0; i < n; i++)
            s += a[i] + o[i] * 3 + (names[i] == text ? 5 : 11);
        printf("%d %ld\n", n, s);
    }
    return 0;
}
