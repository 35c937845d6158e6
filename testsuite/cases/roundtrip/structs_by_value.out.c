/* Structs passed and returned by value: the callee gets a copy, the caller receives a fresh value. */
int printf(const char *fmt, ...);

struct vec3 {
    double x, y, z;
};

struct pair {
    char tag;
    long value;
};

static struct vec3 add(struct vec3 a, struct vec3 b)
{
    struct vec3 a_1;
    struct vec3 b_1;
    struct vec3 r;
    a_1 = a;
    b_1 = b;
    r.x = a_1.x + b_1.x;
    r.y = a_1.y + b_1.y;
    r.z = a_1.z + b_1.z;
    return r;
}

static struct vec3 scale(struct vec3 v, double s)
{
    struct vec3 v_1;
    v_1 = v;
    v_1.x = v_1.x * s;
    v_1.y = v_1.y * s;
    v_1.z = v_1.z * s;
    return v_1;
}

static double dot(struct vec3 a, struct vec3 b)
{
    struct vec3 a_1;
    struct vec3 b_1;
    a_1 = a;
    b_1 = b;
    return a_1.x * b_1.x + a_1.y * b_1.y + a_1.z * b_1.z;
}

static struct pair make_pair(char tag, long value)
{
    struct pair p;
    p.tag = tag;
    p.value = value;
    return p;
}

int main(void)
{
    struct vec3 a;
    struct vec3 b;
    struct vec3 c;
    struct pair p;
    struct pair t1;
    struct vec3 t2;
    struct vec3 t3;
    struct vec3 t4;
    struct vec3 t5;
    a.x = 1.0;
    a.y = 2.0;
    a.z = 3.0;
    b.x = -0.5;
    b.y = 0.25;
    b.z = 4.0;
    t2 = scale(b, 2.0);
    t3 = a;
    c = add(t3, t2);
    p = make_pair((char)113, -77L);
    printf("%f %f %f\n", c.x, c.y, c.z);
    printf("%f %f\n", a.x, b.x);
    t4 = c;
    t5 = a;
    printf("%f\n", dot(t5, t4));
    printf("%c %ld\n", (int)p.tag, p.value);
    t1 = make_pair((char)122, 5L);
    printf("%ld\n", t1.value);
    return 0;
}
