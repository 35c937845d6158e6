/* Local arrays: initialized, filled in loops, copied element-wise, and passed to functions. */
int printf(const char *fmt, ...);

static void reverse(int *values, int n)
{
    int lo = 0;
    int hi = n - 1;
    while (lo < hi) {
        int tmp = values[lo];
        values[lo] = values[hi];
        values[hi] = tmp;
        lo++;
        hi--;
    }
}

static int max_of(const int values[], int n)
{
    int best = values[0];
    int k;
    for (k = 1; k < n; k++)
        if (values[k] > best)
            best = values[k];
    return best;
}

int main(void)
{
    int squares[10];
    int copy[10];
    char word[6] = "hello";
    float halves[3] = {1.0f};
    int k;
    for (k = 0; k < 10; k++)
        squares[k] = k * k - 20;
    for (k = 0; k < 10; k++)
        copy[k] = squares[9 - k];
    reverse(squares, 10);
    for (k = 0; k < 10; k++)
        printf("%d ", squares[k] - copy[k]);
    printf("\n%d\n", max_of(copy, 10));
    word[0] = 'j';
    printf("%s\n", word);
    printf("%f %f\n", halves[0], halves[2]);
    return 0;
}
