/* Two loops for the loop-vectorizer options: an int sum vcc always vectorizes, and a float sum it
   vectorizes only under --fast-math (the additions would be reassociated). */
int isum(int n, const int *a)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

float fsum(int n, const float *a)
{
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}
