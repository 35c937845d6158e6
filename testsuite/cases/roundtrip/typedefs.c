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

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

static int fold(const vec4 v, binop op, int init)
{
    int acc = init;
    int k;
    for (k = 0; k < 4; k++)
        acc = op(acc, v[k]);
    return acc;
}

int main(void)
{
    octet o = 255;
    vec4 v = {1, 2, 3, 4};
    node second = {2, 0};
    node first = {1, &second};
    node_ptr p;
    string label = "sum";
    int total = 0;
    o++;
    printf("%d\n", o);
    printf("%s %d %d\n", label, fold(v, add, 0), fold(v, mul, 1));
    for (p = &first; p; p = p->next)
        total += p->value;
    printf("%d\n", total);
    printf("%d %d\n", (int)sizeof(vec4), (int)sizeof(octet));
    return 0;
}
