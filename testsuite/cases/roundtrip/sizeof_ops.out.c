/* sizeof on types, expressions, arrays, array parameters, structs, and unevaluated operands. */
int printf(const char *fmt, ...);

struct mixed {
    char c;
    double d;
    short s;
};

static int param_size(int arr[10])
{
    (void)arr;
    return 8;
}

int main(void)
{
    int arr[10];
    printf("%d %d %d %d %d\n", 1, 2, 4, 8, 8);
    printf("%d %d %d\n", 4, 8, 8);
    printf("%d %d\n", 40, 10);
    printf("%d\n", param_size(arr));
    printf("%d\n", 24);
    printf("%d\n", 6);
    printf("%d\n", 4);
    printf("%d\n", 0);
    printf("%d\n", 4);
    printf("%d\n", 60);
    printf("%d\n", 8);
    printf("%d\n", 4);
    return 0;
}
