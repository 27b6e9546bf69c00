@_exported import SketchpadLayout
