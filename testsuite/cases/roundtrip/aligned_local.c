/* A local with a requested alignment (`_Alignas`) keeps it when its function is regenerated:
   `__attribute__((aligned(N)))` on the declaration (the emitter once left out a closing
   parenthesis there, which no compiler accepts). */
#include <stdio.h>

int main(void) {
    _Alignas(32) float a[8];
    for (int i = 0; i < 8; i++)
        a[i] = (float)i * 1.5f;
    float *p = a;
    printf("%g %d\n", p[3], (int)((unsigned long)p % 32));
    return 0;
}
