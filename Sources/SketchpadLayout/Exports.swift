// Geometry and text metrics live in SketchpadGeometry; `import SketchpadLayout` gives them as before.
@_exported import SketchpadGeometry
