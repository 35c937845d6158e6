/* Printing the lanes of a variant's result from main, only the active ones when a mask is given
   (a lane is active where its mask element is nonzero). */
#ifndef PRINT8_H
#define PRINT8_H
#include <stdio.h>
#include "vec.h"

static inline void print8f(const char *what, v8f v, const float *m) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        if (!m || m[k] != 0)
            printf(" %g", a[k]);
    printf("\n");
}

static inline void print8i(const char *what, v8i v, const int *m) {
    int a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        if (!m || m[k] != 0)
            printf(" %d", a[k]);
    printf("\n");
}
#endif
