/* `twice`'s declaration starts inside a macro that also declares something else, so text
   cannot be put before it in the source form: vectorized, then kept as written. */
#define TWO \
    float unused_global; \
    static
float a[64];
TWO void twice(void) {
    for (int i = 0; i < 64; i++)
        a[i] *= 2.0f;
}
float first(void) {
    twice();
    return a[1];
}
