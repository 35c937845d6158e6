#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

int main(void) {
    double a[100];
    for (int i = 0; i < 100; i++)
        a[i] = i;
    zero_and_tick(37, a);
    printf("ticks=%d a[36]=%g a[37]=%g\n", ticks, a[36], a[37]);
    return 0;
}
