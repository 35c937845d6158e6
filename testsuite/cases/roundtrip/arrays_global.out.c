/* Global arrays: full, partial and implicit-size initializers, and writes through them. */
int printf(const char *fmt, ...);

int primes[] = {2, 3, 5, 7, 11, 13};
unsigned char partial[10] = {1, 2, 3};
double weights[4] = {0.5, 0.25};
long zeros[5];
const char letters[] = {'v', 'c', 'c', '\0'};
int table[3][4] = {{1, 2, 3, 4}, {5, 6}, {9}};

static int sum_ints(const int *values, int n)
{
    int total = 0;
    for (int k = 0; k < n; k++) {
        total += values[k];
    }
    return total;
}

int main(void)
{
    const int *t1 = primes;
    printf("%d %d\n", 6, sum_ints(t1, 6));
    for (int k = 0; k < 10; k++) {
        printf("%d", (int)partial[k]);
    }
    printf("\n");
    printf("%f %f %f\n", weights[1], weights[2], weights[0] + weights[3]);
    zeros[2] = 42L;
    printf("%ld %ld\n", zeros[1], zeros[2]);
    printf("%s %d\n", letters, 4);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        int (*t2)[4] = &table[k_1];
        printf("%d %d\n", (*t2)[1], (*t2)[3]);
    }
    primes[0] = 1;
    printf("%d\n", sum_ints(t1, 3));
    return 0;
}
