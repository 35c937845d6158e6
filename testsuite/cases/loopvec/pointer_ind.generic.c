/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
void triple_in_place(int n, int *a) {
    long t1;
    long t2;
    long t3;
    int *t4;
    int *t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int *p;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = a + t3;
            t5 = a + (t3 + 8L);
            t6 = vcc_load(vcc_v8_int, t4);
            t7 = vcc_load(vcc_v8_int, t5);
            t8 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t9 = t7 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(t4, t8);
            vcc_store(t5, t9);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        p = a + t2;
    } else {
        p = a;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    vcc_v8_short t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_short t9;
    long t10;
    int n_1;
    short *dst_1;
    const short *src_1;
    int n_2;
    t1 = (long)n;
    t2 = (unsigned long)dst;
    t3 = (unsigned long)src;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = vcc_load(vcc_v8_short, src + t5);
            t7 = __builtin_convertvector(t6, vcc_v8_int);
            t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = __builtin_convertvector(t8, vcc_v8_short);
            vcc_store(dst + t5, t9);
            t10 = t5 + 8L;
            if (t10 >= t4) {
                break;
            }
            t5 = t10;
        }
        n_1 = (int)((long)n + t4 * -1L);
        dst_1 = dst + t4;
        src_1 = src + t4;
    } else {
        n_1 = n;
        dst_1 = dst;
        src_1 = src;
    }
    for (;;) {
        n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        *dst_1 = (short)((int)*src_1 + 1);
        n_1 = n_2;
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
}

void scale_range(float *begin, float *end, float k) {
    for (float *p = begin; p != end; p++)
        *p = *p * k;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
