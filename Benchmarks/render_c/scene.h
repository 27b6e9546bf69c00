/* The benchmark scene of issue 4, shared in spirit with Sources/sketchpad-render-bench (which
 * builds the same rectangles and labels as views and constraints):
 * a 390 x 844 pt canvas drawn at scale 3 (1170 x 2532 px), 500 rectangles in a 20 x 25 grid —
 * every odd one rounded (radius 4) with a 0.5 pt stroke — and 200 labels "Item N" (Inter 12)
 * in a 5 x 40 grid. Keep both in step. */
#ifndef SKETCHPAD_BENCH_SCENE_H
#define SKETCHPAD_BENCH_SCENE_H

#define SCENE_WIDTH 390.0
#define SCENE_HEIGHT 844.0
#define SCENE_SCALE 3.0
#define SCENE_RECTS 500
#define SCENE_LABELS 200
#define SCENE_FONT_SIZE 12.0

static const unsigned scene_palette[6] = {0x007AFF, 0x34C759, 0xFF9500, 0xFF2D55, 0xAF52DE, 0x5AC8FA};

static inline void scene_rect(int i, double *x, double *y, double *w, double *h) {
    int col = i % 20, row = i / 20;
    *x = col * 19.5 + 1.5;
    *y = row * 33.76 + 1.5;
    *w = 16.5;
    *h = 30.76;
}

static inline void scene_label(int j, double *x, double *y, double *w, double *h) {
    int col = j % 5, row = j / 5;
    *x = col * 78.0 + 4.0;
    *y = row * 21.1 + 2.0;
    *w = 70.0;
    *h = 18.0;
}

#endif
