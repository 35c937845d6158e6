/* Structs and unions defined inside functions: written at file scope under vcc's own tags,
   before the first new function that uses them. Tags that shadow file-scope ones, anonymous
   records, typedefs of them, records nested by value, bit-fields and pointers between local
   records. A packed one (layout attributes) keeps its function as written. */
int printf(const char *fmt, ...);

struct pt {
    int a;
};

union vcc_local_1 {
    unsigned int u;
    unsigned char c[4];
};
static int is_little_endian(void)
{
    union vcc_local_1 one;
    one.u = 1U;
    return (int)one.c[0];
}

struct vcc_pt_2 {
    int x;
    int y;
};
static int points(int n)
{
    struct vcc_pt_2 p[16];
    for (int i = 0; i < 16; i++) {
        struct vcc_pt_2 *t1 = &p[i];
        t1->x = i * n;
        t1->y = i + n;
    }
    int t = 0;
    for (int i_1 = 0; i_1 < 16; i_1++) {
        struct vcc_pt_2 *t2 = &p[i_1];
        t += t2->x - t2->y;
    }
    return t + n;
}

struct vcc_local_3;
struct vcc_inner_4;
struct vcc_node_5;
struct vcc_inner_4 {
    short lo;
    short hi;
};
struct vcc_local_3 {
    double w;
    struct vcc_inner_4 range;
    unsigned int flag : 1;
    unsigned int count : 5;
};
struct vcc_node_5 {
    struct vcc_node_5 *next;
    struct vcc_local_3 e;
};
static double nested(int n)
{
    struct vcc_node_5 nodes[4];
    struct vcc_node_5 *t3;
    for (int i = 0; i < 4; i++) {
        struct vcc_node_5 *t1 = &nodes[i];
        struct vcc_node_5 **t2 = &t1->next;
        if (i < 3) {
            t3 = &nodes[i + 1];
        } else {
            t3 = (struct vcc_node_5 *)0;
        }
        *t2 = t3;
        struct vcc_local_3 *t4 = &t1->e;
        t4->w = (double)i * 0.5 + (double)n;
        struct vcc_inner_4 *t5 = &t4->range;
        t5->lo = (short)-i;
        t5->hi = (short)(i * 7);
        t4->flag = (unsigned int)(i & 1);
        t4->count = (unsigned int)(i * 9);
    }
    double s = 0.0;
    for (struct vcc_node_5 *q = nodes; q != (struct vcc_node_5 *)0; q = q->next) {
        struct vcc_local_3 *t6 = &q->e;
        struct vcc_inner_4 *t7 = &t6->range;
        s += t6->w * (double)((int)t7->hi - (int)t7->lo) + (double)(int)t6->flag + (double)(int)t6->count + 16.0;
    }
    return s;
}

/* vcc-test: kept */
static int packed(int n)
{
    struct __attribute__((packed)) pk {
        char c;
        int i;
    } v = {1, n};
    return v.c + v.i + (int)sizeof v;
}

int main(void)
{
    int t1 = packed(5);
    double t2 = nested(2);
    int t3 = points(3);
    printf("%d %d %.2f %d\n", is_little_endian(), t3, t2, t1);
    return 0;
}
