/* Draws the benchmark scene with raw Cairo + Pango and encodes it with the same libpng
 * settings as Sketchpad (Sources/CPangoCairo/sketchpad_png.h), to show what the Swift
 * pipeline costs on top of the C libraries. After one warm-up run (fonts, glyph caches), prints
 * one JSON object with every run's times in ms (arrays) and the output sizes.
 *
 *   bench [runs]        default 15 runs
 */
#define _POSIX_C_SOURCE 199309L
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../Sources/CPangoCairo/sketchpad_png.h"
#include "scene.h"

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void print_samples(const char *name, const double *v, int n) {
    printf(", \"%s\": [", name);
    for (int i = 0; i < n; i++) printf("%s%.3f", i ? ", " : "", v[i]);
    printf("]");
}

/* The same pinned configuration as SketchpadText's PinnedFonts. */
static PangoContext *make_context(void) {
    const char *conf =
        "<?xml version=\"1.0\"?><fontconfig>"
        "<dir>/usr/share/fonts/opentype/inter</dir><dir>/usr/share/fonts/truetype/inter</dir>"
        "<dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>/var/cache/fontconfig</cachedir></fontconfig>";
    FcConfig *config = FcConfigCreate();
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)conf, FcTrue) || !FcConfigBuildFonts(config)) {
        fprintf(stderr, "fontconfig failed\n");
        exit(1);
    }
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    return context;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

/* Measures every label (a fresh layout each, as an uncached measurer would) and draws the scene. */
static void draw_scene(cairo_t *cr, PangoContext *context, double *measure_ms) {
    double t0 = now_ms();
    PangoLayout *layouts[SCENE_LABELS];
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "Inter,DejaVu Sans");
    pango_font_description_set_absolute_size(font, SCENE_FONT_SIZE * PANGO_SCALE);
    for (int j = 0; j < SCENE_LABELS; j++) {
        char text[32];
        snprintf(text, sizeof text, "Item %d", j);
        layouts[j] = pango_layout_new(context);
        pango_layout_set_text(layouts[j], text, -1);
        pango_layout_set_font_description(layouts[j], font);
        PangoRectangle logical;
        pango_layout_get_extents(layouts[j], NULL, &logical);
    }
    pango_font_description_free(font);
    if (measure_ms) *measure_ms = now_ms() - t0;

    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < SCENE_RECTS; i++) {
        double x, y, w, h;
        scene_rect(i, &x, &y, &w, &h);
        unsigned c = scene_palette[i % 6];
        cairo_set_source_rgba(cr, ((c >> 16) & 255) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0, 1);
        if (i % 2) {
            rounded_rect(cr, x, y, w, h, 4);
            cairo_fill(cr);
            rounded_rect(cr, x + 0.25, y + 0.25, w - 0.5, h - 0.5, 3.75);
            cairo_set_source_rgba(cr, 0.2, 0.2, 0.2, 1);
            cairo_set_line_width(cr, 0.5);
            cairo_stroke(cr);
        } else {
            cairo_rectangle(cr, x, y, w, h);
            cairo_fill(cr);
        }
    }
    cairo_set_source_rgba(cr, 0, 0, 0, 1);
    for (int j = 0; j < SCENE_LABELS; j++) {
        double x, y, w, h;
        scene_label(j, &x, &y, &w, &h);
        PangoRectangle logical;
        pango_layout_get_extents(layouts[j], NULL, &logical);
        cairo_move_to(cr, x, y + (h - logical.height / (double)PANGO_SCALE) / 2);
        pango_cairo_show_layout(cr, layouts[j]);
        g_object_unref(layouts[j]);
    }
}

static cairo_status_t sink_write(void *closure, const unsigned char *data, unsigned int length) {
    sketchpad_png_sink *sink = closure;
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 1 << 20;
        while (capacity < sink->size + length) capacity *= 2;
        sink->data = realloc(sink->data, capacity);
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, data, length);
    sink->size += length;
    return CAIRO_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 15;
    if (runs < 1) runs = 1;
    PangoContext *context = make_context();
    int width = (int)(SCENE_WIDTH * SCENE_SCALE), height = (int)(SCENE_HEIGHT * SCENE_SCALE);
    double *measure = calloc(runs, sizeof(double)), *draw = calloc(runs, sizeof(double));
    double *encode = calloc(runs, sizeof(double)), *png_total = calloc(runs, sizeof(double));
    double *cairo_png = calloc(runs, sizeof(double)), *svg_total = calloc(runs, sizeof(double));
    size_t png_bytes = 0, cairo_png_bytes = 0, svg_bytes = 0;

    for (int r = -1; r < runs; r++) {
        /* r == -1 is the warm-up run; its times are overwritten by run 0. */
        int slot = r < 0 ? 0 : r;
        double t0 = now_ms();
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(surface);
        cairo_scale(cr, SCENE_SCALE, SCENE_SCALE);
        draw_scene(cr, context, &measure[slot]);
        cairo_destroy(cr);
        cairo_surface_flush(surface);
        double t1 = now_ms();
        unsigned char *png = NULL;
        size_t size = 0;
        char message[128];
        if (sketchpad_png_encode_argb32(cairo_image_surface_get_data(surface), width, height,
                                        cairo_image_surface_get_stride(surface), 1, PNG_FILTER_NONE, 0, &png, &size,
                                        message) != 0) {
            fprintf(stderr, "png: %s\n", message);
            return 1;
        }
        double t2 = now_ms();
        png_bytes = size;
        sketchpad_png_free(png);
        draw[slot] = t1 - t0 - measure[slot];
        encode[slot] = t2 - t1;
        png_total[slot] = t2 - t0;

        /* Cairo's own PNG writer on the same pixels, into memory. */
        sketchpad_png_sink sink = {0};
        double t3 = now_ms();
        cairo_surface_write_to_png_stream(surface, sink_write, &sink);
        cairo_png[slot] = now_ms() - t3;
        cairo_png_bytes = sink.size;
        free(sink.data);
        cairo_surface_destroy(surface);

        /* SVG into memory. */
        sketchpad_png_sink svg = {0};
        double t4 = now_ms();
        cairo_surface_t *svg_surface = cairo_svg_surface_create_for_stream(sink_write, &svg, SCENE_WIDTH, SCENE_HEIGHT);
        cairo_svg_surface_restrict_to_version(svg_surface, CAIRO_SVG_VERSION_1_1);
        cairo_svg_surface_set_document_unit(svg_surface, CAIRO_SVG_UNIT_PT);
        cairo_t *svg_cr = cairo_create(svg_surface);
        draw_scene(svg_cr, context, NULL);
        cairo_destroy(svg_cr);
        cairo_surface_finish(svg_surface);
        cairo_surface_destroy(svg_surface);
        svg_total[slot] = now_ms() - t4;
        svg_bytes = svg.size;
        free(svg.data);
    }
    printf("{\"runs\": %d", runs);
    print_samples("png_total_ms", png_total, runs);
    print_samples("measure_ms", measure, runs);
    print_samples("draw_ms", draw, runs);
    print_samples("encode_ms", encode, runs);
    print_samples("cairo_write_to_png_ms", cairo_png, runs);
    print_samples("svg_total_ms", svg_total, runs);
    printf(", \"png_bytes\": %zu, \"cairo_png_bytes\": %zu, \"svg_bytes\": %zu}\n", png_bytes, cairo_png_bytes, svg_bytes);
    return 0;
}
