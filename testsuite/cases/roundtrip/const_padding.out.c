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
    struct S t2;
    for (int i = 0; i < k; i++) {
        int t1 = g.f3;
        g.f3 = t1 + i;
    }
    __builtin_memcpy(&t2, (struct S[1]){ g }, sizeof(struct S));
    return t2;
}

int main(void) {
    struct S s;
    __builtin_memcpy(&s, (struct S[1]){ read_g(5) }, sizeof(struct S));
    int t1 = s.f3;
    unsigned int t2 = s.f1;
    printf("%u %u %d\n", (int)s.f0, (int)t2, t1);
    return 0;
}
