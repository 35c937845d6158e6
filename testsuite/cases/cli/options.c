/* Uses a macro from -D, a header found with -I, a file given to -include, and a macro removed
 * with -U, so the cases in this directory show that vcc passes them to the preprocessor. */
#include "scale.h"

int printf(const char *fmt, ...);

#ifdef REMOVED
#error "REMOVED should have been undefined by -UREMOVED"
#endif

int scaled_sum(const int *values, int n)
{
    int total = FORCED_OFFSET;
    for (int k = 0; k < n; k++)
        total += values[k] * SCALE_TWICE;
    return total;
}

int main(void)
{
    int values[4] = {1, 2, 3, 4};
    printf("%d\n", scaled_sum(values, 4));
    return 0;
}
