#!/usr/bin/env bash
# Writes to stdout a C file of N functions (default 500) of the shapes a real library has: loops
# that vectorize and loops that do not (early exits, linked lists, calls), structs, switches,
# globals, static helpers, calls between the functions, macros, and after every 100th a big
# one (a 100-case switch in a loop, a bytecode interpreter's shape). Deterministic: the same N
# gives the same file, and a file of 2N functions has twice the functions of each kind.
#
# Usage: testsuite/scripts/gen-large.sh [N] >large.c
set -euo pipefail
python3 - "${1:-500}" <<'PY'
import sys
n_funcs = int(sys.argv[1])
out = ["#include <math.h>", "#include <stdio.h>", "#include <string.h>", "",
       "#define CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : (x) > (hi) ? (hi) : (x))",
       "#define SQ(x) ((x) * (x))",
       "#define N_ITEMS 256",
       "",
       "struct point { int x; int y; double w; };",
       "struct node { struct node *next; int key; float val; };",
       "struct buf { unsigned char *data; unsigned len; unsigned cap; };",
       ""]

# One template per shape; {n} is the function's number, {k} a small constant, {p} an earlier
# function of the same template (calls between functions), {g} its global.
templates = [
# A loop that vectorizes, over globals.
"""float ga_{n}[N_ITEMS], gb_{n}[N_ITEMS];
void saxpy_{n}(float a)
{{
    for (int i = 0; i < N_ITEMS; i++)
        ga_{n}[i] = a * gb_{n}[i] + ga_{n}[i];
}}
""",
# A reduction with a condition, a macro.
"""int sum_{n}(const int *v, int n)
{{
    int total = {k};
    for (int i = 0; i < n; i++) {{
        if (v[i] % 3 == 0)
            continue;
        total += CLAMP(v[i], -{k}, 1000) * {k};
    }}
    return total;
}}
""",
# A loop with math calls and a reduction.
"""double blend_{n}(double *restrict dst, const double *restrict a, const double *restrict b, int n)
{{
    double acc = 0.0;
    for (int i = 0; i < n; i++) {{
        dst[i] = a[i] * {k}.5 + b[i] * (1.0 - {k}.5);
        acc += sqrt(fabs(dst[i])) + SQ(a[i]);
    }}
    return acc;
}}
""",
# A switch, no loop.
"""static int classify_{n}(int x)
{{
    switch (x & 7) {{
    case 0:
        return x + {k};
    case 1:
    case 2:
        return x * 2 - {k};
    case 3:
        x ^= {k};
        /* fall through */
    default:
        break;
    }}
    return x > {k} ? x - {k} : -x;
}}
int use_classify_{n}(const int *v, int n)
{{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += classify_{n}(v[i]);
    return s;
}}
""",
# Structs by value, a loop that does not vectorize.
"""struct point move_{n}(struct point p, int dx, int dy)
{{
    struct point res = p;
    res.x += dx * {k};
    res.y -= dy;
    res.w = res.w * 0.5 + (double)(res.x - res.y);
    while (res.x > 1000)
        res.x /= 2;
    return res;
}}
""",
# A linked list, a global counter, a call to an earlier function.
"""static long visits_{n};
float walk_{n}(const struct node *head, int key)
{{
    float s = 0.0f;
    for (const struct node *it = head; it; it = it->next) {{
        visits_{n}++;
        if (it->key == key)
            break;
        s += it->val;
    }}
    return s + (float)sum_{p}(&key, 1);
}}
""",
# A byte loop with an early exit and a do-while, a goto.
"""unsigned hash_{n}(const unsigned char *bytes, unsigned len)
{{
    unsigned h = 2166136261u ^ {k}u;
    unsigned i = 0;
    do {{
        h = (h ^ bytes[i]) * 16777619u;
        i++;
    }} while (i < len);
    if (h == 0)
        goto done;
    h ^= h >> 15;
done:
    return h;
}}
int find_{n}(const char *s, char c)
{{
    int i = 0;
    while (s[i] && s[i] != c)
        i++;
    return s[i] ? i : -1;
}}
""",
# A buffer with a struct pointer, memcpy, calls.
"""int append_{n}(struct buf *b, const unsigned char *src, unsigned len)
{{
    if (b->len + len > b->cap)
        return -1;
    memcpy(b->data + b->len, src, len);
    b->len += len;
    return (int)hash_{p}(b->data, b->len);
}}
""",
# A 2-D loop nest over a global matrix.
"""static double mat_{n}[64][64];
double trace_{n}(double scale)
{{
    double t = 0.0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++)
            mat_{n}[i][j] = mat_{n}[i][j] * scale + (double)(i - j);
    for (int i = 0; i < 64; i++)
        t += mat_{n}[i][i];
    return t;
}}
""",
]

big = """int interp_{n}(const unsigned char *code, int n, int *stack)
{{
    int sp = 0, acc = 0;
    for (int pc = 0; pc < n; pc++) {{
        switch (code[pc]) {{
{cases}
        default:
            return -1;
        }}
    }}
    return acc + sp;
}}
"""
case = """        case {c}:
            if (sp > 0 && stack[sp - 1] > {c})
                acc += stack[--sp] * {c};
            else
                stack[sp++] = acc ^ {c};
            break;"""

for n in range(n_funcs):
    k = n % 13 + 1
    t = n % len(templates)
    # The earlier function this one calls: the previous one of the template it calls.
    callee_t = {5: 1, 7: 6}.get(t)
    p = n
    if callee_t is not None:
        p = n - (t - callee_t)
    out.append(templates[t].format(n=n, k=k, p=p))
    if n % 100 == 99:
        out.append(big.format(n=n, cases="\n".join(case.format(c=c) for c in range(100))))
out.append("int main(void)\n{\n    printf(\"%d\\n\", use_classify_3((const int[]){5, 6}, 2));\n    return 0;\n}")
print("\n".join(out))
PY
