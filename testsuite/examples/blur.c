/* A 3x3 box blur over an 8-bit grayscale image, the inner loop of many image filters.
 *
 *     vcc blur.c -o blur_vec.c && cc -O2 blur_vec.c -o blur -lm && ./blur
 */
#include <stdio.h>

#define WIDTH 640
#define HEIGHT 480

static unsigned char image[HEIGHT][WIDTH];
static unsigned char blurred[HEIGHT][WIDTH];

void box_blur(int height, int width, unsigned char src[][WIDTH], unsigned char dst[][WIDTH])
{
    for (int y = 1; y < height - 1; y++) {
        for (int x = 1; x < width - 1; x++) {
            int sum = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    sum += src[y + dy][x + dx];
            dst[y][x] = (unsigned char)(sum / 9);
        }
    }
}

int main(void)
{
    unsigned long checksum = 0;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            image[y][x] = (unsigned char)((x * 7 + y * 13) ^ (x * y));
    box_blur(HEIGHT, WIDTH, image, blurred);
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            checksum = checksum * 31 + blurred[y][x];
    printf("blur checksum: %lu\n", checksum);
    return 0;
}
