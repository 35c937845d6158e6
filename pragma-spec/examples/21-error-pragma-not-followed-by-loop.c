// expect: error: pragma not followed by a loop
void clear(int *a) {
#pragma simd vec-function
    a[0] = 0;
}
