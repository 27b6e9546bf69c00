#ifndef SKETCHPAD_PNG_H
#define SKETCHPAD_PNG_H
// PNG encoding of a Cairo ARGB32 image with libpng, in C because libpng reports errors with
// longjmp, which must never cross Swift frames. Header-only (static inline) so that the Swift
// targets and the C benchmark in Benchmarks/render_c encode with exactly the same code.

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
    char message[128];
} sketchpad_png_sink;

static inline void sketchpad_png_write_fn(png_structp png, png_bytep bytes, png_size_t length) {
    sketchpad_png_sink *sink = (sketchpad_png_sink *)png_get_io_ptr(png);
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(sink->data, capacity);
        if (!grown) {
            sink->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static inline void sketchpad_png_flush_fn(png_structp png) { (void)png; }

static inline void sketchpad_png_error_fn(png_structp png, png_const_charp message) {
    sketchpad_png_sink *sink = (sketchpad_png_sink *)png_get_error_ptr(png);
    strncpy(sink->message, message ? message : "libpng error", sizeof sink->message - 1);
    sink->message[sizeof sink->message - 1] = 0;
    png_longjmp(png, 1);
}

static inline void sketchpad_png_warning_fn(png_structp png, png_const_charp message) {
    (void)png; (void)message;   // warnings are not errors; the output is still valid
}

/// Encodes `height` rows of `width` Cairo ARGB32 pixels (premultiplied, native-endian words).
/// Fully opaque images are written as 8-bit RGB, others as un-premultiplied RGBA.
/// `level` is the zlib level (0-9), `filters` a mask of PNG_FILTER_* values, `strategy` a zlib
/// strategy (0 = Z_DEFAULT_STRATEGY). On success returns 0 and hands back a malloc'd buffer in
/// *out (free it with free()); on failure returns -1 and copies libpng's message into
/// `message` (at least 128 bytes).
static inline int sketchpad_png_encode_argb32(const unsigned char *pixels, int width, int height, int stride,
                                              int level, int filters, int strategy,
                                              unsigned char **out, size_t *out_size, char *message) {
    *out = NULL;
    *out_size = 0;
    message[0] = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) {
        strcpy(message, "invalid image dimensions");
        return -1;
    }

    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xff) { opaque = 0; break; }
        }
    }
    int channels = opaque ? 3 : 4;

    sketchpad_png_sink sink;
    memset(&sink, 0, sizeof sink);
    unsigned char *volatile row_buffer = (unsigned char *)malloc((size_t)width * channels);
    if (!row_buffer) {
        strcpy(message, "out of memory");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, sketchpad_png_error_fn,
                                              sketchpad_png_warning_fn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_write_struct(&png, NULL);
        free(row_buffer);
        strcpy(message, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row_buffer);
        free(sink.data);
        strncpy(message, sink.message[0] ? sink.message : "libpng error", 127);
        message[127] = 0;
        return -1;
    }
    png_set_write_fn(png, &sink, sketchpad_png_write_fn, sketchpad_png_flush_fn);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);

    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        unsigned char *o = row_buffer;
        if (opaque) {
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                o[0] = (unsigned char)(p >> 16);
                o[1] = (unsigned char)(p >> 8);
                o[2] = (unsigned char)p;
                o += 3;
            }
        } else {
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                uint32_t a = p >> 24;
                if (a == 0) {
                    o[0] = o[1] = o[2] = o[3] = 0;
                } else {
                    // Same rounding as Cairo's own un-premultiplication.
                    o[0] = (unsigned char)((((p >> 16) & 0xff) * 255 + a / 2) / a);
                    o[1] = (unsigned char)((((p >> 8) & 0xff) * 255 + a / 2) / a);
                    o[2] = (unsigned char)(((p & 0xff) * 255 + a / 2) / a);
                    o[3] = (unsigned char)a;
                }
                o += 4;
            }
        }
        png_write_row(png, row_buffer);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row_buffer);
    *out = sink.data;
    *out_size = sink.size;
    return 0;
}

/// Frees a buffer handed back by sketchpad_png_encode_argb32.
static inline void sketchpad_png_free(unsigned char *buffer) { free(buffer); }

#endif
