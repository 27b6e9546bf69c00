#ifndef SKETCHPAD_JPEG_H
#define SKETCHPAD_JPEG_H
// JPEG decoding with libjpeg(-turbo), in C because libjpeg reports errors by calling error_exit,
// which here longjmps back: a jump must never cross Swift frames. Header-only (static inline),
// like sketchpad_png.h.

#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int truncated;   // libjpeg warned that the data ended early (it fills the rest with grey)
} sketchpad_jpeg_error;

static inline void sketchpad_jpeg_error_exit(j_common_ptr info) {
    sketchpad_jpeg_error *error = (sketchpad_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static inline void sketchpad_jpeg_output_message(j_common_ptr info) { (void)info; }   // warnings: not printed

static inline void sketchpad_jpeg_emit_message(j_common_ptr info, int level) {
    sketchpad_jpeg_error *error = (sketchpad_jpeg_error *)info->err;
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) error->truncated = 1;
    if (level < 0) info->err->num_warnings++;
}

/// Decodes `size` bytes of a JPEG into Cairo ARGB32 pixels (opaque, native-endian words, stride
/// 4 × width). Grey and YCbCr/RGB images are decoded; CMYK ones are refused. At most
/// `max_pixels` pixels. On success returns 0 and hands back a malloc'd buffer in *out (free it
/// with free()) and the size; on failure returns -1 and copies libjpeg's message into `message`
/// (at least JMSG_LENGTH_MAX = 200 bytes).
static inline int sketchpad_jpeg_decode_argb32(const unsigned char *bytes, size_t size, size_t max_pixels,
                                               unsigned char **out, int *out_width, int *out_height, char *message) {
    *out = NULL;
    *out_width = 0;
    *out_height = 0;
    message[0] = 0;
    struct jpeg_decompress_struct info;
    sketchpad_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = sketchpad_jpeg_error_exit;
    error.base.output_message = sketchpad_jpeg_output_message;
    error.base.emit_message = sketchpad_jpeg_emit_message;
    error.message[0] = 0;
    error.truncated = 0;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        snprintf(message, JMSG_LENGTH_MAX, "corrupt JPEG data: %.150s", error.message[0] ? error.message : "libjpeg error");
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&info);
        strcpy(message, "CMYK JPEGs are not supported (save it as RGB)");
        return -1;
    }
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;   // the bytes of a little-endian 0xAARRGGBB word
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    size_t width = info.output_width, height = info.output_height;
    if (width == 0 || height == 0 || width > 65535 || height > 65535 || width * height > max_pixels) {
        jpeg_destroy_decompress(&info);
        snprintf(message, JMSG_LENGTH_MAX, "the image is %zu × %zu pixels, more than the %zu allowed", width, height, max_pixels);
        return -1;
    }
    pixels = (unsigned char *)malloc(width * height * 4);
    if (!pixels) {
        jpeg_destroy_decompress(&info);
        strcpy(message, "out of memory");
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    // A truncated file only warns ("Premature end of JPEG file") and fills its missing rows with
    // grey: that is a broken file, not a picture. Other warnings (stray bytes) are decoded as viewers do.
    if (error.truncated) {
        strcpy(message, "the file ends early (truncated JPEG data)");
        jpeg_destroy_decompress(&info);
        free(pixels);
        return -1;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *out = pixels;
    *out_width = (int)width;
    *out_height = (int)height;
    return 0;
}

/// Frees a buffer handed back by sketchpad_jpeg_decode_argb32.
static inline void sketchpad_jpeg_free(unsigned char *buffer) { free(buffer); }

#endif
