/* `count` is never declared. */
int sum(const int *values, int n)
{
    int total = 0;
    for (int k = 0; k < n; k++)
        total += values[k];
    return total / count;
}
