/* The prototype carries the pragma, as a library's header would: vcc cannot comment it out. */
#pragma omp declare simd notinbranch
int mix(int a, int b, int c);
