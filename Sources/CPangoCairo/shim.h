#ifndef SKETCHPAD_CPANGOCAIRO_SHIM_H
#define SKETCHPAD_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include "sketchpad_png.h"
#include "sketchpad_jpeg.h"
#include "sketchpad_vector.h"

#endif
