// Drawing speaks in points, sizes, rectangles and font descriptions: `import SketchpadDrawing` gives them.
@_exported import SketchpadGeometry
