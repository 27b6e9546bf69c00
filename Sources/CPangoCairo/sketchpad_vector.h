#ifndef SKETCHPAD_VECTOR_H
#define SKETCHPAD_VECTOR_H
// Vector images of asset catalogs (PDF and SVG image sets) drawn into a Cairo context: SVG with
// librsvg, PDF's first page with poppler-glib. Header-only (static inline), like sketchpad_png.h.
// Each call parses the bytes afresh and keeps nothing, so calls on different threads are independent.

#include <cairo.h>
#include <glib.h>
#include <librsvg/rsvg.h>
#include <poppler.h>
#include <string.h>

static inline void sketchpad_vector_message(GError *error, const char *fallback, char message[256]) {
    const char *text = error && error->message ? error->message : fallback;
    strncpy(message, text, 255);
    message[255] = 0;
    if (error) g_error_free(error);
}

// Draws the SVG document in `data` fitted into (0, 0, width, height) of `cr` (its viewBox kept,
// as librsvg's render_document does). Returns 0 on success, -1 with `message` set otherwise.
static inline int sketchpad_svg_render(const unsigned char *data, size_t length, cairo_t *cr, double width, double height,
                                       char message[256]) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, length, &error);
    if (!handle) { sketchpad_vector_message(error, "not a readable SVG file", message); return -1; }
    RsvgRectangle viewport = {0, 0, width, height};
    gboolean drawn = rsvg_handle_render_document(handle, cr, &viewport, &error);
    g_object_unref(handle);
    if (!drawn) { sketchpad_vector_message(error, "the SVG file could not be drawn", message); return -1; }
    return 0;
}

// Draws the first page of the PDF document in `data` scaled to (0, 0, width, height) of `cr`.
// Returns 0 on success, -1 with `message` set otherwise.
static inline int sketchpad_pdf_render(const unsigned char *data, size_t length, cairo_t *cr, double width, double height,
                                       char message[256]) {
    GError *error = NULL;
    GBytes *bytes = g_bytes_new(data, length);
    PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (!document) { sketchpad_vector_message(error, "not a readable PDF file", message); return -1; }
    if (poppler_document_get_n_pages(document) < 1) {
        g_object_unref(document);
        sketchpad_vector_message(NULL, "the PDF file has no page", message);
        return -1;
    }
    PopplerPage *page = poppler_document_get_page(document, 0);
    double pageWidth = 0, pageHeight = 0;
    poppler_page_get_size(page, &pageWidth, &pageHeight);
    if (pageWidth > 0 && pageHeight > 0) {
        cairo_save(cr);
        cairo_scale(cr, width / pageWidth, height / pageHeight);
        poppler_page_render(page, cr);
        cairo_restore(cr);
    }
    g_object_unref(page);
    g_object_unref(document);
    if (!(pageWidth > 0 && pageHeight > 0)) { sketchpad_vector_message(NULL, "the PDF file's first page has no size", message); return -1; }
    return 0;
}

#endif
