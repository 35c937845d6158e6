/* GNU C statements real code uses: the attribute statement `__attribute__((fallthrough));`
 * in a switch (lang-c cannot parse it; vcc reads it as the null statement it is, so the
 * function is regenerated), and basic `asm("")` (lang-c reads it as a call of an undeclared
 * `asm`: it is inline assembly, written back as it was, like `__asm__ volatile`; the loop
 * beside it is vectorized, the one around the other stays scalar). */
#include <stdio.h>

static int classify(int x)
{
    int r;
    int r_1;
    int r_2;
    switch (x) {
    case 1:
        r = 1;
        goto L1;
    case 2:
        r = 0;
    L1:
        r_1 = r + 2;
        goto L2;
    case 3:
        r_1 = 0;
    L2:
        r_2 = r_1 + 4;
        break;
    default:
        r_2 = 9;
        break;
    }
    return r_2;
}

static void bump(int *a, int n)
{
    __asm__ ("");
    for (int i = 0; i < n; i++) {
        int *t1 = a + i;
        *t1 = *t1 + 1;
    }
}

static void bump_fenced(int *a, int n)
{
    for (int i = 0; i < n; i++) {
        int *t1 = a + i;
        *t1 = *t1 + 2;
        __asm__ __volatile__ ("" : : : "memory");
    }
}

int main(void)
{
    int a[32];
    a[0] = 0;
    long t1 = 1L;
    while (t1 < 32L) {
        a[t1] = 0;
        t1++;
    }
    bump(a, 32);
    bump_fenced(a, 32);
    int total = 0;
    for (int x = 0; x < 5; x++) {
        total = total * 10 + classify(x);
    }
    printf("%d %d %d\n", total, a[0], a[31]);
    return 0;
}
