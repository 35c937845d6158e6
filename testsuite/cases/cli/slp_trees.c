/* --emit=slp: a complex product (an addsub of splats times a load and a shuffled load) and an
   unrolled dot product (a horizontal reduction). */
void cmul(double *restrict c, const double *restrict a, const double *restrict b) {
    c[0] = a[0] * b[0] - a[1] * b[1];
    c[1] = a[0] * b[1] + a[1] * b[0];
}

int dot4(const int *a, const int *b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}
