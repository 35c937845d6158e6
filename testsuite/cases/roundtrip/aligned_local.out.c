/* A local with a requested alignment (`_Alignas`) keeps it when its function is regenerated:
   `__attribute__((aligned(N)))` on the declaration (the emitter once left out a closing
   parenthesis there, which no compiler accepts). */
#include <stdio.h>

int main(void) {
    float a[8] __attribute__((aligned(32)));
    for (int i = 0; i < 8; i++) {
        a[i] = (float)i * 1.5f;
    }
    printf("%g %d\n", (double)a[3], (int)((unsigned long)a % 32UL));
    return 0;
}
