// SketchpadGeometry: the plain values that layout and drawing share, and nothing else.
//
//   geometry   Point, Size, Rect (+ snapped(toScale:), insetBy(dx:dy:)), EdgeInsets,
//              DirectionalEdgeInsets, Axis, LayoutDirection
//   text       TextMeasuring, FontDescription, TextMetrics (what layout asks of a text engine)
//
// It imports nothing, not even Foundation. SketchpadLayout and SketchpadDrawing re-export it, so
// code that imports either (or the umbrella) sees these types as before.
