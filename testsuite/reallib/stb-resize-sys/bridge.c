/* The implementation of stb_image_resize.h (v1), compiled once. */
#define STB_IMAGE_RESIZE_IMPLEMENTATION
#include "stb_image_resize.h"
