/* GNU C statements real code uses: the attribute statement `__attribute__((fallthrough));`
 * in a switch (lang-c cannot parse it; vcc reads it as the null statement it is, so the
 * function is regenerated), and basic `asm("")` (lang-c reads it as a call of an undeclared
 * `asm`: it is inline assembly, written back as it was, like `__asm__ volatile`; the loop
 * beside it is vectorized, the one around the other stays scalar). */
#include <stdio.h>

static int classify(int x)
{
    int r = 0;
    switch (x) {
    case 1:
        r += 1;
        __attribute__((fallthrough));
    case 2:
        r += 2;
        __attribute__((__fallthrough__));
    case 3:
        r += 4;
        break;
    default:
        r = 9;
    }
    return r;
}

static void bump(int *a, int n)
{
    asm("");
    for (int i = 0; i < n; i++)
        a[i] += 1;
}

static void bump_fenced(int *a, int n)
{
    for (int i = 0; i < n; i++) {
        a[i] += 2;
        __asm__ volatile("" ::: "memory");
    }
}

int main(void)
{
    int a[32] = {0};
    bump(a, 32);
    bump_fenced(a, 32);
    int total = 0;
    for (int x = 0; x < 5; x++)
        total = total * 10 + classify(x);
    printf("%d %d %d\n", total, a[0], a[31]);
    return 0;
}
