/* Local arrays: initialized, filled in loops, copied element-wise, and passed to functions. */
int printf(const char *fmt, ...);

static void reverse(int *values, int n)
{
    int lo = 0;
    int hi = n - 1;
    while (lo < hi) {
        int *t1 = values + lo;
        int tmp = *t1;
        int *t2 = values + hi;
        *t1 = *t2;
        *t2 = tmp;
        lo++;
        hi--;
    }
}

static int max_of(const int values[], int n)
{
    int best;
    int best_1 = values[0];
    for (int k = 1; k < n; k++, best_1 = best) {
        best = values[k];
        if (best <= best_1) {
            best = best_1;
        }
    }
    return best_1;
}

int main(void)
{
    int squares[10];
    int copy[10];
    char word[6];
    float halves[3];
    word[0] = (char)104;
    word[1] = (char)101;
    word[2] = (char)108;
    word[3] = (char)108;
    word[4] = (char)111;
    word[5] = (char)0;
    halves[0] = 1.0f;
    halves[1] = 0.0f;
    halves[2] = 0.0f;
    for (int k = 0; k < 10; k++) {
        squares[k] = k * k - 20;
    }
    for (int k_1 = 0; k_1 < 10; k_1++) {
        copy[k_1] = squares[9 - k_1];
    }
    reverse(squares, 10);
    for (int k_2 = 0; k_2 < 10; k_2++) {
        long t1 = (long)k_2;
        printf("%d ", squares[t1] - copy[t1]);
    }
    printf("\n%d\n", max_of(copy, 10));
    word[0] = (char)106;
    printf("%s\n", word);
    printf("%f %f\n", (double)halves[0], (double)halves[2]);
    return 0;
}
