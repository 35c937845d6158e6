/* Included as `#include "kernel.c"`: a file of definitions pulled into another. */
#define local static
local void hf_clamp(int *v, int n, int hi) {
    for (int i = 0; i < n; i++)
        v[i] = v[i] > hi ? hi : v[i];
}
