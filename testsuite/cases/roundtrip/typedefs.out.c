/* Typedefs: of scalars, pointers, arrays, structs, and function pointers, including chains. */
int printf(const char *fmt, ...);

typedef unsigned char byte;
typedef byte octet;
typedef int vec4[4];
typedef struct node {
    int value;
    struct node *next;
} node;
typedef node *node_ptr;
typedef int (*binop)(int, int);
typedef const char *string;

static int add(int a, int b) {
    return a + b;
}
static int mul(int a, int b) {
    return a * b;
}

static int fold(const vec4 v, binop op, int init)
{
    int acc = init;
    for (int k = 0; k < 4; k++) {
        acc = op(acc, v[k]);
    }
    return acc;
}

int main(void)
{
    int v[4];
    struct node second;
    struct node first;
    v[0] = 1;
    v[1] = 2;
    v[2] = 3;
    v[3] = 4;
    second.value = 2;
    second.next = (struct node *)0;
    first.value = 1;
    first.next = &second;
    printf("%d\n", 0);
    int t1 = fold(v, mul, 1);
    printf("%s %d %d\n", "sum", fold(v, add, 0), t1);
    int total = 0;
    for (struct node *p = &first; p != (struct node *)0; p = p->next) {
        total += p->value;
    }
    printf("%d\n", total);
    printf("%d %d\n", 16, 1);
    return 0;
}
