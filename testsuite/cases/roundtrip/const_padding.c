/* A struct whose only const member is an unnamed zero-width bit-field (csmith seed 81224): it
 * cannot be assigned as a whole, so a volatile one read into a temporary must be initialized,
 * not assigned (`RecordDef::const_padding`). */
#include <stdio.h>

struct S {
    unsigned f0 : 1;
    volatile unsigned f1 : 23;
    const unsigned : 0;
    volatile int f3;
};

static volatile struct S g = {1, 230, -7};

static struct S read_g(int k) {
    for (int i = 0; i < k; i++)
        g.f3 += i;
    return g;
}

int main(void) {
    struct S s = read_g(5);
    printf("%u %u %d\n", s.f0, s.f1, s.f3);
    return 0;
}
