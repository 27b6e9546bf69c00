// The drawing vocabulary (display list, colours, shapes, glyph runs, icons) lives in SketchpadDrawing;
// `import SketchpadWidgets` gives it, so a widget's file needs one import.
@_exported import SketchpadDrawing
