/* sizeof on types, expressions, arrays, array parameters, structs, and unevaluated operands. */
int printf(const char *fmt, ...);

struct mixed {
    char c;
    double d;
    short s;
};

static int param_size(int arr[10])
{
    return (int)sizeof arr;
}

int main(void)
{
    int arr[10];
    int k = 0;
    char str[] = "12345";
    printf("%d %d %d %d %d\n", (int)sizeof(char), (int)sizeof(short), (int)sizeof(int),
           (int)sizeof(long), (int)sizeof(long long));
    printf("%d %d %d\n", (int)sizeof(float), (int)sizeof(double), (int)sizeof(void *));
    printf("%d %d\n", (int)sizeof arr, (int)(sizeof arr / sizeof *arr));
    printf("%d\n", param_size(arr));
    printf("%d\n", (int)sizeof(struct mixed));
    printf("%d\n", (int)sizeof str);
    printf("%d\n", (int)sizeof(k++));
    printf("%d\n", k);
    printf("%d\n", (int)sizeof(1 + 1.0f));
    printf("%d\n", (int)sizeof(int[3][5]));
    printf("%d\n", (int)sizeof(&arr[0]));
    printf("%d\n", (int)sizeof 'a');
    return 0;
}
