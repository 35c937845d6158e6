/* Recursion with the shape optimisations and BOSCC off (--wfv=naive --no-boscc): a call still
   runs only when some lane makes it, so the masked variants that call themselves stop where the
   scalar functions do. The recursive functions of call_chain.c. */
#include <stdio.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: flags --wfv=naive --no-boscc */

#pragma omp declare simd
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

#pragma omp declare simd
int is_even(int n);

#pragma omp declare simd
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

#pragma omp declare simd
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    return 0;
}
