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
    struct vec3 r;
    r.x = a.x + b.x;
    r.y = a.y + b.y;
    r.z = a.z + b.z;
    return r;
}

static struct vec3 scale(struct vec3 v, double s)
{
    v.x = v.x * s;
    v.y = v.y * s;
    v.z = v.z * s;
    return v;
}

static double dot(struct vec3 a, struct vec3 b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
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
    a.x = 1.0;
    a.y = 2.0;
    a.z = 3.0;
    b.x = -0.5;
    b.y = 0.25;
    b.z = 4.0;
    struct vec3 t2 = scale(b, 2.0);
    struct vec3 t3 = a;
    c = add(t3, t2);
    p = make_pair((char)113, -77L);
    printf("%f %f %f\n", c.x, c.y, c.z);
    printf("%f %f\n", a.x, b.x);
    struct vec3 t4 = c;
    struct vec3 t5 = a;
    printf("%f\n", dot(t5, t4));
    printf("%c %ld\n", (int)p.tag, p.value);
    t1 = make_pair((char)122, 5L);
    printf("%ld\n", t1.value);
    return 0;
}
