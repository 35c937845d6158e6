/* Records with const members, as Csmith writes them: C only initializes them, never assigns them,
   so whole copies and const bit-fields need care when regenerated. */
int printf(const char *fmt, ...);

#pragma pack(push)
#pragma pack(1)
struct Packed {
    signed a : 12;
    const unsigned b : 19;
    unsigned c : 9;
    const signed d : 10;
};
#pragma pack(pop)

struct Flags {
    const volatile unsigned f0 : 3;
    volatile unsigned f1 : 14;
    int x;
};

struct Pair {
    const int key;
    long value;
};

static struct Packed g = {1, 2, 3, -4};
static struct Packed *gp = &g;
static volatile struct Flags gv = {1, 2, 3};

static struct Packed make(int x)
{
    struct Packed s = {0};
    s.a = x;
    __builtin_memcpy(&s, &(struct Packed){ .a = s.a, .b = 3U, .c = s.c, .d = s.d }, sizeof(struct Packed));
    s.c = 5U;
    __builtin_memcpy(&s, &(struct Packed){ .a = s.a, .b = s.b, .c = s.c, .d = -7 }, sizeof(struct Packed));
    return s;
}

/* A by-value parameter whose address is taken lives in memory. */
static int bump(struct Packed p)
{
    p.a = p.a + 1;
    return p.a + (int)p.b + p.d;
}

static struct Packed pick(int n)
{
    struct Packed l;
    struct Packed m;
    struct Packed c = {0};
    struct Packed t;
    struct Packed u;
    struct Packed t2;
    __builtin_memcpy(&l, (struct Packed[1]){ make(4) }, sizeof(struct Packed));
    __builtin_memcpy(&m, (struct Packed[1]){ *gp }, sizeof(struct Packed));
    c.a = n;
    unsigned int t1 = (unsigned int)n;
    __builtin_memcpy(&c, &(struct Packed){ .a = c.a, .b = t1, .c = c.c, .d = c.d }, sizeof(struct Packed));
    c.c = t1;
    __builtin_memcpy(&c, &(struct Packed){ .a = c.a, .b = c.b, .c = c.c, .d = n }, sizeof(struct Packed));
    l.a = l.a + (m.a + c.d + (int)c.c);
    if (!n) {
        return l;
    }
    __builtin_memcpy(&t, (struct Packed[1]){ l }, sizeof(struct Packed));
    __builtin_memcpy(&u, (struct Packed[1]){ make(n) }, sizeof(struct Packed));
    if (u.a > 2) {
        __builtin_memcpy(&t2, &t, sizeof(struct Packed));
    } else {
        __builtin_memcpy(&t2, &u, sizeof(struct Packed));
    }
    return t2;
}

static struct Flags read_flags(void)
{
    struct Flags v;
    volatile struct Flags w;
    struct Flags z = {0};
    struct Flags t1;
    struct Flags t2;
    struct Flags t3;
    __builtin_memcpy(&t2, (struct Flags[1]){ gv }, sizeof(struct Flags));
    __builtin_memcpy(&v, &t2, sizeof(struct Flags));
    __builtin_memcpy(&t3, (struct Flags[1]){ gv }, sizeof(struct Flags));
    __builtin_memcpy((void *)&w, &t3, sizeof(struct Flags));
    __builtin_memcpy(&z, &(struct Flags){ .f0 = 1U, .f1 = z.f1, .x = z.x }, sizeof(struct Flags));
    z.f1 = 2U;
    z.x = 3;
    if (z.x) {
        __builtin_memcpy(&t1, &v, sizeof(struct Flags));
    } else {
        __builtin_memcpy(&t1, (struct Flags[1]){ w }, sizeof(struct Flags));
    }
    return t1;
}

static long sum_pairs(int n)
{
    struct Pair pairs[3];
    struct Pair p;
    *(int *)&pairs[0].key = 1;
    pairs[0].value = 10L;
    *(int *)&pairs[1].key = 2;
    pairs[1].value = 20L;
    *(int *)&pairs[2].key = 3;
    pairs[2].value = 30L;
    long sum = 0L;
    for (int k = 0; k < n; k++) {
        __builtin_memcpy(&p, (struct Pair[1]){ pairs[k % 3] }, sizeof(struct Pair));
        sum += (long)p.key * p.value;
    }
    return sum;
}

int main(void)
{
    struct Packed x;
    struct Flags v;
    struct Packed r;
    struct Packed t1;
    struct Packed t5;
    __builtin_memcpy(&x, (struct Packed[1]){ make(7) }, sizeof(struct Packed));
    __builtin_memcpy(&v, (struct Flags[1]){ read_flags() }, sizeof(struct Flags));
    __builtin_memcpy(&r, (struct Packed[1]){ pick(3) }, sizeof(struct Packed));
    unsigned int t2 = r.b;
    int t3 = r.d;
    __builtin_memcpy(&t1, (struct Packed[1]){ pick(0) }, sizeof(struct Packed));
    int t4 = t1.a;
    __builtin_memcpy(&t5, &x, sizeof(struct Packed));
    printf("%d %d %d %d\n", bump(t5), t4, t3, (int)t2);
    int t6 = v.x;
    unsigned int t7 = v.f1;
    unsigned int t8 = v.f0;
    printf("%d %d %d\n", (int)t8, (int)t7, t6);
    printf("%ld\n", sum_pairs(7));
    return 0;
}
